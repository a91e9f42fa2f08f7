/**
 * Polls `check` every 50 ms until it holds or `timeoutMs` passes; resolves whether it held. For
 * what another process or connection does in its own time (NOTIFY batches, a LISTEN reconnect).
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
