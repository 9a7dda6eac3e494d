// Code drafts and the chosen language, kept in localStorage per problem and per contest (or none),
// so reloading or coming back to a problem finds the code as it was left.

export interface DraftScope {
  /** The problem's display id. */
  readonly problemId: string
  /** The contest id, or 0 / undefined outside contests. */
  readonly cid?: number
}

export interface Draft {
  readonly code: string
  readonly language: string
}

/** The storage the drafts use (localStorage in the browser; a Map in tests). */
export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const PREFIX = 'oj.problems.draft'

export function draftKey(scope: DraftScope): string {
  return `${PREFIX}:${scope.cid && scope.cid > 0 ? `c${scope.cid}` : 'none'}:${scope.problemId}`
}

export function loadDraft(storage: DraftStorage | undefined, scope: DraftScope): Draft | undefined {
  const raw = safely(() => storage?.getItem(draftKey(scope)) ?? null)
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as unknown
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Draft).code === 'string' &&
      typeof (value as Draft).language === 'string'
    )
      return { code: (value as Draft).code, language: (value as Draft).language }
  } catch {
    // A broken entry is as good as none.
  }
  return undefined
}

/** Saves the draft; an empty draft removes the entry. Full or blocked storage is ignored. */
export function saveDraft(storage: DraftStorage | undefined, scope: DraftScope, draft: Draft): void {
  const key = draftKey(scope)
  safely(() => (draft.code === '' ? storage?.removeItem(key) : storage?.setItem(key, JSON.stringify(draft))))
}

/** The code to start from: the draft for this language, else the problem's template, else ''. */
export function startingCode(
  draft: Draft | undefined,
  language: string,
  templates: Readonly<Record<string, string>>,
): string {
  if (draft && draft.language === language && draft.code !== '') return draft.code
  return templates[language] ?? ''
}

/** The language to start with: the draft's when the problem offers it, else the first offered. */
export function startingLanguage(draft: Draft | undefined, languages: ReadonlyArray<string>): string {
  if (draft && languages.includes(draft.language)) return draft.language
  return languages[0] ?? ''
}

/** localStorage when there is one and it can be used. */
export function browserStorage(): DraftStorage | undefined {
  return safely(() => (typeof localStorage === 'undefined' ? undefined : localStorage))
}

function safely<T>(f: () => T): T | undefined {
  try {
    return f()
  } catch {
    return undefined
  }
}
