import { useState } from 'react';
import { failureBody } from '../../../../core/client';

/**
 * One save of a preference page: `jalankan` runs the call and keeps its outcome (the server's
 * message, or its error body) for SaveOutcome; `tolak` shows a check the page made itself.
 */
export function useSimpan() {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  async function jalankan(kerja: () => Promise<{ message: string }>): Promise<boolean> {
    setSaving(true);
    try {
      const res = await kerja();
      setOutcome({ error: null, saved: res.message });
      return true;
    } catch (error) {
      setOutcome({ error: failureBody(error), saved: null });
      return false;
    } finally {
      setSaving(false);
    }
  }
  const tolak = (message: string) => setOutcome({ error: { message }, saved: null });
  return { saving, outcome, jalankan, tolak };
}
