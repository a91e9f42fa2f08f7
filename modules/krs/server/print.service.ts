import { sql, type Kysely } from 'kysely';
import { a4Document, formatNip, formatTanggalCetak, readKop, renderPdf, type Kop, type PenandaTangan } from '../../../core/server/print';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { JadwalResponse, KrsResponse, UjianResponse } from '../schemas';
import { msg, type Mahasiswa } from './context.service';

// The KRS module's A4 prints: KRS, weekly schedule and exam card (domain-rules.md, "Prints").

async function kop(db: Kysely<any>): Promise<Kop> {
  return (await readKop(db)) ?? { nama: msg('cetak.kop_bawaan') };
}

const tanggal = (iso: string) => formatTanggalCetak(iso, true);
const jam = (t: string | null) => (t ? t.replace(':', '.') : '-');
/** File-name-safe piece: letters, digits and dashes. */
export const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function identitas(m: Mahasiswa, semester: string): Array<[string, string]> {
  return [
    [msg('cetak.nim'), m.nim], [msg('cetak.nama'), m.nama_mahasiswa], [msg('cetak.prodi'), `${m.nama_prodi} (${m.jenjang})`],
    [msg('cetak.semester'), `${semester} (${msg('cetak.semester_ke', { ke: m.semester_ke })})`], [msg('cetak.dosen_pa'), m.nama_dosen_pa ?? '-'],
  ];
}

async function signers(db: Kysely<any>, m: Mahasiswa): Promise<PenandaTangan[]> {
  const kaprodi = await db.selectFrom('master_data.prodi as p').innerJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen_kaprodi')
    .select([namaLengkapDosenSql('d').as('nama'), sql<string | null>`d.nip::text`.as('nip'), sql<string | null>`d.nidn::text`.as('nidn')])
    .where('p.id_prodi', '=', m.id_prodi).executeTakeFirst();
  const pa = m.id_dosen_pa ? await db.selectFrom('master_data.dosen as d')
    .select([namaLengkapDosenSql('d').as('nama'), sql<string | null>`d.nip::text`.as('nip'), sql<string | null>`d.nidn::text`.as('nidn')])
    .where('d.id_dosen', '=', m.id_dosen_pa).executeTakeFirst() : undefined;
  const nomor = (d?: { nip: string | null; nidn: string | null }) => (d?.nip ? `NIP. ${formatNip(d.nip)}` : d?.nidn ? `NIDN. ${d.nidn}` : undefined);
  return [
    { jabatan: msg('cetak.ketua_prodi'), nama: kaprodi?.nama ?? '-', nomor: nomor(kaprodi) },
    { jabatan: msg('cetak.dosen_pa'), nama: pa?.nama ?? '-', nomor: nomor(pa) },
    { jabatan: msg('cetak.mahasiswa'), nama: m.nama_mahasiswa, nomor: `NIM. ${m.nim}` },
  ];
}


/** KRS print: classes with schedule, total SKS vs limit, status, signatures of programme head, adviser and student. */
export async function cetakKrs(db: Kysely<any>, m: Mahasiswa, krs: KrsResponse): Promise<Buffer> {
  const def = a4Document({
    kop: await kop(db),
    judul: msg('cetak.judul_krs'),
    subjudul: krs.semester.nama_semester_registrasi,
    identitas: identitas(m, krs.semester.nama_semester_registrasi),
    tabel: {
      kolom: [msg('cetak.no'), msg('cetak.kode'), msg('cetak.mata_kuliah'), msg('cetak.kelas'), msg('cetak.sks'), msg('cetak.jadwal'), msg('cetak.dosen')],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto', '*'],
      baris: krs.kelas.map((k, i) => [i + 1, k.kode_mata_kuliah, k.nama_mata_kuliah, k.nama_kelas, k.sks,
        k.jadwal.map((j) => `${j.nama_hari} ${jam(j.jam_mulai)}-${jam(j.jam_selesai)} ${j.kode_ruang}`).join('; ') || '-', k.nama_dosen]),
      kosong: msg('cetak.krs_kosong'),
    },
    ringkasan: [
      [msg('cetak.total_sks'), String(krs.total_sks)], [msg('cetak.batas_sks'), String(krs.batas_sks)],
      [msg('cetak.ips_sebelumnya'), krs.ips_sebelumnya ?? '-'], [msg('cetak.status'), krs.status ? msg(`status.${krs.status}`) : msg('status.belum')],
    ],
    catatan: krs.catatan_pa ? [msg('cetak.catatan_pa', { catatan: krs.catatan_pa })] : [],
    tandaTangan: await signers(db, m),
    tanggalCetak: formatTanggalCetak(new Date()),
  });
  return renderPdf(def);
}

/** Weekly schedule print. */
export async function cetakJadwal(db: Kysely<any>, m: Mahasiswa, jadwal: JadwalResponse): Promise<Buffer> {
  const def = a4Document({
    kop: await kop(db),
    judul: msg('cetak.judul_jadwal'),
    subjudul: jadwal.semester.nama_semester_registrasi,
    identitas: identitas(m, jadwal.semester.nama_semester_registrasi),
    tabel: {
      kolom: [msg('cetak.hari'), msg('cetak.waktu'), msg('cetak.kode'), msg('cetak.mata_kuliah'), msg('cetak.kelas'), msg('cetak.sks'), msg('cetak.ruang'), msg('cetak.dosen')],
      lebar: ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', '*'],
      baris: [
        ...jadwal.data.map((j) => [j.nama_hari, `${jam(j.jam_mulai)}-${jam(j.jam_selesai)}`, j.kode_mata_kuliah, j.nama_mata_kuliah, j.nama_kelas, j.sks, j.kode_ruang, j.nama_dosen]),
        ...jadwal.tanpa_jadwal.map((k) => [msg('cetak.tanpa_jadwal'), '-', k.kode_mata_kuliah, k.nama_mata_kuliah, k.nama_kelas, k.sks, '-', k.nama_dosen]),
      ],
      kosong: msg('cetak.jadwal_kosong'),
    },
    tandaTangan: (await signers(db, m)).slice(1),
    tanggalCetak: formatTanggalCetak(new Date()),
  });
  return renderPdf(def);
}

/** Exam card print: exam date, time, room and eligibility of each class. */
export async function cetakUjian(db: Kysely<any>, m: Mahasiswa, kartu: UjianResponse): Promise<Buffer> {
  const def = a4Document({
    kop: await kop(db),
    judul: msg(kartu.jenis_ujian === 'UTS' ? 'cetak.judul_uts' : 'cetak.judul_uas'),
    subjudul: kartu.semester.nama_semester_registrasi,
    identitas: identitas(m, kartu.semester.nama_semester_registrasi),
    tabel: {
      kolom: [msg('cetak.no'), msg('cetak.mata_kuliah'), msg('cetak.kelas'), msg('cetak.tanggal'), msg('cetak.waktu'), msg('cetak.ruang'), msg('cetak.keterangan'), msg('cetak.paraf')],
      lebar: ['auto', '*', 'auto', 88, 'auto', 'auto', 70, 52],
      baris: kartu.data.map((u, i) => [i + 1, `${u.kode_mata_kuliah} ${u.nama_mata_kuliah}`, u.nama_kelas, u.tanggal ? tanggal(u.tanggal) : '-',
        u.jam_mulai ? `${jam(u.jam_mulai)}-${jam(u.jam_selesai)}` : '-', u.kode_ruang ?? '-',
        u.memenuhi_syarat ? msg('ujian.memenuhi') : `${msg('ujian.tidak_memenuhi')}${u.alasan ? `: ${u.alasan}` : ''}`, ' ']),
      kosong: msg('cetak.krs_kosong'),
    },
    catatan: [msg('cetak.catatan_ujian')],
    tandaTangan: (await signers(db, m)).filter((_, i) => i !== 1),
    tanggalCetak: formatTanggalCetak(new Date()),
  });
  return renderPdf(def);
}
