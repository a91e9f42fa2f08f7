import type { Kysely } from 'kysely';
import { insertOnly } from './insert';

type Pair = readonly [kode: string, nama: string];

const SIMPLE: Record<string, readonly Pair[]> = {
  agama: [['islam', 'Islam'], ['kristen', 'Kristen Protestan'], ['katolik', 'Katolik'], ['hindu', 'Hindu'], ['buddha', 'Buddha'], ['konghucu', 'Konghucu']],
  kewarganegaraan: [['wni', 'Warga Negara Indonesia (WNI)'], ['wna', 'Warga Negara Asing (WNA)']],
  status_pernikahan: [['belum', 'Belum Menikah'], ['menikah', 'Menikah'], ['cerai_hidup', 'Cerai Hidup'], ['cerai_mati', 'Cerai Mati']],
  status_mahasiswa: [['aktif', 'Aktif'], ['cuti', 'Cuti'], ['non_aktif', 'Non-Aktif'], ['lulus', 'Lulus'], ['keluar', 'Mengundurkan Diri']],
  jenis_lampiran_pengajuan: [['undangan', 'Surat Undangan'], ['surat_tugas', 'Surat Tugas'], ['surat_dokter', 'Surat Keterangan Dokter'], ['keluarga', 'Surat Keterangan Keluarga'], ['lainnya', 'Lainnya']],
  jenis_tugas_akhir: [['skripsi', 'Skripsi'], ['tugas_akhir', 'Tugas Akhir (D3)'], ['tesis', 'Tesis'], ['artikel', 'Artikel Ilmiah Terpublikasi'], ['proyek', 'Proyek Mandiri / Studi Kasus']],
  status_pengajuan_ta: [['draft', 'Draf'], ['diajukan', 'Diajukan'], ['dikembalikan', 'Dikembalikan untuk Perbaikan'], ['divalidasi', 'Divalidasi'], ['ditolak', 'Ditolak'], ['dibatalkan', 'Dibatalkan']],
  status_ta: [['proposal', 'Tahap Proposal'], ['bimbingan', 'Tahap Bimbingan'], ['sidang', 'Tahap Sidang'], ['perbaikan', 'Perbaikan Setelah Sidang'], ['selesai', 'Selesai'], ['perpanjangan', 'Perpanjangan'], ['gagal', 'Gagal / Melewati Batas Waktu']],
  status_sidang: [['draft', 'Draf'], ['diajukan', 'Diajukan'], ['dikembalikan', 'Dikembalikan untuk Perbaikan'], ['divalidasi', 'Divalidasi'], ['dijadwalkan', 'Dijadwalkan'], ['selesai', 'Selesai'], ['dibatalkan', 'Dibatalkan']],
  status_hasil_sidang: [['lulus', 'Lulus'], ['lulus_perbaikan', 'Lulus dengan Perbaikan'], ['mengulang', 'Sidang Ulang'], ['tidak_lulus', 'Tidak Lulus']],
  status_kegiatan: [['diajukan', 'Diajukan'], ['disetujui', 'Disetujui'], ['ditolak', 'Ditolak'], ['dibatalkan', 'Dibatalkan']],
};

const numbered = <T extends object>(rows: readonly T[]) => rows.map((r, i) => ({ ...r, urutan: i + 1 }));

// A handful of real provinces, cities/regencies (Kemendagri codes) and postal codes.
const WILAYAH: readonly { kode: string; nama: string; kota: readonly [string, string, 'Kota' | 'Kabupaten', readonly (readonly [string, string, string])[]][] }[] = [
  { kode: '31', nama: 'DKI Jakarta', kota: [
    ['3171', 'Jakarta Selatan', 'Kota', [['12110', 'Kebayoran Baru', 'Kramat Pela'], ['12430', 'Cilandak', 'Cilandak Barat']]],
    ['3173', 'Jakarta Pusat', 'Kota', [['10110', 'Gambir', 'Gambir'], ['10310', 'Menteng', 'Menteng']]],
  ] },
  { kode: '32', nama: 'Jawa Barat', kota: [
    ['3273', 'Bandung', 'Kota', [['40132', 'Coblong', 'Dago'], ['40115', 'Bandung Wetan', 'Citarum']]],
    ['3271', 'Bogor', 'Kota', [['16121', 'Bogor Tengah', 'Paledang'], ['16153', 'Bogor Timur', 'Baranangsiang']]],
    ['3204', 'Bandung', 'Kabupaten', [['40375', 'Bojongsoang', 'Bojongsoang']]],
  ] },
  { kode: '33', nama: 'Jawa Tengah', kota: [
    ['3374', 'Semarang', 'Kota', [['50241', 'Semarang Selatan', 'Pleburan'], ['50275', 'Tembalang', 'Tembalang']]],
    ['3372', 'Surakarta', 'Kota', [['57126', 'Jebres', 'Jebres']]],
  ] },
  { kode: '34', nama: 'DI Yogyakarta', kota: [
    ['3471', 'Yogyakarta', 'Kota', [['55223', 'Gondokusuman', 'Terban'], ['55121', 'Jetis', 'Cokrodiningratan']]],
    ['3404', 'Sleman', 'Kabupaten', [['55281', 'Depok', 'Caturtunggal']]],
  ] },
  { kode: '35', nama: 'Jawa Timur', kota: [
    ['3578', 'Surabaya', 'Kota', [['60111', 'Sukolilo', 'Keputih'], ['60286', 'Mulyorejo', 'Mulyorejo']]],
    ['3573', 'Malang', 'Kota', [['65145', 'Lowokwaru', 'Ketawanggede']]],
  ] },
  { kode: '51', nama: 'Bali', kota: [['5171', 'Denpasar', 'Kota', [['80234', 'Denpasar Barat', 'Dauh Puri'], ['80361', 'Kuta', 'Kuta']]]] },
  { kode: '12', nama: 'Sumatera Utara', kota: [['1275', 'Medan', 'Kota', [['20155', 'Medan Baru', 'Padang Bulan'], ['20222', 'Medan Kota', 'Pasar Merah Timur']]]] },
  { kode: '73', nama: 'Sulawesi Selatan', kota: [['7371', 'Makassar', 'Kota', [['90245', 'Tamalanrea', 'Tamalanrea'], ['90111', 'Ujung Pandang', 'Losari']]]] },
];

/** Seeds every reference list, regions and the campus locations; returns the ids later steps need. */
export async function seedReference(db: Kysely<any>): Promise<{ kota: number[]; gedungKelas: number[] }> {
  for (const [table, pairs] of Object.entries(SIMPLE)) {
    await insertOnly(db, table, numbered(pairs.map(([kode, nama]) => ({ kode, nama }))));
  }
  await insertOnly(db, 'shift', numbered([
    { kode: 'pagi', nama: 'Reguler Pagi', reguler: true },
    { kode: 'sore', nama: 'Reguler Sore', reguler: true },
    { kode: 'karyawan', nama: 'Kelas Karyawan', reguler: false },
  ]));
  await insertOnly(db, 'dokumen_kategori', numbered([
    { kode: 'ijazah', nama: 'Ijazah', untuk: 'semua' }, { kode: 'transkrip', nama: 'Transkrip Nilai', untuk: 'semua' },
    { kode: 'ktp', nama: 'Kartu Tanda Penduduk (KTP)', untuk: 'semua' }, { kode: 'kk', nama: 'Kartu Keluarga', untuk: 'semua' },
    { kode: 'akta', nama: 'Akta Kelahiran', untuk: 'mahasiswa' }, { kode: 'foto', nama: 'Pas Foto', untuk: 'semua' },
    { kode: 'sk', nama: 'Surat Keputusan (SK)', untuk: 'dosen' }, { kode: 'serdos', nama: 'Sertifikat Pendidik (Serdos)', untuk: 'dosen' },
    { kode: 'lainnya', nama: 'Dokumen Lainnya', untuk: 'semua' },
  ]));
  await insertOnly(db, 'sesi_kegiatan', numbered([
    { kode: 'sesi1', nama: 'Sesi 1', jam_mulai: '07:30', jam_selesai: '10:00' },
    { kode: 'sesi2', nama: 'Sesi 2', jam_mulai: '10:10', jam_selesai: '12:40' },
    { kode: 'sesi3', nama: 'Sesi 3', jam_mulai: '13:00', jam_selesai: '15:30' },
    { kode: 'sesi4', nama: 'Sesi 4', jam_mulai: '15:40', jam_selesai: '18:10' },
    { kode: 'sesi5', nama: 'Sesi 5 (Malam)', jam_mulai: '18:30', jam_selesai: '21:00' },
  ]));
  await insertOnly(db, 'syarat_berkas_ta', numbered([
    { tahap: 'proposal', kode: 'naskah', nama: 'Naskah Proposal (PDF)', wajib: true, ukuran_maks_kb: 10240 },
    { tahap: 'proposal', kode: 'khs', nama: 'Transkrip / KHS Terakhir', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'proposal', kode: 'krs', nama: 'KRS Semester Berjalan (memuat Tugas Akhir)', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'proposal', kode: 'pembayaran', nama: 'Bukti Pembayaran Semester', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'proposal', kode: 'persetujuan', nama: 'Lembar Persetujuan Calon Pembimbing', wajib: false, ukuran_maks_kb: 2048 },
    { tahap: 'sidang', kode: 'naskah', nama: 'Naskah Tugas Akhir Lengkap (PDF)', wajib: true, ukuran_maks_kb: 20480 },
    { tahap: 'sidang', kode: 'kartu_bimbingan', nama: 'Kartu Bimbingan (minimal 8 kali per pembimbing)', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'sidang', kode: 'persetujuan', nama: 'Lembar Persetujuan Sidang dari Pembimbing', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'sidang', kode: 'bebas_pustaka', nama: 'Surat Bebas Pustaka', wajib: true, ukuran_maks_kb: 2048 },
    { tahap: 'sidang', kode: 'toefl', nama: 'Sertifikat TOEFL / Tes Bahasa Inggris', wajib: false, ukuran_maks_kb: 2048 },
    { tahap: 'sidang', kode: 'plagiasi', nama: 'Hasil Cek Plagiasi (maksimal 25%)', wajib: true, ukuran_maks_kb: 4096 },
  ]));
  // Weights add up to 100 per version and role.
  await insertOnly(db, 'komponen_penilaian', numbered([
    { versi: 1, peran: 'pembimbing', kode: 'proses', nama: 'Proses Bimbingan', bobot: 40 },
    { versi: 1, peran: 'pembimbing', kode: 'naskah', nama: 'Kualitas Naskah', bobot: 60 },
    { versi: 1, peran: 'penguji', kode: 'presentasi', nama: 'Presentasi', bobot: 30 },
    { versi: 1, peran: 'penguji', kode: 'materi', nama: 'Penguasaan Materi', bobot: 40 },
    { versi: 1, peran: 'penguji', kode: 'naskah', nama: 'Kualitas Naskah', bobot: 30 },
    { versi: 2, peran: 'pembimbing', kode: 'sikap', nama: 'Sikap dan Kedisiplinan Bimbingan', bobot: 20 },
    { versi: 2, peran: 'pembimbing', kode: 'metode', nama: 'Metodologi Penelitian', bobot: 30 },
    { versi: 2, peran: 'pembimbing', kode: 'hasil', nama: 'Hasil dan Pembahasan', bobot: 30 },
    { versi: 2, peran: 'pembimbing', kode: 'penulisan', nama: 'Tata Tulis Ilmiah', bobot: 20 },
    { versi: 2, peran: 'penguji', kode: 'presentasi', nama: 'Presentasi dan Komunikasi', bobot: 20 },
    { versi: 2, peran: 'penguji', kode: 'materi', nama: 'Penguasaan Materi', bobot: 35 },
    { versi: 2, peran: 'penguji', kode: 'metode', nama: 'Ketepatan Metode', bobot: 25 },
    { versi: 2, peran: 'penguji', kode: 'penulisan', nama: 'Tata Tulis Ilmiah', bobot: 20 },
  ]));
  await insertOnly(db, 'jabatan_fungsional', numbered([
    { kode: 'tp', nama: 'Tenaga Pengajar', boleh_membimbing: false },
    { kode: 'aa', nama: 'Asisten Ahli', boleh_membimbing: true },
    { kode: 'l', nama: 'Lektor', boleh_membimbing: true },
    { kode: 'lk', nama: 'Lektor Kepala', boleh_membimbing: true },
    { kode: 'gb', nama: 'Profesor', boleh_membimbing: true },
  ]));
  const kota = await seedWilayah(db);
  const gedungKelas = await seedKampus(db, kota);
  return { kota, gedungKelas };
}

async function seedWilayah(db: Kysely<any>): Promise<number[]> {
  const kotaIds: number[] = [];
  for (const p of WILAYAH) {
    const prov = await db.withSchema('master_data').insertInto('provinsi')
      .values({ kode_provinsi: p.kode, nama_provinsi: p.nama }).returning('id_provinsi').executeTakeFirstOrThrow();
    for (const [kode, nama, jenis, pos] of p.kota) {
      const k = await db.withSchema('master_data').insertInto('kota')
        .values({ id_provinsi: prov.id_provinsi, kode_wilayah: kode, nama_wilayah: nama, jenis }).returning('id_wilayah').executeTakeFirstOrThrow();
      kotaIds.push(k.id_wilayah);
      await insertOnly(db, 'kode_pos', pos.map(([kode_pos, kecamatan, kelurahan]) => ({ id_wilayah: k.id_wilayah, kode_pos, kecamatan, kelurahan })));
    }
  }
  return kotaIds;
}

/** Two campus sites with buildings and special rooms; returns the buildings that get class rooms. */
async function seedKampus(db: Kysely<any>, kota: number[]) {
  const lokasi = await db.withSchema('master_data').insertInto('lokasi_kampus').values([
    { kode: 'K1', nama_lokasi_kampus: 'Kampus 1 Dago', alamat: 'Jl. Ir. H. Juanda No. 96, Bandung', id_wilayah: kota[2] },
    { kode: 'K2', nama_lokasi_kampus: 'Kampus 2 Bojongsoang', alamat: 'Jl. Raya Bojongsoang No. 12, Kabupaten Bandung', id_wilayah: kota[4] },
  ]).returning('id_lokasi_kampus').execute();
  const gedung = await db.withSchema('master_data').insertInto('gedung').values([
    { id_lokasi_kampus: lokasi[0].id_lokasi_kampus, kode: 'GA', nama_gedung: 'Gedung A (Rektorat)', jumlah_lantai: 5 },
    { id_lokasi_kampus: lokasi[0].id_lokasi_kampus, kode: 'GB', nama_gedung: 'Gedung B (Perkuliahan)', jumlah_lantai: 6 },
    { id_lokasi_kampus: lokasi[1].id_lokasi_kampus, kode: 'GC', nama_gedung: 'Gedung C (Teknik)', jumlah_lantai: 4 },
    { id_lokasi_kampus: lokasi[1].id_lokasi_kampus, kode: 'GD', nama_gedung: 'Gedung D (Laboratorium)', jumlah_lantai: 3 },
  ]).returning('id_gedung').execute();
  await insertOnly(db, 'ruang', [
    { id_gedung: gedung[0].id_gedung, kode: 'GA-501', nama_ruang: 'Aula Utama', lantai: 5, jenis: 'Aula', kapasitas: 400 },
    { id_gedung: gedung[0].id_gedung, kode: 'GA-401', nama_ruang: 'Ruang Sidang 1', lantai: 4, jenis: 'Ruang Sidang', kapasitas: 12 },
    { id_gedung: gedung[0].id_gedung, kode: 'GA-402', nama_ruang: 'Ruang Sidang 2', lantai: 4, jenis: 'Ruang Sidang', kapasitas: 12 },
    { id_gedung: gedung[3].id_gedung, kode: 'GD-101', nama_ruang: 'Laboratorium Komputer 1', lantai: 1, jenis: 'Laboratorium', kapasitas: 40 },
    { id_gedung: gedung[3].id_gedung, kode: 'GD-102', nama_ruang: 'Laboratorium Komputer 2', lantai: 1, jenis: 'Laboratorium', kapasitas: 40 },
  ]);
  // Lecture buildings (B and C) receive the generated class rooms.
  return [gedung[1].id_gedung, gedung[2].id_gedung];
}
