import { useState } from 'react';
import { failureBody, useKirim } from '../../../../core/client';

/**
 * One save of a preference page: `jalankan` runs the call and keeps its outcome (the server's
 * message, or its error body) for SaveOutcome; `tolak` shows a check the page made itself.
 */
export function useSimpan() {
  const { busy: saving, kirim } = useKirim();
  const [outcome, setOutcome] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  async function jalankan(kerja: () => Promise<{ message: string }>): Promise<boolean> {
    const kiriman = await kirim(kerja);
    if (kiriman.ok) setOutcome({ error: null, saved: kiriman.value.message });
    else if ('error' in kiriman) setOutcome({ error: failureBody(kiriman.error), saved: null });
    return kiriman.ok;
  }
  const tolak = (message: string) => setOutcome({ error: { message }, saved: null });
  return { saving, outcome, jalankan, tolak };
}
