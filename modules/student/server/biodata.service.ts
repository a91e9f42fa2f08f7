import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { DIGIT_HP, PANJANG_MAKS } from '../constants';
import { EDITABLE_FIELDS, type Biodata, type BiodataPatch, type EditableField } from '../schemas';

const msg = (key: string, vars?: Record<string, string | number>) => t('student', key, vars);

/** The student's biodata: identity from master_data.mahasiswa, contact and family details from student.biodata_mahasiswa. */
export async function getBiodata(db: Kysely<any>, idMahasiswa: number): Promise<Biodata> {
  const row = await db.selectFrom('master_data.mahasiswa as m')
    .innerJoin('master_data.agama as a', 'a.id_agama', 'm.id_agama')
    .innerJoin('master_data.kewarganegaraan as kw', 'kw.id_kewarganegaraan', 'm.id_kewarganegaraan')
    .innerJoin('master_data.status_pernikahan as sp', 'sp.id_status_pernikahan', 'm.id_status_pernikahan')
    .leftJoin('master_data.kota as k', 'k.id_wilayah', 'm.id_wilayah')
    .leftJoin('master_data.provinsi as p', 'p.id_provinsi', 'k.id_provinsi')
    .leftJoin('student.biodata_mahasiswa as b', 'b.id_mahasiswa', 'm.id_mahasiswa')
    .select([
      'm.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'm.jenis_kelamin', 'm.tempat_lahir', sql<string>`to_char(m.tanggal_lahir, 'YYYY-MM-DD')`.as('tanggal_lahir'),
      'a.nama as agama', 'kw.nama as kewarganegaraan', 'm.id_status_pernikahan', 'sp.nama as status_pernikahan', 'm.email', 'm.hp',
      'm.id_wilayah', sql<string | null>`case when k.id_wilayah is null then null else k.jenis || ' ' || k.nama_wilayah end`.as('nama_wilayah'),
      'k.id_provinsi', 'p.nama_provinsi',
      'b.alamat', 'b.rt_rw', 'b.kelurahan', 'b.kecamatan', 'b.kode_pos', 'b.telepon_rumah', 'b.nama_ayah', 'b.nama_ibu', 'b.hp_orang_tua',
      sql<boolean>`b.id_berkas_foto is not null`.as('punya_foto'),
    ])
    .where('m.id_mahasiswa', '=', idMahasiswa).executeTakeFirstOrThrow();
  return { ...(row as any), punya_foto: row.punya_foto === true, kode_pos: row.kode_pos ? String(row.kode_pos).trim() : null };
}

// Indonesian mobile numbers, 10-14 digits in the 08 form; '+62' stands for that form's leading 0
// (constants.ts), so the digits after '08' or '+628' number 8-12 either way, as the message says.
const HP = new RegExp(`^(08|\\+628)\\d{${DIGIT_HP.min - 2},${DIGIT_HP.max - 2}}$`);
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NAMA = /^[\p{L} .,'-]+$/u;
const TELEPON = /^(\(0\d{2,4}\)|0\d{2,4})[ -]?\d{5,8}$/;

const cleanPhone = (v: string) => v.replace(/[\s-]/g, '');

/** Checks one field; returns the cleaned value or an Indonesian message. */
function checkField(field: EditableField, raw: string | number | null): { value: string | number | null } | { error: string } {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const empty = text === null || text === '';
  switch (field) {
    case 'email':
      if (empty) return { error: msg('validasi.wajib') };
      if (typeof text !== 'string' || text.length > PANJANG_MAKS.email || !EMAIL.test(text)) return { error: msg('validasi.email') };
      return { value: text.toLowerCase() };
    case 'hp':
    case 'hp_orang_tua': {
      if (empty) return field === 'hp' ? { error: msg('validasi.wajib') } : { value: null };
      const hp = cleanPhone(String(text));
      return HP.test(hp) ? { value: hp } : { error: msg('validasi.hp', DIGIT_HP) };
    }
    case 'telepon_rumah': {
      if (empty) return { value: null };
      const tel = String(text).replace(/\s+/g, ' ');
      return TELEPON.test(tel) ? { value: tel } : { error: msg('validasi.telepon') };
    }
    case 'alamat':
      if (empty) return { error: msg('validasi.wajib') };
      if (String(text).length < 5) return { error: msg('validasi.alamat_pendek') };
      if (String(text).length > PANJANG_MAKS.alamat) return { error: msg('validasi.terlalu_panjang', { maks: PANJANG_MAKS.alamat }) };
      return { value: String(text) };
    case 'rt_rw':
      if (empty) return { value: null };
      return /^\d{1,3}\/\d{1,3}$/.test(String(text)) ? { value: String(text) } : { error: msg('validasi.rt_rw') };
    case 'kelurahan':
    case 'kecamatan':
      if (empty) return { value: null };
      return String(text).length <= PANJANG_MAKS[field] ? { value: String(text) } : { error: msg('validasi.terlalu_panjang', { maks: PANJANG_MAKS[field] }) };
    case 'kode_pos':
      if (empty) return { value: null };
      return /^\d{5}$/.test(String(text)) ? { value: String(text) } : { error: msg('validasi.kode_pos') };
    case 'nama_ayah':
    case 'nama_ibu':
      if (empty) return { value: null };
      if (String(text).length > PANJANG_MAKS[field]) return { error: msg('validasi.terlalu_panjang', { maks: PANJANG_MAKS[field] }) };
      return NAMA.test(String(text)) ? { value: String(text) } : { error: msg('validasi.nama') };
    case 'id_wilayah':
    case 'id_status_pernikahan': {
      if (empty) return field === 'id_wilayah' ? { error: msg('validasi.wajib') } : { error: msg('validasi.wajib') };
      const n = Number(text);
      return Number.isInteger(n) && n > 0 && n <= 2147483647 ? { value: n } : { error: msg('validasi.pilihan') };
    }
  }
}

const MASTER_FIELDS = new Set<EditableField>(['email', 'hp', 'id_wilayah', 'id_status_pernikahan']);

/**
 * Applies a biodata change. Every field is checked first; any problem answers 400 with a message
 * per field and changes nothing. Identity fields (NIM, name, birth data...) are refused by name.
 * Contact fields of master_data.mahasiswa and the details of student.biodata_mahasiswa change in
 * one transaction.
 */
export async function updateBiodata(db: Kysely<any>, idMahasiswa: number, patch: BiodataPatch): Promise<Biodata> {
  const errors: Record<string, string[]> = {};
  const master: Record<string, unknown> = {};
  const detail: Record<string, unknown> = {};
  const editable = new Set<string>(EDITABLE_FIELDS);
  for (const [field, raw] of Object.entries(patch)) {
    if (!editable.has(field)) {
      errors[field] = [msg('validasi.tidak_dapat_diubah')];
      continue;
    }
    const result = checkField(field as EditableField, raw);
    if ('error' in result) errors[field] = [result.error];
    else (MASTER_FIELDS.has(field as EditableField) ? master : detail)[field] = result.value;
  }
  if (!Object.keys(patch).length) throw httpError(400, msg('validasi.kosong'));
  // References must exist in master-data's lists.
  if (typeof master.id_wilayah === 'number' && !errors.id_wilayah) {
    const found = await db.selectFrom('master_data.kota').select('id_wilayah').where('id_wilayah', '=', master.id_wilayah).executeTakeFirst();
    if (!found) errors.id_wilayah = [msg('validasi.pilihan')];
  }
  if (typeof master.id_status_pernikahan === 'number' && !errors.id_status_pernikahan) {
    const found = await db.selectFrom('master_data.status_pernikahan').select('id_status_pernikahan').where('id_status_pernikahan', '=', master.id_status_pernikahan).executeTakeFirst();
    if (!found) errors.id_status_pernikahan = [msg('validasi.pilihan')];
  }
  if (Object.keys(errors).length) throw httpError(400, msg('validasi.umum'), errors);

  await db.transaction().execute(async (trx) => {
    if (Object.keys(master).length) await trx.updateTable('master_data.mahasiswa').set(master).where('id_mahasiswa', '=', idMahasiswa).execute();
    if (Object.keys(detail).length) {
      await trx.insertInto('student.biodata_mahasiswa').values({ id_mahasiswa: idMahasiswa, ...detail, diubah: sql`now()` })
        .onConflict((oc) => oc.column('id_mahasiswa').doUpdateSet({ ...detail, diubah: sql`now()` })).execute();
    }
  });
  return getBiodata(db, idMahasiswa);
}

/** The stored photo's file id, or undefined. */
export async function fotoId(db: Kysely<any>, idMahasiswa: number): Promise<string | undefined> {
  const row = await db.selectFrom('student.biodata_mahasiswa').select('id_berkas_foto').where('id_mahasiswa', '=', idMahasiswa).executeTakeFirst();
  return (row?.id_berkas_foto as string | null) ?? undefined;
}

/** Points the student's photo at a newly stored file; returns the previous file id to remove. */
export async function setFoto(db: Kysely<any>, idMahasiswa: number, idBerkas: string): Promise<string | undefined> {
  const previous = await fotoId(db, idMahasiswa);
  await db.insertInto('student.biodata_mahasiswa').values({ id_mahasiswa: idMahasiswa, id_berkas_foto: idBerkas, diubah: sql`now()` })
    .onConflict((oc) => oc.column('id_mahasiswa').doUpdateSet({ id_berkas_foto: idBerkas, diubah: sql`now()` })).execute();
  return previous;
}
