import { proxy } from 'valtio';
import { failureBody, type LoadStatus } from '../../core/client';

/** State of one loaded object (not a list): idle -> loading -> success | error (spec section 4). */
export interface ItemState<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
}

/**
 * A valtio store around one loader. `load()` shows the spinner; `refresh()` reloads quietly
 * (polling keeps the current data on screen and only replaces it when the answer arrives).
 */
export function createItemStore<T>(loader: () => Promise<T>) {
  const state = proxy<ItemState<T>>({ status: 'idle', data: null, error: null });
  let generation = 0;
  const run = async (quiet: boolean) => {
    const mine = ++generation;
    if (!quiet || state.status !== 'success') state.status = 'loading';
    try {
      const data = await loader();
      if (mine !== generation) return;
      state.data = data as never;
      state.error = null;
      state.status = 'success';
    } catch (error) {
      if (mine !== generation) return;
      if (quiet && state.status === 'success') return;
      state.error = failureBody(error);
      state.status = 'error';
    }
  };
  return { state, load: () => run(false), refresh: () => run(true) };
}

export type ItemStore<T> = ReturnType<typeof createItemStore<T>>;
