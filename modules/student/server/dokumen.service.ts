import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import type { BerkasPmb, DokumenKategori, Sertifikat } from '../schemas';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** dokumen: the student's documents grouped by master-data's categories for students (empty categories included). */
export async function dokumenMahasiswa(db: Kysely<any>, idMahasiswa: number): Promise<DokumenKategori[]> {
  const kategori = await db.selectFrom('master_data.dokumen_kategori').select(['id_dokumen_kategori', 'kode', 'nama'])
    .where('untuk', 'in', ['mahasiswa', 'semua']).orderBy('urutan').execute();
  const docs = await db.selectFrom('student.dokumen_mahasiswa as d')
    .innerJoin('core.berkas as b', 'b.id', 'd.id_berkas')
    .select(['d.id_dokumen', 'd.id_dokumen_kategori', 'd.judul', 'b.nama as nama_berkas', 'b.mime', 'b.ukuran', iso('d.diunggah').as('diunggah')])
    .where('d.id_mahasiswa', '=', idMahasiswa).orderBy('d.diunggah', 'desc').orderBy('d.id_dokumen', 'desc').execute();
  return kategori.map((k: any) => ({
    id_dokumen_kategori: k.id_dokumen_kategori, kode: k.kode, nama: k.nama,
    dokumen: docs.filter((d: any) => d.id_dokumen_kategori === k.id_dokumen_kategori)
      .map((d: any) => ({ id_dokumen: d.id_dokumen, judul: d.judul, nama_berkas: d.nama_berkas, mime: d.mime, ukuran: Number(d.ukuran), diunggah: d.diunggah })),
  }));
}

/** The file id of one of the student's own documents; 404 for a document that is not theirs. */
export async function berkasDokumen(db: Kysely<any>, idMahasiswa: number, idDokumen: number): Promise<string> {
  const row = await db.selectFrom('student.dokumen_mahasiswa').select('id_berkas')
    .where('id_dokumen', '=', idDokumen).where('id_mahasiswa', '=', idMahasiswa).executeTakeFirst();
  if (!row) throw httpError(404, t('student', 'galat.dokumen_tidak_ditemukan'));
  return row.id_berkas as string;
}

/**
 * periksa/berkas-pmb: the admission file check. Each required category with the bureau's verdict
 * (belum, menunggu, valid, ditolak) and whether a document of that category is uploaded; the
 * file set is complete when every required item is valid.
 */
export async function berkasPmb(db: Kysely<any>, idMahasiswa: number): Promise<BerkasPmb> {
  const rows = await db.selectFrom('student.berkas_pmb as bp')
    .innerJoin('master_data.dokumen_kategori as k', 'k.id_dokumen_kategori', 'bp.id_dokumen_kategori')
    .select([
      'bp.id_dokumen_kategori', 'k.nama', 'bp.wajib', 'bp.status', 'bp.catatan',
      sql<string | null>`case when bp.diperiksa_pada is null then null else ${iso('bp.diperiksa_pada')} end`.as('diperiksa_pada'),
      sql<boolean>`exists (select 1 from student.dokumen_mahasiswa d where d.id_mahasiswa = bp.id_mahasiswa and d.id_dokumen_kategori = bp.id_dokumen_kategori)`.as('sudah_diunggah'),
    ])
    .where('bp.id_mahasiswa', '=', idMahasiswa).orderBy('k.urutan').execute();
  const berkas = rows.map((r: any) => ({ ...r, wajib: r.wajib === true, sudah_diunggah: r.sudah_diunggah === true }));
  const wajib = berkas.filter((b) => b.wajib);
  const valid = wajib.filter((b) => b.status === 'valid').length;
  return { lengkap: wajib.length > 0 && valid === wajib.length, jumlah_wajib: wajib.length, jumlah_valid: valid, berkas };
}

/** event/sertifikat: the student's seminar and event certificates, newest first. */
export async function sertifikatMahasiswa(db: Kysely<any>, idMahasiswa: number): Promise<Sertifikat[]> {
  const rows = await db.selectFrom('student.sertifikat')
    .select(['id_sertifikat', 'nomor_sertifikat', 'nama_event', 'penyelenggara', 'peran',
      sql<string>`to_char(tanggal_event, 'YYYY-MM-DD')`.as('tanggal_event'), sql<boolean>`id_berkas is not null`.as('ada_berkas')])
    .where('id_mahasiswa', '=', idMahasiswa).orderBy('tanggal_event', 'desc').orderBy('id_sertifikat', 'desc').execute();
  return rows.map((r: any) => ({ ...r, ada_berkas: r.ada_berkas === true }));
}

/** The file id of one of the student's own certificates; 404 when not theirs or without a file. */
export async function berkasSertifikat(db: Kysely<any>, idMahasiswa: number, idSertifikat: number): Promise<string> {
  const row = await db.selectFrom('student.sertifikat').select('id_berkas')
    .where('id_sertifikat', '=', idSertifikat).where('id_mahasiswa', '=', idMahasiswa).executeTakeFirst();
  if (!row?.id_berkas) throw httpError(404, t('student', 'galat.sertifikat_tidak_ditemukan'));
  return row.id_berkas as string;
}
