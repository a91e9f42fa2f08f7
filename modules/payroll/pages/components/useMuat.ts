import { useEffect, useState } from 'react';
import { failureBody } from '../../../../core/client';

/** One GET for the chosen key: its data, or the failed response's body; a late answer for an older key is dropped. */
export function useMuat<T>(key: string | number | undefined, fetcher: () => Promise<T>): { data: T | null; error: unknown; muat: () => void } {
  const [state, setState] = useState<{ data: T | null; error: unknown }>({ data: null, error: null });
  const [ulang, setUlang] = useState(0);
  useEffect(() => {
    let aktif = true;
    setState({ data: null, error: null });
    fetcher().then(
      (data) => aktif && setState({ data, error: null }),
      (error) => aktif && setState({ data: null, error: failureBody(error) }),
    );
    return () => { aktif = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ulang]);
  return { ...state, muat: () => setUlang((n) => n + 1) };
}
