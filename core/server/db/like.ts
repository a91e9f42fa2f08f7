/** A user's search text as the literal part of a LIKE/ILIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
