import { notifySuccess, useKirim } from '../../../../../core/client';

/**
 * One step sent from a dialog: `busy` while it runs, the server's message as a success toast, then
 * `sesudah` (close the dialog, reload the list). A refusal is shown by the API client and keeps
 * the dialog open with what was typed.
 */
export function useAksi() {
  const { busy, kirim } = useKirim();
  const jalankan = async (aksi: () => Promise<{ message: string }>, sesudah: () => void | Promise<void>) => {
    await kirim(async () => {
      notifySuccess((await aksi()).message);
      await sesudah();
    });
  };
  return { busy, jalankan };
}
