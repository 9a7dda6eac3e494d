import type { CaseRow } from '../../testcases/case-rows.ts'
import { pairEntries } from '../../testcases/pairs.ts'
import { openZip, type ZipEntry } from '../../zip/read.ts'
import { badFile, missingFile, type PackageProblem, type ProblemSource } from '../model.ts'
import { checkedBody, examplesText, find, packageFiles, readJson, storeCase } from '../package-zip.ts'

// QDUOJ's export zip (as HOJ imports it): a folder per problem, `<n>/problem.json` (display_id,
// title, description/input_description/output_description/hint as {format, value}, time_limit in
// ms, memory_limit in MB, samples, test_case_score [{input_name, output_name, score}], rule_type ACM
// or OI, spj {language, code} or null, template {lang: {prepend, template, append}}, tags) and
// `<n>/testcase/` with the files.

interface QdojProblem {
  readonly display_id?: unknown
  readonly title?: unknown
  readonly description?: { value?: unknown }
  readonly input_description?: { value?: unknown }
  readonly output_description?: { value?: unknown }
  readonly hint?: { value?: unknown }
  readonly source?: unknown
  readonly time_limit?: unknown
  readonly memory_limit?: unknown
  readonly samples?: ReadonlyArray<{ input?: unknown; output?: unknown }>
  readonly test_case_score?: ReadonlyArray<{ input_name?: unknown; output_name?: unknown; score?: unknown }>
  readonly rule_type?: unknown
  readonly spj?: { language?: unknown; code?: unknown } | null
  readonly template?: Record<string, { prepend?: unknown; template?: unknown; append?: unknown }>
  readonly tags?: ReadonlyArray<unknown>
}

const text = (u: unknown) => (typeof u === 'string' ? u : '')
const num = (u: unknown) => (typeof u === 'number' && Number.isFinite(u) ? Math.round(u) : undefined)

/** QDUOJ's language names as the judges here name them. */
export const qdojLanguage = (name: string): string =>
  ({
    C: 'C',
    'C++': 'C++',
    Java: 'Java',
    Python2: 'Python2',
    Python3: 'Python3',
    Golang: 'Golang',
    JavaScript: 'JavaScript Node',
  })[name] ?? name

export const qdojSource: ProblemSource = {
  id: 'qduoj',
  async read(path, context) {
    const zip = await openZip(path, context.limits)
    try {
      const pkg = packageFiles(zip, context.fileName)
      const folders = [
        ...new Set(zip.entries.map((e) => e.name.split('/')[0] ?? '').filter((f, _i) => f !== '')),
      ]
        .filter((f) => zip.entries.some((e) => e.name.startsWith(`${f}/`)))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      const problems: Array<PackageProblem> = []
      for (const folder of folders) {
        const json =
          find(pkg, `${folder}/problem.json`) ??
          zip.entries.find(
            (e) =>
              e.name.startsWith(`${folder}/`) && e.name.split('/').length === 2 && e.name.endsWith('.json'),
          )
        if (!json) throw missingFile(context.fileName, `${folder}/problem.json`)
        const qd = (await readJson(pkg, json)) as QdojProblem
        if (typeof qd !== 'object' || qd === null) throw badFile(json.name, 'it holds no problem object')
        const oi = qd.rule_type === 'OI'
        const spj =
          qd.spj && typeof qd.spj.code === 'string' && qd.spj.code.trim() !== '' ? qd.spj : undefined
        const body = await checkedBody(
          {
            problem: {
              ...(text(qd.display_id) ? { problemId: text(qd.display_id) } : {}),
              title: text(qd.title),
              description: text(qd.description?.value),
              input: text(qd.input_description?.value),
              output: text(qd.output_description?.value),
              hint: text(qd.hint?.value),
              source: text(qd.source),
              examples: examplesText(
                (qd.samples ?? []).map((s) => ({ input: text(s.input), output: text(s.output) })),
              ),
              type: oi ? 1 : 0,
              ...(num(qd.time_limit) ? { timeLimit: num(qd.time_limit) } : {}),
              ...(num(qd.memory_limit) ? { memoryLimit: num(qd.memory_limit) } : {}),
              auth: 1,
              judgeMode: spj ? 'spj' : 'default',
              ...(spj
                ? { spjCode: text(spj.code), spjLanguage: qdojLanguage(text(spj.language) || 'C') }
                : {}),
            },
            tags: (qd.tags ?? []).filter((t): t is string => typeof t === 'string'),
            codeTemplates: Object.entries(qd.template ?? {}).map(([language, t]) => ({
              language: qdojLanguage(language),
              code: `${text(t.prepend)}${text(t.template)}${text(t.append)}`,
              status: true,
            })),
          },
          json.name,
        )
        const cases: Array<CaseRow> = []
        const testFile = (name: unknown): ZipEntry | undefined =>
          typeof name === 'string' && name !== '' ? find(pkg, `${folder}/testcase/${name}`) : undefined
        const listed = qd.test_case_score ?? []
        if (listed.length > 0) {
          for (const [i, c] of listed.entries()) {
            const input = testFile(c.input_name)
            if (!input) throw missingFile(json.name, `${folder}/testcase/${text(c.input_name)}`)
            const output = testFile(c.output_name)
            if (!output && !spj) throw missingFile(json.name, `${folder}/testcase/${text(c.output_name)}`)
            cases.push(
              await storeCase(context.files, pkg, i + 1, input, output, oi ? (num(c.score) ?? 0) : 0),
            )
          }
        } else {
          const { pairs } = pairEntries(zip.entries.filter((e) => e.name.startsWith(`${folder}/testcase/`)))
          for (const [i, p] of pairs.entries())
            cases.push(await storeCase(context.files, pkg, i + 1, p.input, p.output))
        }
        problems.push({ source: json.name, body, cases })
      }
      return problems
    } finally {
      zip.close()
    }
  },
}
