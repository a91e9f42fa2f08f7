import { useCallback, useEffect, useState } from 'react';
import { failureBody, type LoadStatus } from '../../../../core/client';

/** One GET of a page: status, data, the failed body, and `reload` (also run on mount and when `deps` change). */
export function useMuat<T>(loader: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: unknown }>({ status: 'idle', data: null, error: null });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const data = await loader();
      setState({ status: 'success', data, error: null });
    } catch (error) {
      setState({ status: 'error', data: null, error: failureBody(error) });
    }
  }, deps);
  useEffect(() => void reload(), [reload]);
  return { ...state, reload, setData: (data: T) => setState({ status: 'success', data, error: null }) };
}
