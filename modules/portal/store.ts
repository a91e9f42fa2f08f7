import { proxy } from 'valtio';
import { createListStore, failureBody } from '../../core/client';
import { getAplikasi, getAplikasiLogin } from './api';
import type { Aplikasi } from './schemas';

/** State of the applications page: the list, and which application is being opened (and how that went). */
export function createAplikasiStore() {
  const list = createListStore<Aplikasi>(() => getAplikasi());
  const opening = proxy<{ id: number | null; error: unknown }>({ id: null, error: null });

  /**
   * Opens the application in a new tab with a fresh one-time login code. The tab is opened before
   * the request so that popup blockers accept it as a direct result of the click.
   */
  async function open(idAplikasi: number): Promise<void> {
    const tab = window.open('about:blank', '_blank');
    opening.id = idAplikasi;
    opening.error = null;
    try {
      const { url } = await getAplikasiLogin({ id_aplikasi: idAplikasi });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      opening.error = failureBody(error);
    } finally {
      opening.id = null;
    }
  }

  return { list, opening, open };
}

export type AplikasiStore = ReturnType<typeof createAplikasiStore>;
