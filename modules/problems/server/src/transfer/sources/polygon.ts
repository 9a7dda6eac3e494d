import type { CaseRow } from '../../testcases/case-rows.ts'
import { naturalOrder } from '../../testcases/pairs.ts'
import { openZip, type ZipEntry } from '../../zip/read.ts'
import { badFile, missingFile, type PackageProblem, type ProblemSource } from '../model.ts'
import { checkedBody, examplesText, type PackageFiles, packageFiles, readText } from '../package-zip.ts'
import { storeCase } from '../package-zip.ts'
import { all, first, parseXml, type XmlElement } from '../xml-tree.ts'

// Polygon packages (Codeforces' problem preparation system): `problem.xml` names the title, the
// limits, the test files (input and answer path patterns, `%02d` by test number), their points and
// groups, the checker and interactor (testlib, as this judge speaks) and the resources (testlib.h);
// the statement comes from `statement-sections/<language>/` (legend, input, output, notes, examples).
// A zip holds one package at its root or one per folder. Tests a package generates on the fly are not
// in it unless Polygon wrote them (a "full" package): a missing test file is refused by name.

const LANGUAGE_ORDER = ['english', 'chinese', 'russian']

/** Polygon's source types as the judges here name their languages. */
export const polygonLanguage = (type: string): string => {
  if (type.startsWith('cpp.')) return /20/.test(type) ? 'C++ 20' : /17/.test(type) ? 'C++ 17' : 'C++'
  if (type.startsWith('c.')) return 'C'
  if (type.startsWith('java')) return 'Java'
  if (type.startsWith('python.3')) return 'Python3'
  return 'C++'
}

/** `tests/%02d` with test 3 is `tests/03`. */
export const testPath = (pattern: string, n: number): string =>
  pattern.replace(/%0?(\d*)d/, (_m, width: string) => String(n).padStart(Number(width || '0'), '0'))

async function sectionsOf(pkg: PackageFiles, root: string): Promise<Record<string, string> | undefined> {
  const dirs = [
    ...new Set(
      pkg.zip.entries
        .filter((e) => e.name.startsWith(`${root}statement-sections/`))
        .map((e) => e.name.slice(`${root}statement-sections/`.length).split('/')[0] ?? ''),
    ),
  ].filter((d) => d !== '')
  const lang = LANGUAGE_ORDER.find((l) => dirs.includes(l)) ?? dirs[0]
  if (!lang) return undefined
  const out: Record<string, string> = {}
  const prefix = `${root}statement-sections/${lang}/`
  for (const entry of pkg.zip.entries.filter((e) => e.name.startsWith(prefix) && !e.isDirectory)) {
    out[entry.name.slice(prefix.length)] = await readText(pkg, entry)
  }
  return out
}

async function readPackage(
  pkg: PackageFiles,
  files: Parameters<ProblemSource['read']>[1]['files'],
  root: string,
): Promise<PackageProblem> {
  const xmlEntry = pkg.byName.get(`${root}problem.xml`)
  if (!xmlEntry) throw missingFile(pkg.fileName, `${root}problem.xml`)
  let doc: XmlElement
  try {
    doc = parseXml(await readText(pkg, xmlEntry))
  } catch (error) {
    throw badFile(xmlEntry.name, `not valid XML (${(error as Error).message})`)
  }
  const problemEl = first(doc, 'problem')
  if (!problemEl) throw badFile(xmlEntry.name, 'it holds no <problem> element')
  const names = all(problemEl, 'name').filter((n) => n.attributes['value'])
  const title =
    LANGUAGE_ORDER.map((l) => names.find((n) => n.attributes['language'] === l)).find(Boolean)?.attributes[
      'value'
    ] ??
    names[0]?.attributes['value'] ??
    problemEl.attributes['short-name'] ??
    'Problem'
  const judging = first(problemEl, 'judging')
  const testset =
    judging?.children.find((c) => c.name === 'testset' && c.attributes['name'] === 'tests') ??
    first(problemEl, 'testset')
  if (!testset) throw badFile(xmlEntry.name, 'it holds no <testset name="tests">')
  const child = (el: XmlElement, name: string) => el.children.find((c) => c.name === name)
  const timeLimit = Number(child(testset, 'time-limit')?.text.trim())
  const memoryBytes = Number(child(testset, 'memory-limit')?.text.trim())
  const inputPattern = child(testset, 'input-path-pattern')?.text.trim()
  const answerPattern = child(testset, 'answer-path-pattern')?.text.trim()
  if (!inputPattern || !answerPattern)
    throw badFile(xmlEntry.name, 'the testset names no input or answer path pattern')
  const tests = child(testset, 'tests')?.children.filter((c) => c.name === 'test') ?? []
  if (tests.length === 0) throw badFile(xmlEntry.name, 'the testset has no tests')
  // Groups: their points count once per group when the whole group must pass.
  const groupEls = child(testset, 'groups')?.children.filter((c) => c.name === 'group') ?? []
  const groupNames = [
    ...new Set(tests.map((t) => t.attributes['group']).filter((g): g is string => g !== undefined)),
  ]
  const completeGroups = groupEls.filter((g) => g.attributes['points-policy'] === 'complete-group')
  const scored =
    tests.some((t) => Number(t.attributes['points'] ?? 0) > 0) ||
    groupEls.some((g) => Number(g.attributes['points'] ?? 0) > 0)
  const subtasks = scored && completeGroups.length > 0
  const cases: Array<CaseRow> = []
  const samples: Array<{ input: string; output: string }> = []
  for (const [i, test] of tests.entries()) {
    const n = i + 1
    const input = pkg.byName.get(`${root}${testPath(inputPattern, n)}`)
    if (!input) throw missingFile(xmlEntry.name, `${root}${testPath(inputPattern, n)}`)
    const output = pkg.byName.get(`${root}${testPath(answerPattern, n)}`)
    if (!output) throw missingFile(xmlEntry.name, `${root}${testPath(answerPattern, n)}`)
    const group = test.attributes['group']
    const groupEl = groupEls.find((g) => g.attributes['name'] === group)
    const points =
      subtasks && groupEl ? Number(groupEl.attributes['points'] ?? 0) : Number(test.attributes['points'] ?? 0)
    const groupNum = group === undefined ? 0 : groupNames.indexOf(group) + 1
    cases.push(await storeCase(files, pkg, n, input, output, scored ? Math.round(points) : 0, groupNum))
    if (test.attributes['sample'] === 'true' && samples.length < 4) {
      samples.push({ input: await readText(pkg, input), output: await readText(pkg, output) })
    }
  }
  // The checker and interactor (testlib), with the package's headers as the judge's files.
  const assets = first(problemEl, 'assets')
  const sourceOf = (el: XmlElement | undefined) => (el ? child(el, 'source') : undefined)
  const interactorSource = sourceOf(assets ? child(assets, 'interactor') : undefined)
  const checkerSource = sourceOf(assets ? child(assets, 'checker') : undefined)
  const judgeSource = interactorSource ?? checkerSource
  let spj: { code: string; language: string } | undefined
  if (judgeSource) {
    const path = judgeSource.attributes['path'] ?? ''
    const entry = pkg.byName.get(`${root}${path}`)
    if (!entry) throw missingFile(xmlEntry.name, `${root}${path}`)
    spj = {
      code: await readText(pkg, entry),
      language: polygonLanguage(judgeSource.attributes['type'] ?? 'cpp.g++17'),
    }
  }
  const judgeExtra: Record<string, string> = {}
  if (spj) {
    for (const resource of all(
      first(problemEl, 'resources') ?? { name: '', attributes: {}, children: [], text: '' },
      'file',
    )) {
      const path = resource.attributes['path'] ?? ''
      if (!/\.(h|hpp)$/.test(path)) continue
      const entry: ZipEntry | undefined = pkg.byName.get(`${root}${path}`)
      if (entry) judgeExtra[path.slice(path.lastIndexOf('/') + 1)] = await readText(pkg, entry)
    }
  }
  const read = (await sectionsOf(pkg, root)) ?? {}
  // Polygon names them legend.tex, input.tex, ... (older packages without the extension).
  const sections: Record<string, string> = {}
  for (const [name, text] of Object.entries(read)) sections[name.replace(/\.tex$/, '')] = text
  const exampleNames = Object.keys(sections)
    .filter((n) => /^example\.\d+$/.test(n))
    .sort(naturalOrder)
  const examples =
    exampleNames.length > 0
      ? exampleNames.map((n) => ({ input: sections[n] ?? '', output: sections[`${n}.a`] ?? '' }))
      : samples
  const inputFile = judging?.attributes['input-file'] ?? ''
  const outputFile = judging?.attributes['output-file'] ?? ''
  const body = await checkedBody(
    {
      problem: {
        title: sections['name']?.trim() || title,
        description: sections['legend'] ?? '',
        input: sections['input'] ?? '',
        output: sections['output'] ?? '',
        hint: sections['notes'] ?? '',
        examples: examplesText(examples),
        source: sections['source'] ?? '',
        type: scored ? 1 : 0,
        auth: 1,
        ...(Number.isFinite(timeLimit) && timeLimit > 0 ? { timeLimit: Math.round(timeLimit) } : {}),
        ...(Number.isFinite(memoryBytes) && memoryBytes > 0
          ? { memoryLimit: Math.max(1, Math.round(memoryBytes / 1024 / 1024)) }
          : {}),
        judgeMode: interactorSource ? 'interactive' : spj ? 'spj' : 'default',
        judgeCaseMode: subtasks ? 'subtask_lowest' : 'default',
        ...(spj ? { spjCode: spj.code, spjLanguage: spj.language } : {}),
        ...(Object.keys(judgeExtra).length > 0 ? { judgeExtraFile: JSON.stringify(judgeExtra) } : {}),
        ...(inputFile && outputFile
          ? { isFileIO: true, ioReadFileName: inputFile, ioWriteFileName: outputFile }
          : {}),
      },
      tags: all(first(problemEl, 'tags') ?? { name: '', attributes: {}, children: [], text: '' }, 'tag')
        .map((t) => t.attributes['value'] ?? '')
        .filter((t) => t !== ''),
    },
    xmlEntry.name,
  )
  return { source: xmlEntry.name, body, cases }
}

export const polygonSource: ProblemSource = {
  id: 'polygon',
  async read(path, context) {
    const zip = await openZip(path, context.limits)
    try {
      const pkg = packageFiles(zip, context.fileName)
      const roots = pkg.byName.has('problem.xml')
        ? ['']
        : zip.entries
            .filter((e) => /^[^/]+\/problem\.xml$/.test(e.name))
            .map((e) => e.name.slice(0, -'problem.xml'.length))
            .sort(naturalOrder)
      if (roots.length === 0) throw missingFile(context.fileName, 'problem.xml')
      const problems: Array<PackageProblem> = []
      for (const root of roots) problems.push(await readPackage(pkg, context.files, root))
      return problems
    } finally {
      zip.close()
    }
  },
}
