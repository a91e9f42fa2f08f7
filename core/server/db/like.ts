/** A user's search text as the literal part of a LIKE/ILIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of a search box: rows containing the trimmed text, its wildcards taken literally. */
export const likePattern = (cari: string) => `%${escapeLike(cari.trim())}%`;
