import path from 'node:path';

/** How the database is filled when it holds no users: the demo campus, nothing, or a large load-test campus. */
export type SeedMode = { kind: 'demo' } | { kind: 'none' } | { kind: 'scale'; students: number; classes: number };

/** Server configuration, read once at start from the environment (see `loadConfig`). */
export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL connection string, or null for the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** Folder of the embedded database and other local data. */
  dataDir: string;
  /** Ids listed in SIAKAD_MODULES, or null when every installed module is enabled. */
  modules: string[] | null;
  seed: SeedMode;
  /** Size of the PostgreSQL connection pool of this process. */
  pgPoolSize: number;
  /**
   * How long a session's "not revoked" answer is trusted without asking the database again.
   * Revocation (logout, password change) reaches every other API process within this time.
   */
  sessionCacheTtlMs: number;
  /**
   * Longest life of a cached read page (schedule, KHS) in this process; writers invalidate
   * entries at once (here and, through NOTIFY, in every other process). 0 turns the cache off.
   */
  readCacheTtlMs?: number;
  /**
   * Admission gate of heavy writes (PATCH krs, the QR scan): requests executing at once, requests
   * waiting, and the longest wait before a 503 with Retry-After.
   */
  admission?: { inFlight: number; queue: number; maxWaitMs: number };
  /** Overrides the stored access-token lifetime (seconds) when set; null keeps the setting. */
  accessTokenTtlSeconds?: number | null;
}

/** Raised for a bad environment value; `main` prints the message and exits with status 1. */
export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: { id: string; en: string }) {
    super(`Konfigurasi ${variable}="${value}" tidak valid: ${expected.id}. / Invalid ${variable}="${value}": ${expected.en}.`);
    this.name = 'ConfigError';
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, raw, { id: `harus bilangan bulat ${min}..${max}`, en: `must be an integer ${min}..${max}` });
  }
  return value;
}

/** Parses SIAKAD_SEED: `demo` (default), `none`, or `scale:<students>x<classes>` such as `scale:20000x1500`. */
export function parseSeedMode(raw: string | undefined): SeedMode {
  const value = (raw ?? '').trim();
  if (!value || value === 'demo') return { kind: 'demo' };
  if (value === 'none') return { kind: 'none' };
  const match = /^scale:(\d{1,7})x(\d{1,6})$/.exec(value);
  if (match) {
    const students = Number(match[1]);
    const classes = Number(match[2]);
    if (students > 0 && classes > 0) return { kind: 'scale', students, classes };
  }
  throw new ConfigError('SIAKAD_SEED', value, { id: 'gunakan demo, none atau scale:<mahasiswa>x<kelas>', en: 'use demo, none or scale:<students>x<classes>' });
}

/**
 * The admission gate of heavy writes. The queue holds a whole start-of-semester burst of one
 * process (500 students at once in the benchmark); a queue of four rounds of the slots refused
 * most of that sustainable burst (docs/performance.md).
 */
function admission(env: NodeJS.ProcessEnv): { inFlight: number; queue: number; maxWaitMs: number } {
  const inFlight = integer(env, 'SIAKAD_WRITE_INFLIGHT', 0, 0, 10_000) || integer(env, 'PG_POOL_SIZE', 10, 1, 1000) * 2;
  const queue = integer(env, 'SIAKAD_WRITE_QUEUE', 500, 0, 100_000);
  return { inFlight, queue, maxWaitMs: integer(env, 'SIAKAD_WRITE_WAIT_MS', 5000, 100, 120_000) };
}

/**
 * Reads the configuration from environment variables: PORT (8080), HOST (0.0.0.0), DATABASE_URL
 * (empty = embedded PGlite), SIAKAD_DATA_DIR (./data), SIAKAD_MODULES (comma list, empty = all),
 * SIAKAD_SEED (demo), PG_POOL_SIZE (10), SIAKAD_SESSION_CACHE_MS (5000),
 * SIAKAD_READ_CACHE_MS (60000), SIAKAD_WRITE_INFLIGHT (2 x PG_POOL_SIZE), SIAKAD_WRITE_QUEUE (500),
 * SIAKAD_WRITE_WAIT_MS (5000), SIAKAD_ACCESS_TOKEN_TTL
 * (seconds; unset = the stored setting, 15 minutes by default).
 * Throws a ConfigError naming the variable for any bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', databaseUrl.replace(/:[^:@/]*@/, ':***@'), { id: 'harus diawali postgres:// atau postgresql://', en: 'must start with postgres:// or postgresql://' });
  }
  const host = env.HOST?.trim() || '0.0.0.0';
  const modulesRaw = env.SIAKAD_MODULES?.trim() ?? '';
  const modules = modulesRaw ? [...new Set(modulesRaw.split(',').map((s) => s.trim()).filter(Boolean))] : null;
  for (const id of modules ?? []) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new ConfigError('SIAKAD_MODULES', modulesRaw, { id: `"${id}" bukan id modul`, en: `"${id}" is not a module id` });
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host,
    databaseUrl,
    dataDir: path.resolve(env.SIAKAD_DATA_DIR?.trim() || './data'),
    modules,
    seed: parseSeedMode(env.SIAKAD_SEED),
    pgPoolSize: integer(env, 'PG_POOL_SIZE', 10, 1, 1000),
    sessionCacheTtlMs: integer(env, 'SIAKAD_SESSION_CACHE_MS', 5000, 0, 600_000),
    readCacheTtlMs: integer(env, 'SIAKAD_READ_CACHE_MS', 60_000, 0, 3_600_000),
    admission: admission(env),
    accessTokenTtlSeconds: env.SIAKAD_ACCESS_TOKEN_TTL?.trim() ? integer(env, 'SIAKAD_ACCESS_TOKEN_TTL', 900, 5, 86_400) : null,
  };
}
