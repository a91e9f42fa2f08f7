import { sql, type Kysely } from 'kysely';
import { FileStore } from '../../core/server/files/store';
import { renderPdf } from '../../core/server/print';
import { namaLengkapDosen } from '../master-data/public';
import { BUKTI_KEGIATAN } from './schemas';

interface Contoh {
  jenis: string; judul: string; hari_lalu: number; sesi: number; tempat: string; deskripsi: string;
  status: 'diajukan' | 'valid_prodi' | 'disetujui' | 'ditolak' | 'dibatalkan'; alasan?: string;
}

/** dsn00's activities, one per state of the chain, so each page and each validator has something to show. */
const DSN00: Contoh[] = [
  { jenis: 'pengabdian', judul: 'Pelatihan Literasi Digital bagi Perangkat Desa Cibiru Wetan', hari_lalu: 3, sesi: 1, tempat: 'Balai Desa Cibiru Wetan, Kabupaten Bandung',
    deskripsi: 'Narasumber pelatihan pengelolaan surat elektronik dan keamanan akun bagi 25 perangkat desa.', status: 'diajukan' },
  { jenis: 'penelitian', judul: 'Seminar Hasil Penelitian Deteksi Dini Mahasiswa Berisiko', hari_lalu: 10, sesi: 3, tempat: 'Ruang Seminar Gedung A, Universitas Nusantara',
    deskripsi: 'Pemaparan hasil penelitian hibah dasar di hadapan reviewer LPPM dan dosen program studi.', status: 'valid_prodi' },
  { jenis: 'penunjang', judul: 'Panitia Penerimaan Mahasiswa Baru Gelombang II', hari_lalu: 24, sesi: 2, tempat: 'Gedung Rektorat, Universitas Nusantara',
    deskripsi: 'Anggota tim verifikasi berkas calon mahasiswa baru gelombang II.', status: 'disetujui' },
  { jenis: 'pengabdian', judul: 'Pendampingan Website UMKM Kampung Kreatif Dago Pojok', hari_lalu: 31, sesi: 4, tempat: 'Kampung Kreatif Dago Pojok, Kota Bandung',
    deskripsi: 'Pendampingan pembuatan katalog daring bagi delapan pelaku UMKM kerajinan.', status: 'ditolak',
    alasan: 'Surat tugas dari LPPM belum dilampirkan; unggah ulang bersama surat tugas.' },
  { jenis: 'penunjang', judul: 'Juri Lomba Karya Tulis Ilmiah Tingkat SMA se-Bandung Raya', hari_lalu: 45, sesi: 1, tempat: 'Aula SMA Negeri 3 Bandung',
    deskripsi: 'Menilai naskah dan presentasi finalis lomba karya tulis ilmiah.', status: 'dibatalkan' },
];

/** A colleague's activity waiting at each level (aka00 and fak00 see work from more than one lecturer). */
const REKAN: Contoh[] = [
  { jenis: 'penelitian', judul: 'Pemakalah Seminar Nasional Teknologi Informasi', hari_lalu: 6, sesi: 2, tempat: 'Universitas Padjadjaran, Jatinangor',
    deskripsi: 'Mempresentasikan makalah tentang arsitektur layanan mikro untuk sistem akademik.', status: 'diajukan' },
  { jenis: 'pengabdian', judul: 'Penyuluhan Keamanan Siber untuk Guru SMK', hari_lalu: 12, sesi: 3, tempat: 'SMK Negeri 1 Cimahi',
    deskripsi: 'Penyuluhan kata sandi aman, autentikasi dua faktor dan pengenalan phishing bagi 40 guru.', status: 'valid_prodi' },
];

/** A small real PDF standing in for the scanned letter of assignment or certificate. */
async function buktiPdf(c: Contoh, nama: string, tanggal: string): Promise<Buffer> {
  return renderPdf({
    pageSize: 'A4',
    content: [
      { text: 'SURAT KETERANGAN KEGIATAN', bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 12] },
      { text: `Menerangkan bahwa ${nama} telah melaksanakan kegiatan "${c.judul}" pada ${tanggal} di ${c.tempat}.`, margin: [0, 0, 0, 8] },
      { text: c.deskripsi },
      { text: 'Dokumen contoh untuk kampus demo SIAKAD.', italics: true, fontSize: 8, margin: [0, 12, 0, 0] },
    ],
  });
}

async function tambah(db: Kysely<any>, d: { id_dosen: number; id_user: number | null; nama: string }, c: Contoh, validator: Map<string, number>): Promise<void> {
  const { rows: [t] } = await sql<{ tanggal: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date - ${c.hari_lalu}::int, 'YYYY-MM-DD') as tanggal`.execute(db);
  const sesi = await db.selectFrom('master_data.sesi_kegiatan').select('id_sesi_kegiatan').orderBy('urutan').orderBy('id_sesi_kegiatan').offset(c.sesi - 1).limit(1).executeTakeFirstOrThrow();
  const berkas = await new FileStore(db).save(await buktiPdf(c, d.nama, t.tanggal), {
    nama: `bukti-kegiatan-${t.tanggal}.pdf`, allowed: ['pdf'], maxBytes: BUKTI_KEGIATAN.maxBytes, id_user: d.id_user,
  });
  const { id_kegiatan_dosen: id } = await db.insertInto('lecturer.kegiatan_dosen').values({
    id_dosen: d.id_dosen, jenis: c.jenis, judul: c.judul, tanggal: t.tanggal, id_sesi_kegiatan: sesi.id_sesi_kegiatan, tempat: c.tempat,
    deskripsi: c.deskripsi, id_berkas_bukti: berkas.id, status: c.status, alasan_penolakan: c.alasan ?? null,
  }).returning('id_kegiatan_dosen').executeTakeFirstOrThrow();
  const riwayat: Record<string, unknown>[] = [{ id_kegiatan_dosen: id, dari: null, ke: 'diajukan', langkah: 'pengajuan', id_user: d.id_user }];
  if (['valid_prodi', 'disetujui'].includes(c.status)) riwayat.push({ id_kegiatan_dosen: id, dari: 'diajukan', ke: 'valid_prodi', langkah: 'level_1', id_user: validator.get('aka00') ?? null });
  if (c.status === 'disetujui') riwayat.push({ id_kegiatan_dosen: id, dari: 'valid_prodi', ke: 'disetujui', langkah: 'level_2', id_user: validator.get('fak00') ?? null });
  if (c.status === 'ditolak') riwayat.push({ id_kegiatan_dosen: id, dari: 'diajukan', ke: 'ditolak', langkah: 'level_1', catatan: c.alasan, id_user: validator.get('aka00') ?? null });
  if (c.status === 'dibatalkan') riwayat.push({ id_kegiatan_dosen: id, dari: 'diajukan', ke: 'dibatalkan', langkah: 'pembatalan', id_user: d.id_user });
  await db.insertInto('lecturer.kegiatan_dosen_riwayat').values(riwayat).execute();
}

/**
 * Lecturer activities of the demo campus: dsn00's five (waiting for the programme, waiting for the
 * faculty, approved, refused with a reason, cancelled) and two of a colleague of the same
 * programme, waiting at each level. A fixed handful whatever `ctx.scale`.
 */
export async function seedKegiatan(db: Kysely<any>): Promise<void> {
  const dsn = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select(['d.id_dosen', 'd.id_prodi', 'u.id_user', 'd.nama_dosen', 'd.gelar_depan_dosen', 'd.gelar_belakang_dosen']).where('u.username', '=', 'dsn00').executeTakeFirst();
  if (!dsn) return;
  const validator = new Map((await db.selectFrom('core.pengguna').select(['username', 'id_user']).where('username', 'in', ['aka00', 'fak00']).execute())
    .map((r) => [r.username as string, r.id_user as number]));
  for (const c of DSN00) await tambah(db, { id_dosen: dsn.id_dosen, id_user: dsn.id_user, nama: namaLengkapDosen(dsn) }, c, validator);
  const rekan = await db.selectFrom('master_data.dosen').select(['id_dosen', 'id_user', 'nama_dosen', 'gelar_depan_dosen', 'gelar_belakang_dosen'])
    .where('id_prodi', '=', dsn.id_prodi).where('id_dosen', '<>', dsn.id_dosen).where('aktif', '=', true).orderBy('id_dosen').executeTakeFirst();
  if (rekan) for (const c of REKAN) await tambah(db, { id_dosen: rekan.id_dosen, id_user: rekan.id_user, nama: namaLengkapDosen(rekan) }, c, validator);
}
