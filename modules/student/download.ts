import { apiQuiet, fileNameOf, saveBlob } from '../../core/client';

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
  saveBlob(res._data!, fileNameOf(res.headers.get('content-disposition'), fallback));
}
