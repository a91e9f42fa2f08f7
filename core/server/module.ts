import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { ModuleManifest } from '../contract/manifest';
import type { Penugasan } from '../contract/token';
import type { UserType } from '../contract/user-types';

/**
 * The server half of a module: its manifest, an encapsulated Fastify plugin registered under /api
 * (routes must lie inside `manifest.apiPrefixes` and carry `config.allow`), its migrations (run in
 * name order, tracked per module) and its part of the demo campus.
 */
export interface ServerModule {
  manifest: ModuleManifest;
  plugin: FastifyPluginAsync;
  migrations: Record<string, Migration>;
  seed?: (ctx: SeedContext) => Promise<void>;
}

/** Identity helper for a module's `server/index.ts`. */
export function defineServerModule(mod: ServerModule): ServerModule {
  return mod;
}

/** Size of the demo campus. `scale: 1` is the small demo; load tests ask for 20,000 students and 1,500 classes. */
export interface SeedScale {
  students: number;
  classes: number;
}

/** One assignment to create with an account (the names are snapshots for the token). */
export interface NewPenugasan extends Omit<Penugasan, 'idp'> {
  id_prodi?: number | null;
  id_fakultas?: number | null;
  id_lembaga?: number | null;
}

export interface NewAccount {
  username: string;
  nama: string;
  /** Defaults to the demo password; hashes are computed once per distinct password. */
  password?: string;
  penugasan: NewPenugasan[];
  /** The group the user logs in with; defaults to the first assignment's group. */
  default_group?: UserType;
  /** Programmes a staff member may see (spec section 6). */
  akses_prodi?: number[];
  shift?: number;
  flags_kuesioner?: number;
  flags_telegram?: number;
  sudah_ubah_password?: boolean;
  /** When set, the account is listed on the login page as a demo account with this description. */
  demo_label?: string;
}

/** Account creation offered by the core to seeds and to the admin module. */
export interface AccountService {
  create(account: NewAccount): Promise<number>;
  /** Bulk creation for large seeds: one statement per batch, same password hash for all. */
  createMany(accounts: NewAccount[]): Promise<number[]>;
}

export interface SeedContext {
  db: Kysely<any>;
  accounts: AccountService;
  scale: SeedScale;
  /** Deterministic pseudo-random numbers in [0, 1), so every seed of the same scale is identical. */
  random: () => number;
}
