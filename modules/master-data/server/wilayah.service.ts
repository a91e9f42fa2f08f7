import type { Kysely } from 'kysely';
import { t } from '../../../core/server/i18n';
import { httpError } from '../../../core/server/http/errors';

const md = (db: Kysely<any>) => db.withSchema('master_data');

export function listProvinsi(db: Kysely<any>) {
  return md(db).selectFrom('provinsi').select(['id_provinsi', 'kode_provinsi', 'nama_provinsi']).orderBy('nama_provinsi').execute();
}

async function requireProvinsi(db: Kysely<any>, idProvinsi: number) {
  const found = await md(db).selectFrom('provinsi').select('id_provinsi').where('id_provinsi', '=', idProvinsi).executeTakeFirst();
  if (!found) throw httpError(404, t('master-data', 'galat.provinsi_tidak_ditemukan'));
}

/** Cities and regencies of a province; 404 when the province does not exist. */
export async function listKota(db: Kysely<any>, idProvinsi: number) {
  await requireProvinsi(db, idProvinsi);
  return md(db).selectFrom('kota').select(['id_wilayah', 'id_provinsi', 'kode_wilayah', 'nama_wilayah', 'jenis'])
    .where('id_provinsi', '=', idProvinsi).orderBy('jenis', 'desc').orderBy('nama_wilayah').execute();
}

/** Postal codes of a city that belongs to the province; 404 otherwise. */
export async function listKodePos(db: Kysely<any>, idProvinsi: number, idWilayah: number) {
  await requireProvinsi(db, idProvinsi);
  const kota = await md(db).selectFrom('kota').select('id_wilayah').where('id_wilayah', '=', idWilayah).where('id_provinsi', '=', idProvinsi).executeTakeFirst();
  if (!kota) throw httpError(404, t('master-data', 'galat.kota_tidak_ditemukan'));
  return md(db).selectFrom('kode_pos').select(['id_kode_pos', 'id_wilayah', 'kode_pos', 'kecamatan', 'kelurahan'])
    .where('id_wilayah', '=', idWilayah).orderBy('kode_pos').orderBy('kelurahan').execute();
}
