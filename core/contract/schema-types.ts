import Type from 'typebox';

/**
 * A calendar date `YYYY-MM-DD` that exists (no 30 February) in the years a campus record can
 * hold: PostgreSQL refuses an impossible date only when it casts it, as a server error, so the
 * request schema must refuse it first, as an input error.
 */
export const TanggalSchema = (options: { description?: string } = {}) =>
  Type.String({ format: 'date', pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$', description: options.description ?? 'YYYY-MM-DD' });

/**
 * The pattern of a text whose trimmed value has at least `min` characters: the services store
 * trimmed text, so a length counted with the surrounding spaces would let "   " through as "".
 */
function teksPattern(min: number): string {
  return min <= 1 ? '^\\s*\\S[\\s\\S]*$' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`;
}

/** The minimum a text pattern of `TeksSchema` asks for, so its failure reads as a length message. */
export function teksMinimum(pattern: unknown): number | undefined {
  if (typeof pattern !== 'string' || !pattern.startsWith('^\\s*\\S')) return undefined;
  const between = /\{(\d+),\}/.exec(pattern);
  return between ? Number(between[1]) + 2 : 1;
}

/**
 * Free text a person types (a title, a reason, a note): at least `min` characters besides surrounding
 * spaces. `title` names the field in error messages as its form labels it.
 */
export const TeksSchema = (max: number, min = 1, title?: string) =>
  Type.String({ minLength: min, maxLength: max, pattern: teksPattern(min), ...(title ? { title } : {}) });
