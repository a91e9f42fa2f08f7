import { useCallback, useEffect, useRef, useState } from 'react';
import { failureBody, type LoadStatus } from './list-store';

/** One data load with the spec's states (section 4): idle, loading, success (data) or error (the failed body). */
export interface Load<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
  reload: () => Promise<void>;
  /** Replaces the data (e.g. with a save's answer) as a success; a load still running is then ignored. */
  setData: (data: T) => void;
}

/** Runs `loader` on mount and whenever `deps` change; a late answer of an older run is ignored. */
export function useLoad<T>(loader: () => Promise<T>, deps: readonly unknown[] = []): Load<T> {
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: unknown }>({ status: 'idle', data: null, error: null });
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(loader, deps);
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const data = await run();
      if (mine === generation.current) setState({ status: 'success', data, error: null });
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ status: 'error', data: s.data, error: failureBody(error) }));
    }
  }, [run]);
  const setData = useCallback((data: T) => {
    generation.current++;
    setState({ status: 'success', data, error: null });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload, setData };
}
