import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { idDosenPengguna, namaLengkapDosenSql } from '../../master-data/public';
import { ALAMAT_MIN, PANJANG_MAKS, type BiodataDosen, type BiodataPatch, type KeluargaDosen } from '../schemas';

type Db = Kysely<any>;

/** A text of the module's catalogue. */
export const tl = (key: string, vars?: Record<string, string | number>) => t('lecturer', key, vars);

const tanggal = (col: string) => sql<string | null>`to_char(${sql.ref(col)}, 'YYYY-MM-DD')`;

/** The logged-in lecturer's id (always from the token, never from the request); 403 for an account without a lecturer record. */
export async function dosenSaya(db: Db, user: TokenClaims | null | undefined): Promise<number> {
  const id = user ? await idDosenPengguna(db, user.id_user) : undefined;
  if (id === undefined) throw httpError(403, tl('galat.bukan_dosen'));
  return id;
}

/** keluarga_dosen: spouse first, then the children by age. */
export async function keluarga(db: Db, idDosen: number): Promise<KeluargaDosen[]> {
  return db.selectFrom('lecturer.keluarga_dosen')
    .select(['id_keluarga_dosen', 'hubungan', 'nama', 'tempat_lahir', tanggal('tanggal_lahir').as('tanggal_lahir'), 'pekerjaan'])
    .where('id_dosen', '=', idDosen).orderBy('urutan').orderBy('tanggal_lahir').orderBy('id_keluarga_dosen').execute() as Promise<KeluargaDosen[]>;
}

/** A lecturer (`d`) with their home programme (`p`), its faculty (`fk`) and their functional rank (`j`). */
export const dosenProdi = (db: Db) => db.selectFrom('master_data.dosen as d')
  .innerJoin('master_data.prodi as p', 'p.id_prodi', 'd.id_prodi')
  .innerJoin('master_data.fakultas as fk', 'fk.id_fakultas', 'p.id_fakultas')
  .innerJoin('master_data.jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional');

/** GET biodata/dosen: master_data.dosen (identity, rank, programme, contact), lecturer.biodata_dosen and the lists. */
export async function getBiodata(db: Db, idDosen: number, idUser: number): Promise<BiodataDosen> {
  const d = await dosenProdi(db)
    .leftJoin('lecturer.biodata_dosen as b', 'b.id_dosen', 'd.id_dosen')
    .select([
      'd.id_dosen', 'd.nama_dosen', 'd.gelar_depan_dosen', 'd.gelar_belakang_dosen', namaLengkapDosenSql('d').as('nama_lengkap'),
      sql<string>`d.nuptk::text`.as('nuptk'), sql<string | null>`d.nidn::text`.as('nidn'), sql<string | null>`d.nip::text`.as('nip'),
      'd.jenis_kelamin', 'b.tempat_lahir', tanggal('b.tanggal_lahir').as('tanggal_lahir'), 'b.no_sk_dosen', tanggal('b.tanggal_sk').as('tanggal_sk'),
      'p.nama_prodi', 'p.jenjang', 'fk.nama_fakultas', 'j.nama as nama_jabatan_fungsional', 'd.aktif', 'd.email', 'd.hp', 'b.alamat',
      sql<boolean>`b.id_berkas_foto is not null`.as('punya_foto'),
    ])
    .where('d.id_dosen', '=', idDosen).executeTakeFirstOrThrow();
  const byDosen = <T>(table: string, cols: any[], order: string) =>
    db.selectFrom(`lecturer.${table}`).select(cols).where('id_dosen', '=', idDosen).orderBy(order).execute() as Promise<T[]>;
  const [keluarga_dosen, penugasan, kepangkatan, fungsional, pendidikan, sertifikasi, riwayat_penelitian] = await Promise.all([
    keluarga(db, idDosen),
    db.selectFrom('core.penugasan').select(['idp', 'id_group_user', 'kode_penugasan', 'sebagai_ketua_prodi', 'nama_prodi', 'nama_fakultas', 'nama_lembaga'])
      .where('id_user', '=', idUser).orderBy('idp').execute(),
    byDosen<any>('kepangkatan', ['id_kepangkatan', 'golongan', 'pangkat', 'nomor_sk', tanggal('tmt').as('tmt')], 'tmt'),
    db.selectFrom('lecturer.fungsional as f').innerJoin('master_data.jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'f.id_jabatan_fungsional')
      .select(['f.id_fungsional', 'j.nama as nama_jabatan_fungsional', 'f.nomor_sk', tanggal('f.tmt').as('tmt'), sql<number | null>`f.angka_kredit::float8`.as('angka_kredit')])
      .where('f.id_dosen', '=', idDosen).orderBy('f.tmt').execute(),
    byDosen<any>('pendidikan', ['id_pendidikan', 'jenjang', 'gelar', 'bidang_studi', 'perguruan_tinggi', 'tahun_lulus'], 'tahun_lulus'),
    byDosen<any>('sertifikasi', ['id_sertifikasi', 'jenis', 'bidang', 'nomor_sertifikat', 'penyelenggara', 'tahun'], 'tahun'),
    db.selectFrom('lecturer.riwayat_penelitian').select(['id_penelitian', 'judul', 'tahun', 'peran', 'sumber_dana', sql<number>`jumlah_dana::int8`.as('jumlah_dana')])
      .where('id_dosen', '=', idDosen).orderBy('tahun', 'desc').orderBy('id_penelitian').execute(),
  ]);
  return {
    ...(d as any), punya_foto: d.punya_foto === true,
    keluarga_dosen, penugasan, kepangkatan, fungsional, pendidikan, sertifikasi,
    riwayat_penelitian: riwayat_penelitian.map((r: any) => ({ ...r, jumlah_dana: Number(r.jumlah_dana) })),
  } as BiodataDosen;
}

const EDITABLE: readonly string[] = ['email', 'hp', 'alamat'];

// Indonesian mobile numbers: 10-14 digits in the 08 form, or +628 for its leading 0.
const HP = /^(08|\+628)\d{8,12}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * PATCH biodata/dosen: e-mail and mobile number (master_data.dosen) and address
 * (lecturer.biodata_dosen). Every field is checked first; any problem is a 400 with a message per
 * field and nothing changes. Both tables change in one transaction that first locks the lecturer's
 * row, so two saves at once leave one of them whole, never a mix.
 */
export async function updateBiodata(db: Db, idDosen: number, idUser: number, patch: BiodataPatch): Promise<BiodataDosen> {
  if (!Object.keys(patch).length) throw httpError(400, tl('validasi.kosong'));
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(patch)) {
    if (EDITABLE.includes(field)) continue;
    const label = tl(`field.${field}`);
    errors[field] = [label.startsWith('field.') ? tl('validasi.tidak_dikenal', { field }) : tl('validasi.hanya_baca', { field: label })];
  }
  const master: Record<string, string> = {};
  let alamat: string | undefined;
  if (patch.email !== undefined) {
    const email = patch.email.trim().toLowerCase();
    if (!email) errors.email = [tl('validasi.wajib', { field: tl('field.email') })];
    else if (email.length > PANJANG_MAKS.email || !EMAIL.test(email)) errors.email = [tl('validasi.email')];
    else master.email = email;
  }
  if (patch.hp !== undefined) {
    const hp = patch.hp.replace(/[\s-]/g, '');
    if (!hp) errors.hp = [tl('validasi.wajib', { field: tl('field.hp') })];
    else if (!HP.test(hp)) errors.hp = [tl('validasi.hp')];
    else master.hp = hp;
  }
  if (patch.alamat !== undefined) {
    const value = patch.alamat.trim().replace(/\s+/g, ' ');
    if (!value) errors.alamat = [tl('validasi.wajib', { field: tl('field.alamat') })];
    else if (value.length < ALAMAT_MIN) errors.alamat = [tl('validasi.alamat_pendek', { min: ALAMAT_MIN })];
    else alamat = value;
  }
  if (Object.keys(errors).length) throw httpError(400, tl('validasi.umum'), errors);

  await db.transaction().execute(async (trx) => {
    await sql`select 1 from master_data.dosen where id_dosen = ${idDosen} for update`.execute(trx);
    if (Object.keys(master).length) await trx.updateTable('master_data.dosen').set(master).where('id_dosen', '=', idDosen).execute();
    const detail = { ...(alamat !== undefined ? { alamat } : {}), diubah: sql`now()` };
    await trx.insertInto('lecturer.biodata_dosen').values({ id_dosen: idDosen, ...detail })
      .onConflict((oc) => oc.column('id_dosen').doUpdateSet(detail)).execute();
  });
  return getBiodata(db, idDosen, idUser);
}

/** The stored photo's file id, or undefined. */
export async function fotoId(db: Db, idDosen: number): Promise<string | undefined> {
  const row = await db.selectFrom('lecturer.biodata_dosen').select('id_berkas_foto').where('id_dosen', '=', idDosen).executeTakeFirst();
  return (row?.id_berkas_foto as string | null) ?? undefined;
}

/** Points the lecturer's photo at a newly stored file; returns the previous file id to remove. */
export async function setFoto(db: Db, idDosen: number, idBerkas: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom('lecturer.biodata_dosen').select('id_berkas_foto').where('id_dosen', '=', idDosen).forUpdate().executeTakeFirst();
    await trx.insertInto('lecturer.biodata_dosen').values({ id_dosen: idDosen, id_berkas_foto: idBerkas, diubah: sql`now()` })
      .onConflict((oc) => oc.column('id_dosen').doUpdateSet({ id_berkas_foto: idBerkas, diubah: sql`now()` })).execute();
    return (previous?.id_berkas_foto as string | null) ?? undefined;
  });
}
