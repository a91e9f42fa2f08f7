import { useState } from 'react';
import { notifySuccess, type ListStore } from '../../../../core/client';

/**
 * Runs one action of a list page at a time: `busy` disables the buttons meanwhile, success shows
 * `done` as a green toast, a failure has already been shown by the API client, and the list
 * reloads either way (another user may have changed the item).
 */
export function useAksi<T>(store: ListStore<T>) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      void store.load();
    }
  };
  return { busy, run };
}
