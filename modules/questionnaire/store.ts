import { proxy } from 'valtio';
import { failureBody, type LoadStatus } from '../../core/client';

interface LoadState<T> {
  status: LoadStatus;
  data: T | null;
  /** The failed response's body. */
  error: unknown;
}

/**
 * A valtio store around one GET: `load()` fetches (again) and keeps the last data until the new one
 * arrives. Only the latest call's answer lands: a page whose filter changed twice never shows the
 * first filter's answer after the second's.
 */
export function createLoadStore<T>(fetcher: () => Promise<T>) {
  const state = proxy<LoadState<T>>({ status: 'idle', data: null, error: null });
  let latest = 0;
  async function load(): Promise<void> {
    const call = ++latest;
    state.status = 'loading';
    try {
      const data = await fetcher();
      if (call !== latest) return;
      state.data = data as never;
      state.error = null;
      state.status = 'success';
    } catch (error) {
      if (call !== latest) return;
      state.error = failureBody(error);
      state.status = 'error';
    }
  }
  return { state, load };
}

interface SubmitState {
  sending: boolean;
  error: unknown;
  message: string | null;
}

/** A POST in progress, its failure body or its success message. */
export function createSubmitStore() {
  const state = proxy<SubmitState>({ sending: false, error: null, message: null });
  async function run<R extends { message: string }>(send: () => Promise<R>): Promise<R | null> {
    state.sending = true;
    state.error = null;
    state.message = null;
    try {
      const res = await send();
      state.message = res.message;
      return res;
    } catch (error) {
      state.error = failureBody(error);
      return null;
    } finally {
      state.sending = false;
    }
  }
  return { state, run };
}
