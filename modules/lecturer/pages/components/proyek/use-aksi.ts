import { useState } from 'react';
import { errorMessages, failureBody, notifySuccess, useKirim } from '../../../../../core/client';

/**
 * One step sent from a dialog: `busy` while it runs, the server's message as a success toast, then
 * `sesudah` (close the dialog, reload the list). A refusal is shown by the API client and keeps
 * the dialog open with what was typed; its messages stay in `galat` for the dialog to show in place.
 */
export function useAksi() {
  const { busy, kirim } = useKirim();
  const [galat, setGalat] = useState<string[]>([]);
  const jalankan = async (aksi: () => Promise<{ message: string }>, sesudah: () => void | Promise<void>) => {
    setGalat([]);
    const hasil = await kirim(async () => {
      notifySuccess((await aksi()).message);
      await sesudah();
    });
    if (!hasil.ok && 'error' in hasil) setGalat(errorMessages(failureBody(hasil.error)));
  };
  return { busy, jalankan, galat };
}
