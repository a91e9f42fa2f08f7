import { sql, type Kysely } from 'kysely';
import { FileStore } from '../../core/server/files/store';
import { a4Document, formatTanggalCetak, readKop, renderPdf } from '../../core/server/print';
import { namaLengkapDosenSql } from '../master-data/public';

interface Contoh {
  username: string;
  jenis: 'izin' | 'sakit' | 'tugas_luar' | 'cuti';
  /** Days from today (Asia/Jakarta). */
  mulai: number;
  lama: number;
  alasan: string;
  lampiran: string;
  judul: string;
  status: 'diajukan' | 'disetujui' | 'ditolak';
  catatan?: string;
}

/**
 * Leave requests of the demo lecturers: dsn00 one granted, one refused and one waiting for the
 * programme staff (aka00); kor00 one waiting, which dsn00 sees as head of programme (aka02). Each
 * with a real PDF attachment made by the print helper.
 */
const CONTOH: Contoh[] = [
  { username: 'dsn00', jenis: 'tugas_luar', mulai: -10, lama: 3, alasan: 'Menjadi pemakalah pada Seminar Nasional Teknologi Informasi di Universitas Gadjah Mada.', lampiran: 'surat_tugas', judul: 'SURAT TUGAS SEMINAR NASIONAL', status: 'disetujui', catatan: 'Silakan, mohon kelas diganti dengan penugasan.' },
  { username: 'dsn00', jenis: 'izin', mulai: -4, lama: 1, alasan: 'Menghadiri rapat orang tua murid di sekolah anak.', lampiran: 'undangan', judul: 'UNDANGAN RAPAT ORANG TUA MURID', status: 'ditolak', catatan: 'Bertepatan dengan UTS; mohon hadir atau ajukan pengganti.' },
  { username: 'dsn00', jenis: 'tugas_luar', mulai: 3, lama: 3, alasan: 'Asesor akreditasi program studi Informatika dari LAMINFOKOM di Universitas Brawijaya.', lampiran: 'surat_tugas', judul: 'SURAT TUGAS ASESOR AKREDITASI', status: 'diajukan' },
  { username: 'kor00', jenis: 'sakit', mulai: 0, lama: 2, alasan: 'Rawat jalan karena demam berdarah sesuai surat keterangan dokter.', lampiran: 'surat_dokter', judul: 'SURAT KETERANGAN DOKTER', status: 'diajukan' },
];

export async function seedIzinDemo(db: Kysely<any>): Promise<void> {
  const kop = (await readKop(db)) ?? { nama: 'Universitas Nusantara' };
  const store = new FileStore(db);
  const { rows: [hari] } = await sql<{ ini: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as ini`.execute(db);
  const staf = await db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'aka00').executeTakeFirst();
  for (const c of CONTOH) {
    const { rows: [d] } = await sql<{ id_dosen: number; id_user: number; nama: string }>`select d.id_dosen, d.id_user, ${namaLengkapDosenSql('d')} as nama
      from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = ${c.username}`.execute(db);
    const lampiran = await db.selectFrom('master_data.jenis_lampiran_pengajuan').select('id_jenis_lampiran_pengajuan').where('kode', '=', c.lampiran).executeTakeFirst();
    if (!d || !lampiran) continue;
    const mulai = new Date(Date.parse(`${hari.ini}T00:00:00Z`) + c.mulai * 86_400_000);
    const iso = (t: Date) => t.toISOString().slice(0, 10);
    const selesai = new Date(mulai.getTime() + (c.lama - 1) * 86_400_000);
    const pdf = await renderPdf(a4Document({
      kop,
      judul: c.judul,
      identitas: [['Nama', d.nama], ['Tanggal', `${formatTanggalCetak(iso(mulai))} s.d. ${formatTanggalCetak(iso(selesai))}`]],
      tabel: { kolom: ['Keterangan'], baris: [[c.alasan]], lebar: ['*'] },
      tandaTangan: [{ jabatan: 'Yang menerangkan', nama: 'Drs. Wahyu Hidayat, M.M.' }],
      tanggalCetak: formatTanggalCetak(iso(mulai)),
    }));
    const file = await store.save(pdf, { nama: `${c.judul.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, allowed: ['pdf'], maxBytes: 5 * 1024 * 1024, id_user: d.id_user });
    const diputuskan = c.status !== 'diajukan';
    await db.insertInto('lecturer.pengajuan_izin').values({
      id_dosen: d.id_dosen, jenis: c.jenis, tanggal_mulai: iso(mulai), tanggal_selesai: iso(selesai), alasan: c.alasan,
      id_jenis_lampiran_pengajuan: lampiran.id_jenis_lampiran_pengajuan, id_berkas: file.id, status: c.status, catatan: c.catatan ?? null,
      diputuskan_oleh: diputuskan ? staf?.id_user ?? null : null, diputuskan_pada: diputuskan ? sql`now() - interval '2 days'` : null,
      dibuat: sql`now() - make_interval(days => ${Math.max(1, 2 - c.mulai)})`,
    }).execute();
  }
}
