import { useState } from 'react';
import { failureBody } from '../../../../core/client';
import { batalkanKegiatan } from '../../api';

/** Withdrawing one's own activity: the server's message (green) or refusal (red), then `reload` either way (the status may have moved). */
export function useBatalKegiatan(reload: () => Promise<unknown>) {
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const batal = async (id: number) => {
    setError(null);
    setSaved(null);
    try {
      setSaved((await batalkanKegiatan(id)).message);
    } catch (e) {
      setError(failureBody(e));
    }
    await reload();
  };
  return { batal, saved, error, setSaved, setError };
}
