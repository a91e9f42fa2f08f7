// The page load hook is the core's (it was this module's own until teaching needed it too).
export { useLoad, type Load } from '../../../../core/client';

/** The Indonesian message of a server error body, or null for a thrown Error (network, timeout). */
export function messageOf(error: unknown): string | null {
  return error && typeof error === 'object' && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : null;
}

/** Field errors (`errors` of the error body) as a map of field -> first message. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = error && typeof error === 'object' ? (error as { errors?: Record<string, string[]> }).errors : undefined;
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
}
