import type { Kysely } from 'kysely';
import { insertOnly } from './insert';
import type { SemesterRow } from './semesters';

const at = (day: string, hour = 8) => `${day}T${String(hour).padStart(2, '0')}:00:00+07:00`;
/** A day before the seed date, so the announcement is already published whatever the hour of seeding. */
const daysBefore = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Announcements around the active semester; dates follow the seed date like the KRS window. */
export async function seedInformasi(db: Kysely<any>, aktif: SemesterRow, today: string): Promise<void> {
  const sem = aktif.nama_semester_registrasi;
  await insertOnly(db, 'informasi', [
    { judul: `Pengisian KRS Semester ${sem}`, isi: `Pengisian Kartu Rencana Studi (KRS) semester ${sem} dibuka ${aktif.krs_mulai} sampai ${aktif.krs_selesai}. Pastikan pembayaran semester sudah lunas dan konsultasikan rencana studi dengan dosen pembimbing akademik.`, tanggal: at(aktif.krs_mulai), berlaku_sampai: at(aktif.krs_selesai, 23), target: ['mhs00', 'dsn00'] },
    { judul: 'Persetujuan KRS oleh Dosen PA', isi: 'Dosen pembimbing akademik dimohon memeriksa dan menyetujui KRS mahasiswa bimbingan sebelum masa KRS berakhir.', tanggal: at(aktif.krs_mulai, 9), berlaku_sampai: at(aktif.krs_selesai, 23), target: ['dsn00', 'kor00'] },
    { judul: 'Pembangkitan Pertemuan Perkuliahan', isi: `LP3 membangkitkan jadwal pertemuan seluruh kelas semester ${sem}. Periksa kembali jumlah pertemuan setiap kelas.`, tanggal: at(daysBefore(today, 1), 7), berlaku_sampai: null, target: ['lbg204.0', 'lbg204.1', 'aka00', 'aka01', 'aka02'] },
    { judul: 'Batas Unggah Berkas Sidang Tugas Akhir', isi: 'Pengajuan sidang tugas akhir periode ini ditutup empat minggu setelah perkuliahan dimulai. Lengkapi kartu bimbingan minimal delapan kali per pembimbing.', tanggal: at(daysBefore(today, 2), 10), berlaku_sampai: null, target: ['mhs00', 'dsn00', 'aka00', 'aka01', 'aka02'] },
    { judul: 'Pemeliharaan Sistem SIAKAD', isi: 'SIAKAD tidak dapat diakses pada hari Minggu pukul 00.00-04.00 WIB karena pemeliharaan server.', tanggal: at(daysBefore(today, 3), 12), berlaku_sampai: null, target: [] },
    { judul: 'Pengisian Kuesioner Evaluasi Dosen', isi: 'Mahasiswa wajib mengisi kuesioner evaluasi pengajaran dosen sebelum melihat KHS.', tanggal: at(daysBefore(today, 4), 13), berlaku_sampai: null, target: ['mhs00'] },
    { judul: 'Libur Semester Genap Berakhir', isi: 'Masa libur semester telah berakhir. Informasi ini disimpan sebagai arsip.', tanggal: '2026-01-20T08:00:00+07:00', berlaku_sampai: '2026-02-01T00:00:00+07:00', target: [] },
  ]);
}
