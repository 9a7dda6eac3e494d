import { parse as parseYaml } from 'yaml'

import type { CaseRow } from '../../testcases/case-rows.ts'
import { pairEntries } from '../../testcases/pairs.ts'
import { openZip, type ZipEntry } from '../../zip/read.ts'
import { badFile, missingFile, type PackageAsset, type PackageProblem, type ProblemSource } from '../model.ts'
import {
  checkedBody,
  examplesText,
  find,
  type PackageFiles,
  packageFiles,
  readText,
  storeAsset,
  storeCase,
} from '../package-zip.ts'

// Hydro's export zip (as HOJ imports it): a folder per problem with `problem.yaml` (title, tag, pid),
// `problem_zh.md` or `problem.md` (samples as ```inputN / ```outputN blocks, files as file://name),
// `testdata/config.yaml` (type default or interactive, checker, interactor, time "1s", memory "256m",
// cases or subtasks with their scores, judge_extra_files, user_extra_files, langs), the test files
// beside it, and `additional_file/` with what the statement links.

interface HydroConfig {
  readonly type?: string
  readonly checker?: string
  readonly interactor?: string
  readonly time?: string | number
  readonly memory?: string | number
  readonly cases?: ReadonlyArray<{ input?: string; output?: string; score?: number }>
  readonly subtasks?: ReadonlyArray<{
    score?: number
    cases?: ReadonlyArray<{ input?: string; output?: string }>
  }>
  readonly judge_extra_files?: ReadonlyArray<string>
  readonly user_extra_files?: ReadonlyArray<string>
  readonly langs?: ReadonlyArray<string>
}

/** Hydro's "1s", "1000ms", "1.5s" in ms. */
export function hydroTime(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim().toLowerCase()
  const n = Number.parseFloat(text)
  if (!Number.isFinite(n) || n <= 0) return undefined
  return Math.round(text.endsWith('ms') ? n : text.endsWith('s') ? n * 1000 : n)
}

/** Hydro's "256m", "256mb", "1g" in MB. */
export function hydroMemory(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim().toLowerCase()
  const n = Number.parseFloat(text)
  if (!Number.isFinite(n) || n <= 0) return undefined
  if (text.endsWith('g') || text.endsWith('gb')) return Math.round(n * 1024)
  if (text.endsWith('k') || text.endsWith('kb')) return Math.max(1, Math.round(n / 1024))
  return Math.round(n)
}

const checkerLanguage = (name: string) => (/\.(cc|cpp|cxx)$/.test(name) ? 'C++' : 'C')

/** Samples out of a Hydro statement, and the statement without them. */
export function hydroSamples(markdown: string): { examples: string; description: string } {
  const inputs = [...markdown.matchAll(/```input(\d+)\n([\s\S]*?)\n```/g)].map((m) => m[2] ?? '')
  const outputs = [...markdown.matchAll(/```output(\d+)\n([\s\S]*?)\n```/g)].map((m) => m[2] ?? '')
  const examples = examplesText(inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })))
  const description = markdown.replace(/```(?:input|output)\d+\n[\s\S]*?\n```/g, '').trim()
  return { examples, description }
}

async function readYaml(pkg: PackageFiles, entry: ZipEntry): Promise<unknown> {
  try {
    return parseYaml(await readText(pkg, entry)) as unknown
  } catch (error) {
    throw badFile(entry.name, `not valid YAML (${(error as Error).message.split('\n')[0]})`)
  }
}

async function readProblem(
  pkg: PackageFiles,
  files: Parameters<ProblemSource['read']>[1]['files'],
  folder: string,
): Promise<PackageProblem> {
  const at = (name: string) => find(pkg, `${folder}/${name}`)
  const yamlEntry = at('problem.yaml')
  if (!yamlEntry) throw missingFile(pkg.fileName, `${folder}/problem.yaml`)
  const meta = ((await readYaml(pkg, yamlEntry)) ?? {}) as { title?: unknown; tag?: unknown; pid?: unknown }
  const configEntry = at('testdata/config.yaml')
  const config = (configEntry ? ((await readYaml(pkg, configEntry)) ?? {}) : {}) as HydroConfig
  const statement = at('problem_zh.md') ?? at('problem.md') ?? at('problem_en.md')
  let markdown = statement ? await readText(pkg, statement) : ''
  // Files the statement links as file://name are served as markdown files.
  const assets: Array<PackageAsset> = []
  for (const name of new Set([...markdown.matchAll(/file:\/\/([^\s)"']+)/g)].map((m) => m[1] ?? ''))) {
    const entry = at(`additional_file/${name}`)
    if (!entry) continue
    const stored = await storeAsset(files, await pkg.zip.read(entry), name)
    assets.push(stored.asset)
    markdown = markdown.split(`file://${name}`).join(stored.link)
  }
  const { examples, description } = hydroSamples(markdown)
  const testdata = (name: string) => find(pkg, `${folder}/testdata/${name}`)
  const judgeFile = async (name: string) => {
    const entry = testdata(name)
    if (!entry) throw missingFile(configEntry?.name ?? pkg.fileName, `${folder}/testdata/${name}`)
    return readText(pkg, entry)
  }
  const extra = async (names: ReadonlyArray<string> | undefined) => {
    if (!names || names.length === 0) return undefined
    const map: Record<string, string> = {}
    for (const name of names) map[name] = await judgeFile(name)
    return JSON.stringify(map)
  }
  const interactive = config.type === 'interactive'
  const checkerName = interactive ? config.interactor : config.checker
  if (interactive && !checkerName)
    throw badFile(configEntry?.name ?? folder, 'an interactive problem names no interactor')
  const checker = checkerName ? await judgeFile(checkerName) : undefined
  const userExtra = await extra(config.user_extra_files)
  const judgeExtra = await extra(config.judge_extra_files)
  const subtasks = config.subtasks && config.subtasks.length > 0 ? config.subtasks : undefined
  const body = await checkedBody(
    {
      problem: {
        ...(typeof meta.pid === 'string' && meta.pid !== 'null' && meta.pid.trim() !== ''
          ? { problemId: meta.pid }
          : {}),
        title: typeof meta.title === 'string' ? meta.title : folder,
        description,
        examples,
        type: 1,
        auth: 1,
        ...(hydroTime(config.time) ? { timeLimit: hydroTime(config.time) } : {}),
        ...(hydroMemory(config.memory) ? { memoryLimit: hydroMemory(config.memory) } : {}),
        judgeMode: interactive ? 'interactive' : checker ? 'spj' : 'default',
        judgeCaseMode: subtasks ? 'subtask_lowest' : 'default',
        ...(checker && checkerName ? { spjCode: checker, spjLanguage: checkerLanguage(checkerName) } : {}),
        ...(userExtra ? { userExtraFile: userExtra } : {}),
        ...(judgeExtra ? { judgeExtraFile: judgeExtra } : {}),
      },
      tags: Array.isArray(meta.tag) ? meta.tag.filter((t): t is string => typeof t === 'string') : [],
      ...(config.langs && config.langs.length > 0 ? { languages: config.langs } : {}),
    },
    yamlEntry.name,
  )
  // The cases: config.yaml's subtasks or cases, else the testdata folder's pairs; scores split 100.
  const listed: Array<{ input?: string; output?: string; score?: number; group: number }> = subtasks
    ? subtasks.flatMap((t, g) => (t.cases ?? []).map((c) => ({ ...c, score: t.score ?? 0, group: g + 1 })))
    : (config.cases ?? []).map((c) => ({ ...c, group: 0 }))
  const cases: Array<CaseRow> = []
  if (listed.length > 0) {
    for (const [i, c] of listed.entries()) {
      const input = c.input ? testdata(c.input) : undefined
      if (!input) throw missingFile(configEntry?.name ?? folder, `${folder}/testdata/${c.input ?? ''}`)
      const output = c.output ? testdata(c.output) : undefined
      if (c.output && !output)
        throw missingFile(configEntry?.name ?? folder, `${folder}/testdata/${c.output}`)
      cases.push(await storeCase(files, pkg, i + 1, input, output, c.score ?? 0, c.group))
    }
  } else {
    const { pairs } = pairEntries(pkg.zip.entries.filter((e) => e.name.startsWith(`${folder}/testdata/`)))
    for (const [i, p] of pairs.entries()) cases.push(await storeCase(files, pkg, i + 1, p.input, p.output))
  }
  // Without scores of its own, 100 points split over the cases (the last take the remainder).
  if (!subtasks && !listed.some((c) => (c.score ?? 0) > 0) && cases.length > 0) {
    const each = Math.floor(100 / cases.length)
    const extraPoints = 100 - each * cases.length
    cases.forEach((c, i) => Object.assign(c, { score: each + (i >= cases.length - extraPoints ? 1 : 0) }))
  }
  return { source: yamlEntry.name, body, cases, assets }
}

export const hydroSource: ProblemSource = {
  id: 'hydro',
  async read(path, context) {
    const zip = await openZip(path, context.limits)
    try {
      const pkg = packageFiles(zip, context.fileName)
      const folders = [
        ...new Set(zip.entries.filter((e) => e.name.includes('/')).map((e) => e.name.split('/')[0] ?? '')),
      ]
        .filter((f) => f !== '' && find(pkg, `${f}/problem.yaml`) !== undefined)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      if (folders.length === 0) throw missingFile(context.fileName, '<problem>/problem.yaml')
      const problems: Array<PackageProblem> = []
      for (const folder of folders) problems.push(await readProblem(pkg, context.files, folder))
      return problems
    } finally {
      zip.close()
    }
  },
}
