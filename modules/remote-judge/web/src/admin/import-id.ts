/**
 * What an administrator typed as a remote problem id ('CF-1A', ' hdu-1000 ', 'AC-abc001_a'), as
 * HOJ's import call takes it: the judge's name and its problem id; undefined when it is not one.
 */
export function splitImportId(
  text: string,
): { readonly name: string; readonly problemId: string } | undefined {
  const match = /^\s*([A-Za-z]+)-([A-Za-z0-9_]+)\s*$/.exec(text)
  return match?.[1] && match[2] ? { name: match[1].toUpperCase(), problemId: match[2] } : undefined
}
