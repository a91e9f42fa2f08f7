import type { ComponentType } from 'react';
import type { ModuleManifest } from '../contract/manifest';
import type { TokenClaims } from '../contract/token';

/** Lazily loads one page component; called only when its route is first rendered. */
export type PageLoader = () => Promise<{ default: ComponentType<any> }>;

/** One card on /beranda and in the bell: a count of things waiting for the user, optionally linking to a page. */
export interface NotificationCard {
  /** Unique among the cards of one provider. */
  id: string;
  /** Already translated (Indonesian) title. */
  title: string;
  count: number;
  /** Absolute client path the card links to. */
  href?: string;
  /** Already translated short explanation. */
  caption?: string;
}

/** Produces the cards of one notification declaration for the logged-in user; may call the API. */
export type NotificationProvider = (ctx: { claims: TokenClaims }) => Promise<NotificationCard[]>;

/**
 * The client half of a module: its manifest (static data), its pages keyed by the manifest's route
 * ids and its notification providers keyed by the manifest's notification ids. Everything heavy is
 * behind `import()` so an installed-but-unused module costs nothing in the first page.
 */
export interface ClientModule {
  manifest: ModuleManifest;
  pages: Record<string, PageLoader>;
  notifications?: Record<string, () => Promise<{ default: NotificationProvider }>>;
}

/** Identity helper for a module's `client.ts`; keeps the declaration typed. */
export function defineClientModule(m: ClientModule): ClientModule {
  return m;
}
