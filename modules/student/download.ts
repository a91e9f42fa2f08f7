import { apiQuiet } from '../../core/client';

/** The file name of a Content-Disposition header (RFC 5987 UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
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

/**
 * Downloads a binary call (spec: "blob download of a given URL") with the bearer token and saves it
 * under the server's file name. Throws the failed response like every other call.
 */
export async function unduh(path: string, query?: Record<string, string | number | undefined>, fallback = 'berkas.pdf'): Promise<void> {
  let res;
  try {
    res = await apiQuiet.raw<Blob, 'blob'>(path, { query, responseType: 'blob' });
  } catch (error) {
    // A refused download answers JSON ({ message }) that arrives as a Blob: read it back for the toast.
    const data = (error as { data?: unknown }).data;
    if (data instanceof Blob) {
      const body = await data.text().then((text) => JSON.parse(text) as unknown).catch(() => undefined);
      throw Object.assign(new Error('unduh gagal'), { data: body });
    }
    throw error;
  }
  const url = URL.createObjectURL(res._data!);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallback);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
