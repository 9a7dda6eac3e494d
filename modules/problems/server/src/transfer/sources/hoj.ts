import type { CaseRow } from '../../testcases/case-rows.ts'
import { pairEntries } from '../../testcases/pairs.ts'
import { openZip, type ZipEntry } from '../../zip/read.ts'
import { badFile, missingFile, type PackageProblem, type ProblemSource } from '../model.ts'
import { checkedBody, find, packageFiles, readJson, storeCase } from '../package-zip.ts'

// HOJ's problem zip, as its export writes it and its import reads it: at the root, `problem_<id>.json`
// (HOJ's ImportProblemVO: problem, languages, samples, tags, codeTemplates, judgeMode, userExtraFile,
// judgeExtraFile) beside the folder `problem_<id>/` with the test files its samples name. Any other
// file at the root is refused, as HOJ does; a JSON file without its folder too.

interface HojPackage {
  readonly problem?: Record<string, unknown>
  readonly languages?: ReadonlyArray<string>
  readonly samples?: ReadonlyArray<{ input?: unknown; output?: unknown; score?: unknown; groupNum?: unknown }>
  readonly tags?: ReadonlyArray<string>
  readonly codeTemplates?: ReadonlyArray<{ language?: unknown; code?: unknown }>
  readonly judgeMode?: string
  readonly userExtraFile?: Record<string, string> | string | null
  readonly judgeExtraFile?: Record<string, string> | string | null
}

/** The problem fields of HOJ's export that a new problem takes (the rest are HOJ's bookkeeping). */
const PROBLEM_FIELDS = [
  'problemId',
  'title',
  'description',
  'input',
  'output',
  'examples',
  'hint',
  'source',
  'type',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'difficulty',
  'auth',
  'codeShare',
  'judgeMode',
  'judgeCaseMode',
  'isRemoveEndBlank',
  'openCaseResult',
  'spjCode',
  'spjLanguage',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
] as const

const extraFiles = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const int = (u: unknown): number | undefined => {
  const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined
}

async function readProblem(
  pkg: ReturnType<typeof packageFiles>,
  files: Parameters<ProblemSource['read']>[1]['files'],
  jsonEntry: ZipEntry,
  folder: string,
): Promise<PackageProblem> {
  const vo = (await readJson(pkg, jsonEntry)) as HojPackage
  if (typeof vo !== 'object' || vo === null || typeof vo.problem !== 'object' || vo.problem === null)
    throw badFile(jsonEntry.name, 'it holds no "problem" object')
  const problem: Record<string, unknown> = {}
  for (const field of PROBLEM_FIELDS)
    if (vo.problem[field] !== undefined && vo.problem[field] !== null) problem[field] = vo.problem[field]
  const user = extraFiles(vo.userExtraFile ?? vo.problem['userExtraFile'])
  const judge = extraFiles(vo.judgeExtraFile ?? vo.problem['judgeExtraFile'])
  if (user) problem['userExtraFile'] = user
  if (judge) problem['judgeExtraFile'] = judge
  if (vo.judgeMode) problem['judgeMode'] = vo.judgeMode
  const body = await checkedBody(
    {
      problem,
      ...(vo.languages && vo.languages.length > 0 ? { languages: vo.languages } : {}),
      tags: vo.tags ?? [],
      codeTemplates: (vo.codeTemplates ?? []).map((t) => ({
        language: t.language,
        code: t.code,
        status: true,
      })),
    },
    jsonEntry.name,
  )
  // The cases its samples name, in order; without samples, the folder's N.in/N.out pairs.
  const cases: Array<CaseRow> = []
  const inFolder = (name: string) => find(pkg, `${folder}/${name}`)
  if (vo.samples && vo.samples.length > 0) {
    for (const [i, sample] of vo.samples.entries()) {
      const inputName = typeof sample.input === 'string' ? sample.input : ''
      const input = inFolder(inputName)
      if (!input || inputName === '') throw missingFile(jsonEntry.name, `${folder}/${inputName}`)
      const outputName = typeof sample.output === 'string' ? sample.output : ''
      const output = outputName === '' || outputName === '-' ? undefined : inFolder(outputName)
      if (outputName !== '' && outputName !== '-' && !output)
        throw missingFile(jsonEntry.name, `${folder}/${outputName}`)
      cases.push(
        await storeCase(files, pkg, i + 1, input, output, int(sample.score) ?? 0, int(sample.groupNum) ?? 0),
      )
    }
  } else {
    const { pairs } = pairEntries(pkg.zip.entries.filter((e) => e.name.startsWith(`${folder}/`)))
    for (const [i, pair] of pairs.entries())
      cases.push(await storeCase(files, pkg, i + 1, pair.input, pair.output))
  }
  return { source: jsonEntry.name, body, cases }
}

export const hojSource: ProblemSource = {
  id: 'hoj',
  async read(path, context) {
    const zip = await openZip(path, context.limits)
    try {
      const pkg = packageFiles(zip, context.fileName)
      const jsons: Array<ZipEntry> = []
      const folders = new Set<string>()
      for (const entry of zip.entries) {
        const slash = entry.name.indexOf('/')
        if (slash >= 0) {
          folders.add(entry.name.slice(0, slash))
          continue
        }
        if (!entry.name.endsWith('.json'))
          throw badFile(entry.name, 'only problem JSON files and their folders may be at the root of the zip')
        jsons.push(entry)
      }
      const problems: Array<PackageProblem> = []
      for (const json of jsons.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))) {
        const folder = json.name.slice(0, -'.json'.length)
        if (!folders.has(folder)) throw missingFile(json.name, `${folder}/`)
        problems.push(await readProblem(pkg, context.files, json, folder))
      }
      return problems
    } finally {
      zip.close()
    }
  },
}
