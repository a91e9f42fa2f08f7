import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { te } from './i18n';

/**
 * Failed-login throttle: `batas` failures of one account, or `batas_alamat` failures from one
 * address, within `jendela_detik` start a pause that doubles per further failure.
 */
export interface ThrottleSettings {
  batas: number;
  /** Higher than `batas`: a campus behind one NAT address shares it, and one user's typos must not lock everyone out. */
  batas_alamat: number;
  jendela_detik: number;
  jeda_awal_detik: number;
  jeda_maks_detik: number;
}

/** The settings the kernel reads from core.pengaturan at start. */
export interface KernelSettings {
  /** HS256 key shared by every API process (generated on first start). */
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  throttle: ThrottleSettings;
}

const THROTTLE_DEFAULTS: ThrottleSettings = { batas: 5, batas_alamat: 100, jendela_detik: 15 * 60, jeda_awal_detik: 30, jeda_maks_detik: 15 * 60 };

function defaults(): Record<string, unknown> {
  return {
    jwt_secret: randomBytes(32).toString('base64url'),
    access_token_ttl_detik: 15 * 60,
    refresh_token_ttl_detik: 7 * 24 * 60 * 60,
    throttle_login: THROTTLE_DEFAULTS,
    pesan_daftar_telegram: te('bawaan.pesan_daftar_telegram'),
  };
}

/**
 * Inserts every missing setting and reads them back. Insert-if-absent means the first process to
 * start generates the signing secret and every later process reads that same one.
 */
export async function loadKernelSettings(db: Kysely<any>): Promise<KernelSettings> {
  const rows = Object.entries(defaults()).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  await db.withSchema('core').insertInto('pengaturan').values(rows).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await db.withSchema('core').selectFrom('pengaturan').select(['key', 'value']).execute();
  const map = new Map(stored.map((r) => [r.key as string, r.value as unknown]));
  return {
    jwtSecret: new TextEncoder().encode(String(map.get('jwt_secret'))),
    accessTokenTtlSeconds: Number(map.get('access_token_ttl_detik')),
    refreshTokenTtlSeconds: Number(map.get('refresh_token_ttl_detik')),
    // A setting stored before a field existed keeps its values and takes the new field's default.
    throttle: { ...THROTTLE_DEFAULTS, ...(map.get('throttle_login') as Partial<ThrottleSettings>) },
  };
}

/** Reads one setting's JSON value, or undefined when it is not stored. */
export async function readSetting<T>(db: Kysely<any>, key: string): Promise<T | undefined> {
  const row = await db.withSchema('core').selectFrom('pengaturan').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}
