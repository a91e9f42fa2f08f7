import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from './messages';

export type Muat<T> = { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'success'; data: T };

/** Loads one detail item with its loading, error and success states, again whenever `key` changes; `reload` runs it again. */
export function useMuat<T>(load: () => Promise<T>, key: string | number): [Muat<T>, () => void] {
  const [state, setState] = useState<Muat<T>>({ status: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    loader.current().then((data) => setState({ status: 'success', data })).catch((e) => setState({ status: 'error', message: messageOf(e) }));
  }, []);
  useEffect(() => { reload(); }, [reload, key]);
  return [state, reload];
}
