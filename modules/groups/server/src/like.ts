/** Escapes LIKE wildcards so that a keyword matches literally. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
