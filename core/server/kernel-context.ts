import type { Kysely } from 'kysely';
import type { ModuleManifest } from '../contract/manifest';
import type { LoginThrottle } from './auth/throttle';
import type { SessionStore } from './auth/sessions';
import type { ReadCache } from './cache/read-cache';
import type { FileStore } from './files/store';
import type { AccountService } from './module';
import type { KernelSettings } from './settings';

/** Kernel state shared by the core routes and hooks (read-only to modules). */
export interface KernelContext {
  settings: KernelSettings;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** Cached read pages of this process (cache/read-cache.ts). */
  readCache: ReadCache;
  /** Enabled manifests in dependency order, the core's first. */
  enabled: ModuleManifest[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database handle (PGlite or PostgreSQL, same SQL). */
    db: Kysely<any>;
    /** Account creation for seeds and the admin module. */
    accounts: AccountService;
    /** The shared file store (core.berkas). */
    files: FileStore;
    kernel: KernelContext;
  }
}

export {};
