import type { Kysely } from 'kysely';
import { readSetting } from '../settings';

/** The university letterhead printed at the top of every A4 print. */
export interface Kop {
  /** The institution's name, e.g. 'Universitas Nusantara'. */
  nama: string;
  /** Sub-unit line under the name (faculty, bureau), optional. */
  unit?: string;
  alamat?: string;
  /** Telephone, e-mail, web site in one line. */
  kontak?: string;
  /** City printed before the print date above the signatures ('Bandung, 3 Maret 2025'). */
  kota?: string;
  /** Logo as PNG or JPEG bytes (drawn left of the name). */
  logo?: Buffer;
}

/** Key of the core setting (core.pengaturan) holding the letterhead as `{ nama, alamat?, kontak?, kota?, logo_base64? }`. */
export const KOP_SETTING_KEY = 'kop_surat';

interface StoredKop {
  nama?: string;
  unit?: string;
  alamat?: string;
  kontak?: string;
  kota?: string;
  logo_base64?: string;
}

/**
 * Reads the installation's letterhead from the core setting `kop_surat`. The campus identity is
 * installation data, so core keeps it with its other settings and no module has to be installed
 * for a print to carry it. Answers undefined when the setting is not stored yet.
 */
export async function readKop(db: Kysely<any>): Promise<Kop | undefined> {
  const raw = await readSetting<StoredKop | string>(db, KOP_SETTING_KEY);
  const stored: StoredKop | undefined = typeof raw === 'string' ? (JSON.parse(raw) as StoredKop) : raw;
  if (!stored?.nama) return undefined;
  return {
    nama: stored.nama,
    unit: stored.unit,
    alamat: stored.alamat,
    kontak: stored.kontak,
    kota: stored.kota,
    logo: stored.logo_base64 ? Buffer.from(stored.logo_base64, 'base64') : undefined,
  };
}

/** Stores the letterhead setting unless one is already stored (seeds call it; an operator's edit wins). */
export async function storeKopIfAbsent(db: Kysely<any>, kop: Omit<Kop, 'logo'> & { logo?: Buffer }): Promise<void> {
  const value: StoredKop = { nama: kop.nama, unit: kop.unit, alamat: kop.alamat, kontak: kop.kontak, kota: kop.kota, logo_base64: kop.logo?.toString('base64') };
  await db.withSchema('core').insertInto('pengaturan').values({ key: KOP_SETTING_KEY, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
}

/**
 * Formats a date the Indonesian way in Asia/Jakarta: '3 Maret 2025', with the weekday 'Senin, 3 Maret
 * 2025' (domain-rules.md, Display). A calendar day 'YYYY-MM-DD' is read as that day in Jakarta.
 */
export function formatTanggalCetak(date: Date | string, withWeekday = false): string {
  const moment = typeof date === 'string' ? new Date(`${date}T12:00:00+07:00`) : date;
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric', ...(withWeekday ? { weekday: 'long' } : {}),
  }).format(moment);
}
