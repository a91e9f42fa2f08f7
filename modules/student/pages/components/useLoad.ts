import { useCallback, useEffect, useRef, useState } from 'react';
import { failureBody, type LoadStatus } from '../../../../core/client';

/** One data load with the spec's states (section 4): idle, loading, success (data) or error (the failed body). */
export interface Load<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
  reload: () => Promise<void>;
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
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}

/** The Indonesian message of a server error body, or null for a thrown Error (network, timeout). */
export function messageOf(error: unknown): string | null {
  return error && typeof error === 'object' && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : null;
}

/** Field errors (`errors` of the error body) as a map of field -> first message. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = error && typeof error === 'object' ? (error as { errors?: Record<string, string[]> }).errors : undefined;
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
}
