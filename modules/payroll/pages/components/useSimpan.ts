import { useState } from 'react';
import { failureBody, useKirim, type KirimHasil } from '../../../../core/client';

/**
 * One save of a settings dialog through the core's useKirim (a double click sends once): keeps the
 * refusal's body for SaveOutcome and answers how the run ended.
 */
export function useSimpan() {
  const { busy: saving, kirim } = useKirim();
  const [error, setError] = useState<unknown>(null);
  async function jalankan<T>(kerja: () => Promise<T>): Promise<KirimHasil<T>> {
    const hasil = await kirim(kerja);
    if (hasil.ok) setError(null);
    else if ('error' in hasil) setError(failureBody(hasil.error));
    return hasil;
  }
  // What one month's refusal said does not belong to the next month the page shows.
  const lupakan = () => setError(null);
  return { saving, error, jalankan, lupakan };
}
