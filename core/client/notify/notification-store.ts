import { proxy } from 'valtio';
import type { TokenClaims } from '../../contract/token';
import type { ClientModule, NotificationCard } from '../module';
import type { LoadStatus } from '../shared/list-store';

/** Cards of every provider open to the user; `failed` counts providers that could not answer. */
export interface NotificationState {
  status: LoadStatus;
  cards: NotificationCard[];
  failed: number;
}

/** The notification cards of /beranda and the bell. */
export interface NotificationStore {
  state: NotificationState;
  load(): Promise<void>;
}

/** Sum of the counts of all cards: the number on the bell. */
export function totalCount(cards: readonly NotificationCard[]): number {
  return cards.reduce((sum, c) => sum + (Number.isFinite(c.count) ? c.count : 0), 0);
}

/**
 * Collects the cards of every notification declared by the enabled modules whose audience includes
 * the user's type. One failing provider does not hide the others; it is counted in `failed`.
 * Cards with a zero count are kept out: they are not waiting for anything.
 */
export function createNotificationStore(modules: readonly ClientModule[], claims: TokenClaims): NotificationStore {
  const state = proxy<NotificationState>({ status: 'idle', cards: [], failed: 0 });
  const providers = modules.flatMap((m) =>
    m.manifest.notifications
      .filter((n) => n.audience.includes(claims.id_group_user))
      .map((n) => ({ key: `${m.manifest.id}:${n.id}`, load: m.notifications?.[n.id] }))
      .filter((p): p is { key: string; load: NonNullable<typeof p.load> } => typeof p.load === 'function'),
  );
  let loading: Promise<void> | null = null;
  const collect = async () => {
    // A reload keeps the cards it replaces on screen (Beranda asks again on every visit).
    if (state.status !== 'success') state.status = 'loading';
    const results = await Promise.allSettled(
      providers.map(async (p) => {
        const provider = (await p.load()).default;
        const cards = await provider({ claims });
        return cards.map((c) => ({ ...c, id: `${p.key}:${c.id}` }));
      }),
    );
    state.cards = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])).filter((c) => c.count > 0);
    state.failed = results.filter((r) => r.status === 'rejected').length;
    state.status = state.failed && !state.cards.length && providers.length ? 'error' : 'success';
  };
  return {
    state,
    load() {
      // The shell and Beranda both ask when the app starts on /beranda: one round of calls answers both.
      loading ??= collect().finally(() => (loading = null));
      return loading;
    },
  };
}
