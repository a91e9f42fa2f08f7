import type { Kysely } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { readKop, type Kop } from '../../core/server/print';
import { pdfDokumen, seedBerkasPmbSemua, simpanPdf } from './seed/berkas';
import { seedKeuangan } from './seed/keuangan';

/** The letterhead stored by master-data's seed, printed on the demo documents. */
async function seedKop(db: Kysely<any>): Promise<Kop> {
  const kop = await readKop(db);
  if (!kop) throw new Error('Kop surat belum tersimpan: seed master-data harus berjalan lebih dulu.');
  return kop;
}

const KATEGORI_DEMO: Array<[kode: string, judul: string]> = [
  ['ktp', 'KTP Siti Rahmawati'], ['kk', 'Kartu Keluarga'], ['ijazah', 'Ijazah SMA Negeri 3 Bandung'],
  ['transkrip', 'Transkrip Nilai SMA'], ['akta', 'Akta Kelahiran'],
];

/** mhs00's documents, PMB check, tickets and two seminar certificates (files are real PDFs in core.berkas). */
async function seedDemoMahasiswa(db: Kysely<any>, kop: Kop, mhs: { id_mahasiswa: number; id_user: number; nim: string; nama_mahasiswa: string; angkatan: number }) {
  await db.updateTable('student.biodata_mahasiswa').set({
    alamat: 'Jl. Dipatiukur No. 35', rt_rw: '003/007', kelurahan: 'Lebakgede', kecamatan: 'Coblong', kode_pos: '40132',
    telepon_rumah: '022 2534467', nama_ayah: 'Ahmad Suryana', nama_ibu: 'Nurhayati', hp_orang_tua: '081322145678',
  }).where('id_mahasiswa', '=', mhs.id_mahasiswa).execute();

  const kategori = new Map((await db.selectFrom('master_data.dokumen_kategori').select(['id_dokumen_kategori', 'kode']).execute())
    .map((k: any) => [k.kode as string, k.id_dokumen_kategori as number]));
  const diunggah = new Date(Date.UTC(mhs.angkatan, 6, 20, 2, 0));
  for (const [kode, judul] of KATEGORI_DEMO) {
    const pdf = await pdfDokumen(kop, judul, [['NIM', mhs.nim], ['Nama', mhs.nama_mahasiswa], ['Dokumen', judul]], { jabatan: 'Biro Administrasi Akademik', nama: 'Bagian Registrasi' }, diunggah);
    const id_berkas = await simpanPdf(db, pdf, `${judul}.pdf`, mhs.id_user);
    await db.insertInto('student.dokumen_mahasiswa').values({ id_mahasiswa: mhs.id_mahasiswa, id_dokumen_kategori: kategori.get(kode), judul, id_berkas, diunggah }).execute();
  }
  // The PMB check is not complete for mhs00: the birth certificate scan was refused, the photo is missing.
  await db.updateTable('student.berkas_pmb').set({ status: 'ditolak', catatan: 'Pindaian akta tidak terbaca. Unggah ulang dengan resolusi lebih tinggi.' })
    .where('id_mahasiswa', '=', mhs.id_mahasiswa).where('id_dokumen_kategori', '=', kategori.get('akta')!).execute();
  await db.updateTable('student.berkas_pmb').set({ status: 'belum', diperiksa_pada: null })
    .where('id_mahasiswa', '=', mhs.id_mahasiswa).where('id_dokumen_kategori', '=', kategori.get('foto')!).execute();

  await db.insertInto('student.tiket_pelayanan').values([
    { nomor_tiket: `TKT-${mhs.angkatan + 1}0305-00001`, id_mahasiswa: mhs.id_mahasiswa, kategori: 'akademik', judul: 'Nilai Basis Data belum muncul di KHS',
      isi: 'Nilai mata kuliah Basis Data semester lalu belum tampil di KHS saya. Mohon dicek.', status: 'selesai',
      tanggapan: 'Nilai sudah diinput dosen pengampu dan kini tampil di KHS.', dibuat: new Date(Date.UTC(mhs.angkatan + 1, 2, 5, 3)), diubah: new Date(Date.UTC(mhs.angkatan + 1, 2, 6, 4)) },
    { nomor_tiket: `TKT-${mhs.angkatan + 2}0210-00002`, id_mahasiswa: mhs.id_mahasiswa, kategori: 'surat', judul: 'Permohonan surat keterangan aktif kuliah',
      isi: 'Saya memerlukan surat keterangan aktif kuliah untuk pengajuan beasiswa.', status: 'diproses', tanggapan: null,
      dibuat: new Date(Date.UTC(mhs.angkatan + 2, 1, 10, 2)), diubah: new Date(Date.UTC(mhs.angkatan + 2, 1, 10, 2)) },
  ]).execute();

  const events = [
    { nomor: `SRT/SEM/${mhs.angkatan + 1}/0142`, nama: 'Seminar Nasional Kecerdasan Artifisial untuk Pendidikan', penyelenggara: 'Himpunan Mahasiswa Informatika', peran: 'Peserta', tanggal: new Date(Date.UTC(mhs.angkatan + 1, 9, 12, 1)) },
    { nomor: `SRT/WS/${mhs.angkatan + 2}/0037`, nama: 'Workshop Keamanan Aplikasi Web', penyelenggara: 'Fakultas Teknik Universitas Nusantara', peran: 'Panitia', tanggal: new Date(Date.UTC(mhs.angkatan + 2, 3, 20, 1)) },
  ];
  for (const e of events) {
    const pdf = await pdfDokumen(kop, 'Sertifikat', [['Nomor', e.nomor], ['Diberikan kepada', mhs.nama_mahasiswa], ['Sebagai', e.peran], ['Kegiatan', e.nama]],
      { jabatan: 'Ketua Panitia', nama: e.penyelenggara }, e.tanggal);
    const id_berkas = await simpanPdf(db, pdf, `Sertifikat ${e.nama}.pdf`, null);
    await db.insertInto('student.sertifikat').values({
      id_mahasiswa: mhs.id_mahasiswa, nomor_sertifikat: e.nomor, nama_event: e.nama, penyelenggara: e.penyelenggara, peran: e.peran,
      tanggal_event: e.tanggal.toISOString().slice(0, 10), id_berkas,
    }).execute();
  }
}

/**
 * The student part of the demo campus: the letterhead setting, finance for every student (mhs00
 * paid; about one in nine students has not paid the active semester's UKT), contact details and
 * PMB check for every student, and mhs00's documents, tickets and certificates. Set-based SQL
 * keeps 20,000 students well under a minute; no randomness is needed.
 */
export async function seedStudent(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const kop = await seedKop(db);
  const mhs00 = await db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .select(['m.id_mahasiswa', 'm.id_user', 'm.nim', 'm.nama_mahasiswa', 'm.angkatan']).where('u.username', '=', 'mhs00').executeTakeFirst();
  await seedKeuangan(db, mhs00?.id_mahasiswa ?? 0);
  await seedBerkasPmbSemua(db);
  if (mhs00) await seedDemoMahasiswa(db, kop, { ...(mhs00 as any), angkatan: Number(mhs00.angkatan) });
}
