// The names a module's files use, derived from its id ('code-review' → CodeReview, codeReview, ...).

export interface ModuleNames {
  /** 'code-review': folders, routes, message ids, the Postgres schema, the migration journal. */
  readonly id: string
  /** 'CodeReview': the exported API object (CodeReviewApi). */
  readonly pascal: string
  /** 'codeReview': identifiers in code. */
  readonly camel: string
  /** 'Code review': the module's default title. */
  readonly title: string
  /** 'oj_code_review': the Module Federation container. */
  readonly container: string
}

/** Lower case letters and digits, words joined by single hyphens; not one of the platform's own ids. */
const MODULE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
const RESERVED = new Set([
  'accounts',
  'site',
  'docs',
  'platform',
  'shell',
  'sdk',
  'tools',
  'oj',
  'admin-login',
])

/** Why the id cannot be a module's, or undefined when it can. */
export function invalidId(id: string): string | undefined {
  if (!MODULE_ID.test(id))
    return `'${id}' is not a module id: lower case letters and digits, words joined by '-' (e.g. code-review)`
  if (id.length > 40) return `'${id}' is too long for a module id (at most 40 characters)`
  if (RESERVED.has(id)) return `'${id}' is taken by the platform itself`
  return undefined
}

export function namesOf(id: string): ModuleNames {
  const words = id.split('-')
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')
  return {
    id,
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    title: words.join(' ').replace(/^\w/, (c) => c.toUpperCase()),
    container: `oj_${id.replaceAll('-', '_')}`,
  }
}
