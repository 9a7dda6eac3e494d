import { createHash } from 'node:crypto'

import type { AdminProblemInput } from '@oj/problems-contract'
import { OWN_OJ } from '@oj/problems-contract'
import { badRequest, type DbClient } from '@oj/sdk/server'
import { and, eq, inArray, isNull } from 'drizzle-orm'

import { checkerCompile, codeTemplate, problemTag, tag } from '../tables.ts'

// What a ProblemDTO carries beside the problem row: its tags, languages and code templates, with the
// save checks of spec 3 §5 that concern them (rules 8 to 10) and the duplicate-tag refusal.

/** A planned code template, by language name. */
export interface PlannedTemplate {
  readonly language: string
  readonly code: string
  readonly status: boolean
}

/** The languages the body names (undefined: keep), refusing an empty list (rule 9). */
export function plannedLanguages(input: AdminProblemInput): ReadonlyArray<string> | undefined {
  if (input.languages === undefined) return undefined
  const names = [...new Set(input.languages.map((l) => (typeof l === 'string' ? l : l.name).trim()))].filter(
    (n) => n !== '',
  )
  if (names.length === 0) throw badRequest('problems.error.languageRequired', 'Language is required')
  return names
}

/**
 * The templates the body gives (undefined: keep). HOJ's `lid` is the language's place in GET
 * /languages (`offered`, sorted by name, from 1). A checked template needs its code (rule 10).
 */
export function plannedTemplates(
  input: AdminProblemInput,
  offered: ReadonlyArray<string>,
): ReadonlyArray<PlannedTemplate> | undefined {
  if (input.codeTemplates === undefined) return undefined
  const byName = new Map<string, PlannedTemplate>()
  for (const t of input.codeTemplates) {
    const language = t.language ?? (t.lid === undefined ? undefined : offered[t.lid - 1])
    if (language === undefined) {
      throw badRequest(
        'problems.error.templateLanguage',
        'A code template names no language this judge offers',
      )
    }
    const status = t.status ?? true
    const code = t.code ?? ''
    if (status && code.trim() === '') {
      throw badRequest(
        'problems.error.templateEmpty',
        `${language}: Code template of the language cannot be empty`,
        { language },
      )
    }
    byName.set(language, { language, code, status })
  }
  return [...byName.values()]
}

/** The tag names the body gives (undefined: keep); the same name twice is refused (HOJ's Add_Tag_Error). */
export function plannedTags(input: AdminProblemInput): ReadonlyArray<string> | undefined {
  if (input.tags === undefined) return undefined
  const seen = new Set<string>()
  const names: Array<string> = []
  for (const t of input.tags) {
    const name = (typeof t === 'string' ? t : t.name).trim()
    if (name === '') continue
    const key = name.toLowerCase()
    if (seen.has(key)) {
      throw badRequest('problems.error.duplicateTag', `The tag ${name} is given twice`, { name })
    }
    seen.add(key)
    names.push(name)
  }
  return names
}

/** The key a compiled checker is remembered by: its language and its code. */
export const checkerKey = (language: string, code: string): string =>
  createHash('sha256').update(language).update('\0').update(code).digest('hex')

/** Whether a judge worker compiled this checker (compile-spj, compile-interactive). */
export async function checkerCompiled(db: DbClient, language: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ key: checkerCompile.key })
    .from(checkerCompile)
    .where(eq(checkerCompile.key, checkerKey(language, code)))
  return row !== undefined
}

/**
 * Sets a problem's tags to these names: tags of its source (`ME`, or the remote judge's) outside any
 * group are found by name (without regard to case) or created.
 */
export async function writeTags(
  tx: DbClient,
  pid: number,
  names: ReadonlyArray<string>,
  source: string | null,
  gid: number | null,
): Promise<void> {
  const oj = source ?? OWN_OJ
  await tx.delete(problemTag).where(eq(problemTag.pid, pid))
  if (names.length === 0) return
  const scope = gid === null ? isNull(tag.gid) : eq(tag.gid, gid)
  const existing = await tx
    .select()
    .from(tag)
    .where(and(eq(tag.oj, oj), scope))
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t.id]))
  const tids: Array<number> = []
  for (const name of names) {
    let tid = byName.get(name.toLowerCase())
    if (tid === undefined) {
      const [made] = await tx.insert(tag).values({ name, oj, gid }).returning({ id: tag.id })
      if (!made) continue
      tid = made.id
      byName.set(name.toLowerCase(), tid)
    }
    tids.push(tid)
  }
  const unique = [...new Set(tids)]
  if (unique.length > 0) await tx.insert(problemTag).values(unique.map((tid) => ({ pid, tid })))
}

/** Replaces a problem's code templates. */
export async function writeTemplates(
  tx: DbClient,
  pid: number,
  templates: ReadonlyArray<PlannedTemplate>,
): Promise<void> {
  await tx.delete(codeTemplate).where(eq(codeTemplate.pid, pid))
  if (templates.length > 0) await tx.insert(codeTemplate).values(templates.map((t) => ({ pid, ...t })))
}

/** The problems' stored templates, by pid. */
export async function templatesOf(
  db: DbClient,
  pids: ReadonlyArray<number>,
): Promise<Map<number, Array<typeof codeTemplate.$inferSelect>>> {
  const out = new Map<number, Array<typeof codeTemplate.$inferSelect>>()
  if (pids.length === 0) return out
  const rows = await db
    .select()
    .from(codeTemplate)
    .where(inArray(codeTemplate.pid, [...pids]))
  for (const row of rows) {
    const list = out.get(row.pid) ?? []
    list.push(row)
    out.set(row.pid, list)
  }
  return out
}
