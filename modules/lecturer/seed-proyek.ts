import { sql, type Kysely } from 'kysely';
import { FileStore } from '../../core/server/files/store';
import { a4Document, formatTanggalCetak, readKop, renderPdf, type Kop } from '../../core/server/print';
import { namaLengkapDosenSql } from '../master-data/public';
import type { TahapProyek } from './proyek-aturan';

/** One answer sent, `hari` days before today, and what the programme made of it. */
interface Jawaban { hari: number; isi: string[]; hasil?: { hari: number; diterima: boolean; catatan?: string } }

interface Contoh {
  username: 'dsn00' | 'kor00';
  /** Who asked: aka00 (faculty academic staff) or aka02 (programme secretary). */
  oleh: 'aka00' | 'aka02';
  judul: string;
  deskripsi: string;
  /** Days from today (Asia/Jakarta) of the request and of its deadline. */
  dibuat: number;
  tenggat: number;
  tahap: TahapProyek;
  /** The lecturer's answer to the request, `hari` days before today. */
  keputusan?: { hari: number; alasan?: string };
  /** The staff withdrew the request before the lecturer answered, `hari` days before today (decision 0036). */
  ditarik?: { hari: number; alasan: string };
  jawaban?: Jawaban[];
}

/**
 * dsn00 and kor00 each have a project assignment in every stage: waiting for their approval,
 * declined with a reason, being worked on, answer waiting for validation (which aka00 and aka02
 * see), answer returned with a note, and accepted after a returned first version; kor00 also one
 * the programme withdrew before they answered (decision 0036). Every file is a
 * real PDF made by the print helper.
 */
const CONTOH: Contoh[] = [
  { username: 'dsn00', oleh: 'aka02', tahap: 'diajukan', dibuat: -1, tenggat: 21, judul: 'Penyusunan Modul Praktikum Basis Data Terdistribusi',
    deskripsi: 'Menyusun modul praktikum 8 pertemuan tentang replikasi dan partisi data untuk mata kuliah Basis Data Lanjut, lengkap dengan lembar kerja mahasiswa.' },
  { username: 'dsn00', oleh: 'aka00', tahap: 'ditolak', dibuat: -9, tenggat: 12, keputusan: { hari: -8, alasan: 'Bertepatan dengan tugas asesor akreditasi; mohon dialihkan ke dosen lain.' },
    judul: 'Reviewer Internal Proposal Hibah PKM Mahasiswa', deskripsi: 'Menilai 12 proposal Program Kreativitas Mahasiswa sebelum diunggah ke SIMBELMAWA dengan rubrik penilaian internal.' },
  { username: 'dsn00', oleh: 'aka02', tahap: 'berjalan', dibuat: -6, tenggat: 24, keputusan: { hari: -5 },
    judul: 'Evaluasi Kurikulum OBE Program Studi Teknik Informatika', deskripsi: 'Memetakan capaian pembelajaran lulusan terhadap mata kuliah wajib dan menyusun rekomendasi perbaikan kurikulum berbasis OBE.' },
  { username: 'dsn00', oleh: 'aka00', tahap: 'jawaban_dikirim', dibuat: -14, tenggat: 4, keputusan: { hari: -13 },
    jawaban: [{ hari: -1, isi: ['Analisis kebutuhan layanan antrean', 'Rancangan alur dan basis data', 'Purwarupa antarmuka mahasiswa dan petugas'] }],
    judul: 'Rancangan Sistem Antrean Layanan Akademik Daring', deskripsi: 'Merancang sistem antrean daring untuk layanan loket akademik, termasuk alur, basis data dan purwarupa antarmuka.' },
  { username: 'dsn00', oleh: 'aka02', tahap: 'dikembalikan', dibuat: -16, tenggat: 6, keputusan: { hari: -15 },
    jawaban: [{ hari: -5, isi: ['Ringkasan beban server selama semester', 'Grafik permintaan per jam'], hasil: { hari: -3, diterima: false, catatan: 'Lampirkan data pengukuran per minggu dan kesimpulan kapasitas server.' } }],
    judul: 'Analisis Beban Server Portal Akademik Semester Ganjil', deskripsi: 'Menganalisis log akses portal akademik selama masa KRS dan menyimpulkan kebutuhan kapasitas server semester berikutnya.' },
  { username: 'dsn00', oleh: 'aka00', tahap: 'selesai', dibuat: -40, tenggat: -12, keputusan: { hari: -39 },
    jawaban: [
      { hari: -20, isi: ['Kisi-kisi soal', '20 butir soal praktik'], hasil: { hari: -18, diterima: false, catatan: 'Tambahkan rubrik penilaian untuk setiap butir soal.' } },
      { hari: -14, isi: ['Kisi-kisi soal', '20 butir soal praktik', 'Rubrik penilaian per butir'], hasil: { hari: -13, diterima: true, catatan: 'Lengkap, terima kasih.' } },
    ],
    judul: 'Penyusunan Soal Uji Kompetensi Pemrograman Web', deskripsi: 'Menyusun soal uji kompetensi pemrograman web untuk mahasiswa tingkat akhir beserta kisi-kisi dan rubrik penilaiannya.' },
  { username: 'kor00', oleh: 'aka02', tahap: 'diajukan', dibuat: 0, tenggat: 18, judul: 'Pemetaan Rumpun Mata Kuliah Semester Pendek',
    deskripsi: 'Memetakan mata kuliah yang layak dibuka pada semester pendek berdasarkan jumlah mahasiswa mengulang dan ketersediaan dosen.' },
  { username: 'kor00', oleh: 'aka02', tahap: 'ditarik', dibuat: -5, tenggat: 14,
    ditarik: { hari: -4, alasan: 'Kegiatan studi banding dibatalkan fakultas, jadi laporan pembanding kurikulum tidak lagi diperlukan.' },
    judul: 'Laporan Pembanding Kurikulum Program Studi Sejenis', deskripsi: 'Membandingkan kurikulum tiga program studi informatika sejenis sebagai bahan studi banding fakultas bulan depan.' },
  { username: 'kor00', oleh: 'aka00', tahap: 'ditolak', dibuat: -7, tenggat: 10, keputusan: { hari: -6, alasan: 'Jadwal mengajar penuh sampai akhir bulan; belum dapat mendampingi.' },
    judul: 'Pendampingan Tim Gemastik Kategori Keamanan Siber', deskripsi: 'Mendampingi tim mahasiswa menyiapkan lomba Gemastik kategori keamanan siber selama empat pekan latihan.' },
  { username: 'kor00', oleh: 'aka00', tahap: 'berjalan', dibuat: -4, tenggat: 16, keputusan: { hari: -3 },
    judul: 'Audit Kesesuaian RPS dengan Capaian Pembelajaran', deskripsi: 'Memeriksa RPS semua mata kuliah semester ini terhadap capaian pembelajaran program studi dan mencatat yang perlu diperbaiki.' },
  { username: 'kor00', oleh: 'aka02', tahap: 'jawaban_dikirim', dibuat: -12, tenggat: 2, keputusan: { hari: -11 },
    jawaban: [{ hari: 0, isi: ['Rekap SKS per dosen tidak tetap', 'Perbandingan dengan batas beban mengajar'] }],
    judul: 'Rekapitulasi Beban Mengajar Dosen Tidak Tetap', deskripsi: 'Merekap beban mengajar dosen tidak tetap semester berjalan dan membandingkannya dengan batas beban mengajar yang berlaku.' },
  { username: 'kor00', oleh: 'aka00', tahap: 'dikembalikan', dibuat: -15, tenggat: 5, keputusan: { hari: -14 },
    jawaban: [{ hari: -4, isi: ['Usulan jadwal praktikum per kelompok'], hasil: { hari: -2, diterima: false, catatan: 'Jadwal bentrok dengan kuliah Jaringan Komputer kelas B; mohon disesuaikan.' } }],
    judul: 'Penyusunan Jadwal Praktikum Laboratorium Jaringan', deskripsi: 'Menyusun jadwal praktikum laboratorium jaringan untuk semua kelas tanpa bentrok dengan jadwal kuliah.' },
  { username: 'kor00', oleh: 'aka02', tahap: 'selesai', dibuat: -35, tenggat: -15, keputusan: { hari: -34 },
    jawaban: [{ hari: -17, isi: ['Rekap pelaksanaan UTS daring per kelas', 'Kendala dan usulan perbaikan'], hasil: { hari: -16, diterima: true } }],
    judul: 'Laporan Evaluasi Pelaksanaan UTS Daring', deskripsi: 'Mengevaluasi pelaksanaan UTS daring semester lalu dari laporan pengawas dan menyusun usulan perbaikan tata laksana.' },
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
const lalu = (hari: number) => sql`now() + make_interval(days => ${hari})`;

async function pdf(kop: Kop, judul: string, identitas: Array<[string, string]>, kolom: string, baris: string[], penanda: { jabatan: string; nama: string }, hari: Date) {
  return renderPdf(a4Document({
    kop, judul, identitas, tabel: { kolom: ['No', kolom], baris: baris.map((b, i) => [i + 1, b]), lebar: ['auto', '*'] },
    tandaTangan: [penanda], tanggalCetak: formatTanggalCetak(hari),
  }));
}

export async function seedProyekDemo(db: Kysely<any>): Promise<void> {
  const kop = (await readKop(db)) ?? { nama: 'Universitas Nusantara' };
  const store = new FileStore(db);
  const simpan = (isi: Buffer, nama: string, idUser: number) => store.save(isi, { nama, allowed: ['pdf'], maxBytes: 20 * 1024 * 1024, id_user: idUser });
  const pengguna = new Map((await db.selectFrom('core.pengguna').select(['id_user', 'username', 'nama']).where('username', 'in', ['aka00', 'aka02']).execute())
    .map((u) => [u.username as string, u as { id_user: number; nama: string }]));
  const tanggal = (hari: number) => new Date(Date.now() + hari * 86_400_000);
  for (const c of CONTOH) {
    const { rows: [d] } = await sql<{ id_dosen: number; id_user: number; nama: string; nidn: string | null; prodi: string }>`select d.id_dosen, d.id_user,
        ${namaLengkapDosenSql('d')} as nama, d.nidn, pr.nama_prodi as prodi
      from master_data.dosen d join master_data.prodi pr on pr.id_prodi = d.id_prodi join core.pengguna u on u.id_user = d.id_user where u.username = ${c.username}`.execute(db);
    const staf = pengguna.get(c.oleh);
    if (!d || !staf) continue;
    const identitas: Array<[string, string]> = [['Nama', d.nama], ['NIDN', d.nidn ?? '-'], ['Program Studi', d.prodi], ['Proyek', c.judul]];
    const tenggat = tanggal(c.tenggat).toISOString().slice(0, 10);
    const jabatan = c.oleh === 'aka02' ? 'Sekretaris Program Studi' : 'Staf Akademik Fakultas';
    // The letter of assignment (lampiran) and the terms of reference (soal), signed by whoever gave the project.
    const [lampiran, soal] = await Promise.all(([
      ['SURAT TUGAS PENUGASAN PROYEK', 'Ketentuan', 'surat-tugas', [c.deskripsi, `Hasil pekerjaan diserahkan paling lambat ${formatTanggalCetak(tanggal(c.tenggat))}.`, 'Surat tugas ini berlaku sejak tanggal ditetapkan.']],
      ['KERANGKA ACUAN KERJA', 'Uraian pekerjaan', 'kerangka-acuan', [c.deskripsi, 'Luaran: laporan tertulis dalam format PDF beserta lampiran pendukung.', 'Laporan disusun menurut sistematika pendahuluan, pembahasan, kesimpulan.']],
    ] as const).map(async ([judul, kolom, nama, baris]) => simpan(await pdf(kop, judul, identitas, kolom, [...baris], { jabatan, nama: staf.nama }, tanggal(c.dibuat)),
      `${nama}-${slug(c.judul)}.pdf`, staf.id_user)));
    const ditolak = c.tahap === 'ditolak';
    const status = c.ditarik ? 'ditarik' : c.keputusan ? (ditolak ? 'ditolak' : 'disetujui') : 'diajukan';
    const diputuskan = c.ditarik?.hari ?? c.keputusan?.hari;
    const { rows: [a] } = await sql<{ id: number }>`insert into lecturer.ajuan_penugasan_proyek (id_dosen, judul, deskripsi, tenggat, id_berkas_lampiran, id_berkas_soal,
        status, alasan_penolakan, alasan_penarikan, ditarik_oleh, dibuat_oleh, dibuat, diputuskan_pada)
      values (${d.id_dosen}, ${c.judul}, ${c.deskripsi}, ${tenggat}::date, ${lampiran.id}, ${soal.id}, ${status},
        ${c.keputusan?.alasan ?? null}, ${c.ditarik?.alasan ?? null}, ${c.ditarik ? staf.id_user : null}, ${staf.id_user}, ${lalu(c.dibuat)},
        ${diputuskan === undefined ? null : lalu(diputuskan)})
      returning id_ajuan_penugasan_proyek as id`.execute(db);
    const riwayat = (langkah: string, hari: number, idUser: number, catatan: string | null = null, idBerkas: string | null = null) =>
      db.insertInto('lecturer.penugasan_proyek_riwayat').values({ id_ajuan_penugasan_proyek: a.id, langkah, catatan, id_berkas: idBerkas, id_user: idUser, waktu: lalu(hari) }).execute();
    await riwayat('pengajuan', c.dibuat, staf.id_user);
    if (c.ditarik) await riwayat('penarikan', c.ditarik.hari, staf.id_user, c.ditarik.alasan);
    if (!c.keputusan) continue;
    await riwayat(ditolak ? 'penolakan' : 'persetujuan', c.keputusan.hari, d.id_user, c.keputusan.alasan ?? null);
    if (ditolak) continue;
    let terakhir: { id: string; hari: number; versi: number; hasil?: Jawaban['hasil'] } | null = null;
    for (const [i, j] of (c.jawaban ?? []).entries()) {
      const berkas = await simpan(await pdf(kop, 'LAPORAN HASIL PENUGASAN PROYEK', [...identitas, ['Versi', String(i + 1)]], 'Isi laporan', j.isi,
        { jabatan: 'Dosen', nama: d.nama }, tanggal(j.hari)), `laporan-${slug(c.judul)}-v${i + 1}.pdf`, d.id_user);
      await riwayat('kirim_jawaban', j.hari, d.id_user, null, berkas.id);
      if (j.hasil) await riwayat(j.hasil.diterima ? 'jawaban_diterima' : 'jawaban_dikembalikan', j.hasil.hari, staf.id_user, j.hasil.catatan ?? null);
      terakhir = { id: berkas.id, hari: j.hari, versi: i + 1, hasil: j.hasil };
    }
    await db.insertInto('lecturer.penugasan_proyek').values({
      id_ajuan_penugasan_proyek: a.id, status: c.tahap, id_berkas_jawaban: terakhir?.id ?? null, versi_jawaban: terakhir?.versi ?? 0,
      jawaban_dikirim_pada: terakhir ? lalu(terakhir.hari) : null, catatan_validasi: terakhir?.hasil?.catatan ?? null,
      divalidasi_oleh: terakhir?.hasil ? staf.id_user : null, divalidasi_pada: terakhir?.hasil ? lalu(terakhir.hasil.hari) : null, dibuat: lalu(c.keputusan.hari),
    }).execute();
  }
}
