import { useState } from 'react';
import { failureBody } from '../../../../core/client';

/**
 * One save of a settings dialog: `jalankan` runs the call and keeps its refusal (the server's body)
 * for SaveOutcome; answers the call's result, or undefined when it was refused.
 */
export function useSimpan() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function jalankan<T>(kerja: () => Promise<T>): Promise<T | undefined> {
    setSaving(true);
    setError(null);
    try {
      return await kerja();
    } catch (e) {
      setError(failureBody(e));
      return undefined;
    } finally {
      setSaving(false);
    }
  }
  return { saving, error, jalankan };
}
