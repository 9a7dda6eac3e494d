import { parse as parseYaml } from 'yaml'

import type { CaseRow } from '../../testcases/case-rows.ts'
import { naturalOrder } from '../../testcases/pairs.ts'
import { openZip, type ZipEntry } from '../../zip/read.ts'
import { badFile, missingFile, type PackageAsset, type PackageProblem, type ProblemSource } from '../model.ts'
import {
  checkedBody,
  examplesText,
  type PackageFiles,
  packageFiles,
  readText,
  storeAsset,
  storeCase,
} from '../package-zip.ts'
import { KATTIS_ADAPTER } from './kattis-adapter.ts'

// ICPC / Kattis problem packages (the problem package format): `problem.yaml` (name, limits, validation
// default / custom / custom interactive, source), the statement (`statement/problem.<lang>.md`,
// `problem_statement/problem.<lang>.md`, else its LaTeX as it is), `data/sample/*.in|.ans` (the
// statement's samples, judged first) and `data/secret/**/*.in|.ans` (in name order, groups by folder),
// and `output_validators/<name>/` for a custom validator. A zip holds one package at its root or one
// per folder. A C or C++ validator speaks Kattis' protocol (exit 42 accepted, 43 wrong); the judge
// here speaks testlib's, so it is wrapped by an adapter compiled with it.

interface KattisYaml {
  readonly name?: string | Record<string, string>
  readonly source?: string
  readonly limits?: {
    readonly time_limit?: number
    readonly memory?: number
    readonly time_multiplier?: number
  }
  readonly validation?: string
  readonly keywords?: string | ReadonlyArray<string>
}

const LANGS = ['en', 'zh', 'zh-cn', 'zh_CN']

const titleOf = (name: KattisYaml['name'], fallback: string): string => {
  if (typeof name === 'string') return name
  if (name && typeof name === 'object') {
    for (const lang of LANGS) if (typeof name[lang] === 'string') return name[lang] as string
    const first = Object.values(name).find((v) => typeof v === 'string')
    if (first) return first
  }
  return fallback
}

async function statementOf(pkg: PackageFiles, root: string): Promise<{ text: string; entry?: ZipEntry }> {
  const at = (name: string) => pkg.byName.get(`${root}${name}`)
  for (const dir of ['statement/', 'problem_statement/']) {
    for (const lang of ['en', 'zh', '']) {
      for (const ext of ['md', 'tex']) {
        const entry = at(`${dir}problem${lang ? `.${lang}` : ''}.${ext}`)
        if (entry) return { text: await readText(pkg, entry), entry }
      }
    }
  }
  return { text: '' }
}

/** The test files of a data folder, in name order: `stem.in` with `stem.ans`. */
function dataPairs(
  pkg: PackageFiles,
  prefix: string,
): Array<{ input: ZipEntry; output: ZipEntry | undefined; group: string }> {
  const inputs = pkg.zip.entries
    .filter((e) => !e.isDirectory && e.name.startsWith(prefix) && e.name.endsWith('.in'))
    .sort((a, b) => naturalOrder(a.name, b.name))
  return inputs.map((input) => {
    const stem = input.name.slice(0, -'.in'.length)
    const group = input.name.slice(prefix.length).split('/').slice(0, -1).join('/')
    return { input, output: pkg.byName.get(`${stem}.ans`), group }
  })
}

async function readPackage(
  pkg: PackageFiles,
  files: Parameters<ProblemSource['read']>[1]['files'],
  root: string,
): Promise<PackageProblem> {
  const yamlEntry = pkg.byName.get(`${root}problem.yaml`)
  if (!yamlEntry) throw missingFile(pkg.fileName, `${root}problem.yaml`)
  let meta: KattisYaml
  try {
    meta = (parseYaml(await readText(pkg, yamlEntry)) ?? {}) as KattisYaml
  } catch (error) {
    throw badFile(yamlEntry.name, `not valid YAML (${(error as Error).message.split('\n')[0]})`)
  }
  const shortName = root.replace(/\/$/, '').split('/').pop() || pkg.fileName.replace(/\.zip$/i, '')
  const validation = (meta.validation ?? 'default').split(/\s+/)
  const custom = validation.includes('custom')
  const interactive = validation.includes('interactive')
  let spj: { code: string; language: string; extra: Record<string, string> } | undefined
  if (custom) {
    const sources = pkg.zip.entries.filter(
      (e) =>
        !e.isDirectory &&
        e.name.startsWith(`${root}output_validators/`) &&
        /\.(c|cc|cpp|cxx|h|hpp)$/.test(e.name),
    )
    const main = sources.find((e) => /\.(c|cc|cpp|cxx)$/.test(e.name))
    if (!main) throw missingFile(yamlEntry.name, `${root}output_validators/<validator>.cpp`)
    const extra: Record<string, string> = {}
    for (const s of sources) extra[s.name.slice(s.name.lastIndexOf('/') + 1)] = await readText(pkg, s)
    const mainName = main.name.slice(main.name.lastIndexOf('/') + 1)
    if (interactive) {
      throw badFile(
        yamlEntry.name,
        'interactive Kattis problems are not imported (their interactors speak another protocol)',
      )
    }
    // The judge compiles main.cpp: the adapter, which includes the validator under another main.
    spj = { code: KATTIS_ADAPTER.replace('__VALIDATOR__', mainName), language: 'C++', extra }
  }
  const statement = await statementOf(pkg, root)
  let description = statement.text
  const assets: Array<PackageAsset> = []
  // Pictures beside the statement are served as markdown files.
  const dir = statement.entry
    ? statement.entry.name.slice(0, statement.entry.name.lastIndexOf('/') + 1)
    : undefined
  if (dir) {
    for (const entry of pkg.zip.entries.filter(
      (e) => e.name.startsWith(dir) && /\.(png|jpe?g|gif|webp)$/i.test(e.name),
    )) {
      const name = entry.name.slice(dir.length)
      if (!description.includes(name)) continue
      const stored = await storeAsset(files, await pkg.zip.read(entry), name)
      assets.push(stored.asset)
      description = description.split(name).join(stored.link)
    }
  }
  const samples = dataPairs(pkg, `${root}data/sample/`)
  const secret = dataPairs(pkg, `${root}data/secret/`)
  if (samples.length + secret.length === 0) throw missingFile(yamlEntry.name, `${root}data/secret/*.in`)
  const examples: Array<{ input: string; output: string }> = []
  for (const s of samples.slice(0, 4)) {
    examples.push({
      input: await readText(pkg, s.input),
      output: s.output ? await readText(pkg, s.output) : '',
    })
  }
  const groups = [...new Set(secret.map((s) => s.group))]
  const cases: Array<CaseRow> = []
  for (const [i, c] of [...samples.map((s) => ({ ...s, group: '' })), ...secret].entries()) {
    if (!c.output && !custom) throw missingFile(yamlEntry.name, `${c.input.name.slice(0, -3)}.ans`)
    cases.push(
      await storeCase(
        files,
        pkg,
        i + 1,
        c.input,
        c.output,
        0,
        c.group === '' ? 0 : groups.indexOf(c.group) + 1,
      ),
    )
  }
  const timeLimit = meta.limits?.time_limit
  const memory = meta.limits?.memory
  const keywords = typeof meta.keywords === 'string' ? meta.keywords.split(/\s+/) : (meta.keywords ?? [])
  const body = await checkedBody(
    {
      problem: {
        title: titleOf(meta.name, shortName),
        description,
        examples: examplesText(examples),
        source: typeof meta.source === 'string' ? meta.source : '',
        type: 0,
        auth: 1,
        ...(typeof timeLimit === 'number' && timeLimit > 0
          ? { timeLimit: Math.round(timeLimit * 1000) }
          : {}),
        ...(typeof memory === 'number' && memory > 0 ? { memoryLimit: Math.round(memory) } : {}),
        judgeMode: spj ? 'spj' : 'default',
        // Kattis' default validator compares tokens: trailing blanks never count.
        isRemoveEndBlank: true,
        ...(spj
          ? { spjCode: spj.code, spjLanguage: spj.language, judgeExtraFile: JSON.stringify(spj.extra) }
          : {}),
      },
      tags: keywords.filter((k) => typeof k === 'string' && k.trim() !== ''),
    },
    yamlEntry.name,
  )
  return { source: yamlEntry.name, body, cases, assets }
}

export const kattisSource: ProblemSource = {
  id: 'kattis',
  async read(path, context) {
    const zip = await openZip(path, context.limits)
    try {
      const pkg = packageFiles(zip, context.fileName)
      // One package at the root, or one per top folder (`hello/problem.yaml`).
      const roots = pkg.byName.has('problem.yaml')
        ? ['']
        : zip.entries
            .filter((e) => /^[^/]+\/problem\.yaml$/.test(e.name))
            .map((e) => e.name.slice(0, -'problem.yaml'.length))
            .sort(naturalOrder)
      if (roots.length === 0) throw missingFile(context.fileName, 'problem.yaml')
      const problems: Array<PackageProblem> = []
      for (const root of roots) problems.push(await readPackage(pkg, context.files, root))
      return problems
    } finally {
      zip.close()
    }
  },
}
