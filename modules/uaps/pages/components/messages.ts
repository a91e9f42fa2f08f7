/** The Indonesian message of a failed call's body (ErrorBody), or null when there is none. */
export function messageOf(error: unknown): string | null {
  const body = error && typeof error === 'object' && 'data' in error ? (error as { data?: unknown }).data : error;
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;
}
