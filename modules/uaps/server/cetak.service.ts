import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { a4Document, formatTanggalCetak, readKop, renderPdf, type Kop } from '../../../core/server/print';
import { httpError } from '../../../core/server/http/errors';
import { formatNip } from '../../../core/server/print';
import { namaLengkapDosenSql } from '../../master-data/public';
import { formatNilai, formatRentangJam } from '../format';
import { aksesOf, assertAkses, dosenOf, mahasiswaOf, pengaturanProdi, tu } from './access';
import { panelOf, sidangFor } from './sidang.service';

type Db = Kysely<any>;
const c = (key: string, vars?: Record<string, string | number>) => tu(`cetak.${key}`, vars);
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
/** A calendar date 'YYYY-MM-DD' as printed: 'Senin, 3 Maret 2025'. */
const tanggalPanjang = (ymd: string) => formatTanggalCetak(ymd, true);
/** The number under a signature (domain-rules.md, Prints): NIP printed 8-6-1-3, else NIDN. */
const nomorDosen = (d?: { nip: string | null; nidn: string | null } | null) => (d?.nip ? `NIP. ${formatNip(d.nip)}` : d?.nidn ? `NIDN. ${d.nidn}` : undefined);
const nipNidn = sql<string | null>`d.nip::text`.as('nip');

export async function kopUntuk(db: Db, namaFakultas: string): Promise<Kop> {
  const kop = (await readKop(db)) ?? { nama: c('kop_bawaan') };
  return { ...kop, unit: kop.unit ?? namaFakultas };
}

/** NIP and NIDN of the panel's lecturers, by id_dosen, for their signature blocks. */
async function nomorPanel(db: Db, ids: number[]) {
  const rows = ids.length ? await db.withSchema('master_data').selectFrom('dosen as d').select(['d.id_dosen', nipNidn, sql<string | null>`d.nidn::text`.as('nidn')]).where('d.id_dosen', 'in', ids).execute() : [];
  return new Map(rows.map((r) => [r.id_dosen as number, r]));
}

/** NIP/NIDN of the signing staff member when the account is also a lecturer's; other staff sign with their name. */
async function nomorPengguna(db: Db, idUser: number) {
  return db.withSchema('master_data').selectFrom('dosen as d').select([nipNidn, sql<string | null>`d.nidn::text`.as('nidn')]).where('d.id_user', '=', idUser).executeTakeFirst();
}

/** The identity block of a project: student, programme, title, supervisors and the head of programme. */
async function identitasTugasAkhir(db: Db, idTugasAkhir: number) {
  const row = await db.withSchema('uaps').selectFrom('tugas_akhir as ta')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as p', 'p.id_prodi', 'ta.id_prodi')
    .innerJoin('master_data.fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'ta.id_jenis_tugas_akhir')
    .leftJoin('master_data.dosen as k', 'k.id_dosen', 'p.id_dosen_kaprodi')
    .select([
      'ta.id_tugas_akhir', 'ta.id_prodi', 'ta.id_mahasiswa', 'ta.judul', 'j.nama as jenis', 'm.nim', 'm.nama_mahasiswa', 'p.nama_prodi', 'p.jenjang', 'f.nama_fakultas',
      sql<string | null>`case when k.id_dosen is null then null else ${namaLengkapDosenSql('k')} end`.as('kaprodi'), sql<string | null>`k.nip::text`.as('nip_kaprodi'), sql<string | null>`k.nidn::text`.as('nidn_kaprodi'),
    ])
    .where('ta.id_tugas_akhir', '=', idTugasAkhir).executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.tugas_akhir_tidak_ditemukan'));
  return row;
}

/**
 * GET bimbingan-riwayat/cetak: the student's supervision card as an A4 PDF: every session with its
 * state, validated sessions per supervisor against the minimum, signed by the main supervisor.
 */
export async function cetakRiwayatBimbingan(db: Db, user: TokenClaims, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const mhs = await mahasiswaOf(db, user);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  if (!ta) throw httpError(409, tu('galat.tugas_akhir_belum_ada'));
  const id = await identitasTugasAkhir(db, ta.id_tugas_akhir);
  const sessions = await db.withSchema('uaps').selectFrom('bimbingan as b').innerJoin('master_data.dosen as d', 'd.id_dosen', 'b.id_dosen')
    .select([sql<string>`to_char(b.tanggal, 'YYYY-MM-DD')`.as('tanggal'), namaLengkapDosenSql('d').as('dosen'), 'b.topik', 'b.status', 'b.catatan_dosen'])
    .where('b.id_tugas_akhir', '=', ta.id_tugas_akhir).orderBy('b.tanggal').orderBy('b.id_tugas_akhir_bimbingan').execute();
  const sup = await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .select([namaLengkapDosenSql('d').as('nama'), nipNidn, sql<string | null>`d.nidn::text`.as('nidn'), 'pb.peran',
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = pb.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi')`.as('jumlah')])
    .where('pb.id_tugas_akhir', '=', ta.id_tugas_akhir).where('pb.aktif', '=', true).orderBy(sql`case pb.peran when 'utama' then 0 else 1 end`).execute();
  const minimal = (await pengaturanProdi(db, id.id_prodi)).min_bimbingan_sidang;
  const utama = sup.find((s) => s.peran === 'utama');
  const pdf = await renderPdf(a4Document({
    kop: await kopUntuk(db, id.nama_fakultas),
    judul: c('kartu_bimbingan'),
    subjudul: id.jenis,
    identitas: [[c('nim'), id.nim], [c('nama'), id.nama_mahasiswa], [c('prodi'), `${id.jenjang} ${id.nama_prodi}`], [c('judul'), id.judul],
      ...sup.map((s): [string, string] => [tu(`peran.${s.peran}`), s.nama])],
    tabel: {
      kolom: [c('no'), c('tanggal'), c('pembimbing'), c('topik'), c('status'), c('catatan_dosen')],
      baris: sessions.map((s, i) => [i + 1, tanggalPanjang(s.tanggal), s.dosen, s.topik, tu(`status.${s.status}`), s.catatan_dosen]),
      lebar: ['auto', 'auto', '*', '*', 'auto', '*'],
      kosong: c('belum_ada_bimbingan'),
    },
    ringkasan: sup.map((s): [string, string] => [c('tervalidasi_dengan', { nama: s.nama }), c('dari_minimal', { jumlah: s.jumlah, minimal })]),
    tandaTangan: [
      { jabatan: c('mahasiswa'), nama: id.nama_mahasiswa, nomor: `NIM. ${id.nim}` },
      { jabatan: tu('peran.utama'), nama: utama?.nama ?? '-', nomor: nomorDosen(utama) },
    ],
    tanggalCetak: formatTanggalCetak(now),
  }));
  return { pdf, nama: `kartu-bimbingan-${fileSafe(id.nim)}.pdf` };
}

/**
 * GET mahasiswa-bimbingan/surat-tugas/{id}: the assignment letter of one supervisor assignment,
 * signed by the head of programme. Readable by programme staff with access, the lecturer assigned
 * and the student concerned.
 */
export async function cetakSuratTugas(db: Db, user: TokenClaims, idPembimbing: number, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const a = await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .innerJoin('master_data.jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select(['pb.id_tugas_akhir', 'pb.id_dosen', 'pb.peran', 'pb.nomor_surat', sql<string>`to_char(pb.tanggal_surat, 'YYYY-MM-DD')`.as('tanggal_surat'), namaLengkapDosenSql('d').as('nama'),
      sql<string | null>`d.nidn::text`.as('nidn'), 'j.nama as jabatan'])
    .where('pb.id_tugas_akhir_pembimbing', '=', idPembimbing).executeTakeFirst();
  if (!a) throw httpError(404, tu('galat.penugasan_tidak_ditemukan'));
  const id = await identitasTugasAkhir(db, a.id_tugas_akhir);
  if (PRODI_STAFF.includes(user.id_group_user)) assertAkses(await aksesOf(db, user), id.id_prodi);
  else if (user.id_group_user === 'dsn00') { if ((await dosenOf(db, user)).id_dosen !== a.id_dosen) throw httpError(403, tu('galat.bukan_milik_anda')); }
  else if (user.id_group_user === 'mhs00') { if ((await mahasiswaOf(db, user)).id_mahasiswa !== id.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda')); }
  else throw httpError(403, tu('galat.bukan_milik_anda'));
  const { durasi_tugas_akhir_bulan } = await pengaturanProdi(db, id.id_prodi);
  const pdf = await renderPdf(a4Document({
    kop: await kopUntuk(db, id.nama_fakultas),
    judul: c('surat_tugas'),
    subjudul: c('nomor', { nomor: a.nomor_surat }),
    identitas: [[c('nama_dosen'), a.nama], [c('nidn'), a.nidn ?? '-'], [c('jabatan'), a.jabatan], [c('tugas'), tu(`peran.${a.peran}`)]],
    tabel: {
      kolom: [c('nim'), c('nama'), c('prodi'), c('judul')],
      baris: [[id.nim, id.nama_mahasiswa, `${id.jenjang} ${id.nama_prodi}`, id.judul]],
      lebar: ['auto', 'auto', 'auto', '*'],
    },
    catatan: [c('isi_surat_tugas', { bulan: durasi_tugas_akhir_bulan }), c('tanggal_surat', { tanggal: formatTanggalCetak(a.tanggal_surat) })],
    tandaTangan: [{ jabatan: c('kaprodi', { prodi: id.nama_prodi }), nama: id.kaprodi ?? '-', nomor: nomorDosen({ nip: id.nip_kaprodi, nidn: id.nidn_kaprodi }) }],
    tanggalCetak: formatTanggalCetak(now),
  }));
  return { pdf, nama: `surat-tugas-${fileSafe(a.nomor_surat)}.pdf` };
}

/**
 * GET penilaian/sidang/dt/{id}/berita-acara: the minutes of a finished defence: schedule and room,
 * the panel, every validated sheet with its score, the final grade and the result.
 */
export async function cetakBeritaAcara(db: Db, user: TokenClaims, idSidang: number, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const { row } = await sidangFor(db, user, idSidang);
  if (!row.hasil) throw httpError(409, tu('galat.sidang_belum_final'));
  const id = await identitasTugasAkhir(db, row.id_tugas_akhir);
  const panel = await panelOf(db, idSidang);
  const sheets = await db.withSchema('uaps').selectFrom('penilaian').select(['id_dosen', 'peran', 'status', sql<number>`nilai::float8`.as('nilai')]).where('id_sidang_tugas_akhir', '=', idSidang).execute();
  const nomor = await nomorPanel(db, panel.map((p) => p.id_dosen));
  const pdf = await renderPdf(a4Document({
    kop: await kopUntuk(db, id.nama_fakultas),
    judul: c('berita_acara'),
    subjudul: id.jenis,
    identitas: [[c('nim'), id.nim], [c('nama'), id.nama_mahasiswa], [c('prodi'), `${id.jenjang} ${id.nama_prodi}`], [c('judul'), id.judul],
      [c('waktu_sidang'), `${tanggalPanjang(row.tanggal)}, ${formatRentangJam(row.jam_mulai, row.jam_selesai)}`], [c('ruang'), row.nama_ruang ?? '-']],
    tabel: {
      kolom: [c('no'), c('dosen'), c('peran_panel'), c('nilai'), c('status')],
      baris: panel.map((p, i) => {
        const s = sheets.find((x) => x.id_dosen === p.id_dosen && x.peran === p.peran);
        return [i + 1, p.nama_dosen, p.peran === 'pembimbing' ? tu(`peran.${p.keterangan}`) : c('penguji_ke', { n: p.keterangan.replace(/\D/g, '') }), s ? formatNilai(s.nilai) : '-', s ? tu(`status.${s.status}`) : '-'];
      }),
      lebar: ['auto', '*', 'auto', 'auto', 'auto'],
    },
    ringkasan: [[c('nilai_akhir'), `${formatNilai(row.nilai_akhir)} (${row.nilai_huruf ?? '-'})`], [c('hasil'), tu(`hasil.${row.hasil}`)]],
    catatan: [c('catatan_berita_acara')],
    tandaTangan: panel.map((p) => ({
      jabatan: p.peran === 'pembimbing' ? tu(`peran.${p.keterangan}`) : c('penguji_ke', { n: p.keterangan.replace(/\D/g, '') }), nama: p.nama_dosen, nomor: nomorDosen(nomor.get(p.id_dosen)),
    })),
    tanggalCetak: formatTanggalCetak(now),
  }));
  return { pdf, nama: `berita-acara-sidang-${fileSafe(id.nim)}.pdf` };
}

/**
 * GET sidang/laporan: the defences of the staff member's programmes (optionally from/to a date) as an
 * A4 PDF: date and time, room, student, panel size, grade and result.
 */
export async function cetakLaporanSidang(db: Db, user: TokenClaims, q: { dari?: string; sampai?: string }, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const akses = await aksesOf(db, user);
  let query = db.withSchema('uaps').selectFrom('sidang as s').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa').leftJoin('master_data.ruang as r', 'r.id_ruang', 's.id_ruang')
    .select([sql<string>`to_char(s.tanggal, 'YYYY-MM-DD')`.as('tanggal'), sql<string>`to_char(s.jam_mulai, 'HH24:MI')`.as('jam_mulai'), sql<string>`to_char(s.jam_selesai, 'HH24:MI')`.as('jam_selesai'),
      'r.nama_ruang', 'm.nim', 'm.nama_mahasiswa', sql<number | null>`s.nilai_akhir::float8`.as('nilai_akhir'), 's.nilai_huruf', 's.hasil'])
    .where('s.id_prodi', 'in', akses.length ? akses : [-1]).where('s.status', '=', 'divalidasi').where('s.tanggal', 'is not', null);
  if (q.dari) query = query.where('s.tanggal', '>=', q.dari);
  if (q.sampai) query = query.where('s.tanggal', '<=', q.sampai);
  const rows = await query.orderBy('s.tanggal').orderBy('s.jam_mulai').execute();
  const prodi = await db.withSchema('master_data').selectFrom('prodi as p').innerJoin('fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .leftJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen_kaprodi')
    .select(['p.nama_prodi', 'f.nama_fakultas', sql<string | null>`case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end`.as('kaprodi'), nipNidn, sql<string | null>`d.nidn::text`.as('nidn')]).where('p.id_prodi', 'in', akses.length ? akses : [-1]).orderBy('p.id_prodi').execute();
  const pdf = await renderPdf(a4Document({
    kop: await kopUntuk(db, prodi.length === 1 ? prodi[0].nama_fakultas : ''),
    judul: c('laporan_sidang'),
    subjudul: q.dari || q.sampai ? c('periode', { dari: q.dari ? tanggalPanjang(q.dari) : '-', sampai: q.sampai ? tanggalPanjang(q.sampai) : '-' }) : undefined,
    identitas: [[c('prodi'), prodi.map((p) => p.nama_prodi).join(', ') || '-'], [c('jumlah_sidang'), String(rows.length)]],
    tabel: {
      kolom: [c('no'), c('tanggal'), c('jam'), c('ruang'), c('nim'), c('nama'), c('nilai'), c('hasil')],
      baris: rows.map((r, i) => [i + 1, tanggalPanjang(r.tanggal), formatRentangJam(r.jam_mulai, r.jam_selesai), r.nama_ruang, r.nim, r.nama_mahasiswa, r.nilai_akhir === null ? '-' : `${formatNilai(r.nilai_akhir)} (${r.nilai_huruf ?? '-'})`, r.hasil ? tu(`hasil.${r.hasil}`) : c('belum_dinilai')]),
      lebar: ['auto', 'auto', 'auto', 'auto', 'auto', '*', 'auto', 'auto'],
      kosong: c('tidak_ada_sidang'),
    },
    // The staff member who prints it, and for a one-programme report its head, each with NIP/NIDN where they have one.
    tandaTangan: [
      { jabatan: c('petugas'), nama: user.nama_user, nomor: nomorDosen(await nomorPengguna(db, user.id_user)) },
      ...(prodi.length === 1 && prodi[0].kaprodi ? [{ jabatan: c('kaprodi', { prodi: prodi[0].nama_prodi }), nama: prodi[0].kaprodi, nomor: nomorDosen(prodi[0]) }] : []),
    ],
    tanggalCetak: formatTanggalCetak(now),
  }));
  return { pdf, nama: `laporan-sidang-${now.toISOString().slice(0, 10)}.pdf` };
}
