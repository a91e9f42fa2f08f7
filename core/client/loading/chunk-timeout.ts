import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';

/** Raised when a code chunk or stylesheet did not load in time (spec section 8: "chunk load failed"). */
export class ChunkLoadError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('chunk load failed', options);
    this.name = 'ChunkLoadError';
  }
}

/** True for a ChunkLoadError or any error carrying the 'chunk load failed' message. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && error.message === 'chunk load failed');
}

/**
 * Settles like `promise`, but rejects with a ChunkLoadError when it has not settled within
 * `timeoutMs` (default 120 s, spec section 9). A rejection of the import itself (network error,
 * missing file) is also reported as a ChunkLoadError so the shell offers the same retry.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError({ cause: error }));
      },
    );
  });
}

/**
 * Adds a stylesheet link to the document and resolves when it has loaded; rejects with a
 * ChunkLoadError when it fails or is not loaded within `timeoutMs`. An already present link resolves at once.
 */
export function loadStylesheet(href: string, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS, doc: Document = document): Promise<void> {
  const existing = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((l) => l.getAttribute('href') === href);
  if (existing) return Promise.resolve();
  return withChunkTimeout(
    () =>
      new Promise<void>((resolve, reject) => {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve();
        link.onerror = () => {
          link.remove();
          reject(new ChunkLoadError());
        };
        doc.head.appendChild(link);
      }),
    timeoutMs,
  );
}
