import { useState } from 'react';
import { notifySuccess } from '../../../../../core/client';

/**
 * One step sent from a dialog: `busy` while it runs, the server's message as a success toast, then
 * `sesudah` (close the dialog, reload the list). A refusal is shown by the API client and keeps
 * the dialog open with what was typed.
 */
export function useAksi() {
  const [busy, setBusy] = useState(false);
  const jalankan = async (aksi: () => Promise<{ message: string }>, sesudah: () => void | Promise<void>) => {
    setBusy(true);
    try {
      notifySuccess((await aksi()).message);
      await sesudah();
    } catch {
      // The API client showed the server's message (another actor may have been faster).
    } finally {
      setBusy(false);
    }
  };
  return { busy, jalankan };
}
