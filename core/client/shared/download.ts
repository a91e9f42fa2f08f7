import { apiQuiet } from './api';

/** The file name of a Content-Disposition header (the RFC 5987 UTF-8 form first), or `fallback`. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Saves a downloaded file under `name`: the browser's download, as a click on a link would start it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers start reading the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a binary call (spec: "blob download of a given URL") with the bearer token and saves it
 * under the server's file name (or `fallback`). Throws the failed response like every other call,
 * with a refused download's JSON body ({ message }) read back from the Blob into `data`.
 */
export async function unduhBerkas(path: string, query?: Record<string, string | number | undefined>, fallback = 'berkas.pdf'): Promise<void> {
  let res;
  try {
    res = await apiQuiet.raw<Blob, 'blob'>(path, { query, responseType: 'blob' });
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    if (data instanceof Blob) {
      const body = await data.text().then((text) => JSON.parse(text) as unknown).catch(() => undefined);
      throw Object.assign(new Error('unduh gagal'), { data: body });
    }
    throw error;
  }
  saveBlob(res._data!, fileNameOf(res.headers.get('content-disposition'), fallback));
}
