/**
 * A scope's problem's display id under the scope's prefix (ScopeRole.problemPrefix, a group's short
 * name): HOJ's client sends it with the prefix; a bare suffix gets it.
 */
export const prefixed = (problemId: string | undefined, prefix: string) => {
  if (problemId === undefined || prefix === '') return problemId
  const id = problemId.trim()
  return id.toUpperCase().startsWith(prefix) ? `${prefix}${id.slice(prefix.length)}` : `${prefix}${id}`
}
