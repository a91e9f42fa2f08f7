import { notifySuccess, useKirim, type ListStore } from '../../../../core/client';

/**
 * Runs one action of a list page at a time: `busy` disables the buttons meanwhile, success shows
 * `done` as a green toast, a failure has already been shown by the API client, and the list
 * reloads either way (another user may have changed the item).
 */
export function useAksi<T>(store: ListStore<T>) {
  const { busy, kirim } = useKirim();
  const run = async (work: () => Promise<unknown>, done: string) => {
    const kiriman = await kirim(async () => {
      await work();
      notifySuccess(done);
    });
    if (!('skipped' in kiriman)) void store.load();
  };
  return { busy, run };
}
