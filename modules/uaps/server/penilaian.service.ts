import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { daftarDalamKalimat, formatNilai } from '../format';
import { aksesOf, dosenOf, likePattern, tu, waktu } from './access';
import { panelOf, sidangFor } from './sidang.service';
import { recordEvent, transition } from './workflow/engine';
import { PENILAIAN } from './workflow/kinds';
import { catatanKeputusan } from './alasan';

type Db = Kysely<any>;
type Peran = 'pembimbing' | 'penguji';

/** Grade components of one version and role with their weights (master_data.komponen_penilaian). */
export function komponen(db: Db, versi: 1 | 2, peran: Peran) {
  return db.withSchema('master_data').selectFrom('komponen_penilaian')
    .select(['id_komponen_penilaian', 'kode', 'nama', sql<number>`bobot::float8`.as('bobot')]).where('versi', '=', versi).where('peran', '=', peran).orderBy('urutan').execute();
}

/** Weighted score of a sheet: sum(nilai x bobot) / sum(bobot), two decimals. */
export function nilaiTertimbang(items: { nilai: number; bobot: number }[]): number {
  const total = items.reduce((s, i) => s + i.bobot, 0);
  return Math.round((items.reduce((s, i) => s + i.nilai * i.bobot, 0) / total) * 100) / 100;
}

/** The defence of a project a supervisor scores: its validated, scheduled defence without a result. */
async function sidangUntukPembimbing(db: Db, idTugasAkhir: number): Promise<number> {
  const row = await db.withSchema('uaps').selectFrom('sidang').select('id_sidang_tugas_akhir').where('id_tugas_akhir', '=', idTugasAkhir)
    .where('status', '=', 'divalidasi').where('hasil', 'is', null).orderBy('id_sidang_tugas_akhir', 'desc').executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.sidang_tidak_ditemukan'));
  return row.id_sidang_tugas_akhir as number;
}

/** Resolves the defence id of a path parameter: a project for supervisors, a defence for examiners. */
export async function sidangDari(db: Db, peran: Peran, id: number): Promise<number> {
  return peran === 'pembimbing' ? sidangUntukPembimbing(db, id) : id;
}

/** Checks the lecturer sits on the panel in `peran` of a scheduled, unfinished defence on or before today. */
async function panelMember(db: Db, user: TokenClaims, idSidang: number, peran: Peran) {
  const { row } = await sidangFor(db, user, idSidang);
  const { id_dosen } = await dosenOf(db, user);
  if (!(await panelOf(db, idSidang)).some((p) => p.id_dosen === id_dosen && p.peran === peran)) throw httpError(403, tu(`galat.bukan_${peran}_sidang`));
  if (row.status !== 'divalidasi' || !row.tanggal || row.hasil) throw httpError(409, tu('galat.sidang_belum_dinilai'));
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  if (row.tanggal > today) throw httpError(409, tu('galat.sidang_belum_berlangsung', { tanggal: row.tanggal }));
  return { row, id_dosen };
}

function sheetQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('penilaian as p').innerJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen').leftJoin('core.pengguna as v', 'v.id_user', 'p.validated_by')
    .select(['p.id_penilaian', 'p.id_sidang_tugas_akhir', 'p.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'p.peran', sql<number>`p.versi::int`.as('versi'), 'p.status',
      sql<number>`p.nilai::float8`.as('nilai'), 'p.catatan', 'v.nama as divalidasi_oleh', waktu('p.validated_at').as('validated_at'),
      sql<string | null>`case when p.status = 'dikembalikan' then (select r.catatan from uaps.riwayat r where r.jenis = 'penilaian' and r.id_item = p.id_penilaian
        and r.aksi = 'batal' order by r.id_riwayat desc limit 1) end`.as('alasan_dikembalikan'),
      sql<{ id_komponen_penilaian: number; nilai: number }[]>`coalesce((select json_agg(json_build_object('id_komponen_penilaian', pd.id_komponen_penilaian, 'nilai', pd.nilai::float8) order by pd.id_komponen_penilaian)
        from uaps.penilaian_detail pd where pd.id_penilaian = p.id_penilaian), '[]'::json)`.as('detail')]);
}

/** GET penilaian[-v2]/{peran}/{id}: the components of the version with weights, and the lecturer's own sheet. */
export async function formPenilaian(db: Db, user: TokenClaims, peran: Peran, versi: 1 | 2, id: number) {
  const idSidang = await sidangDari(db, peran, id);
  const { row, id_dosen } = await panelMember(db, user, idSidang, peran);
  const sheet = await sheetQuery(db).where('p.id_sidang_tugas_akhir', '=', idSidang).where('p.id_dosen', '=', id_dosen).where('p.peran', '=', peran).executeTakeFirst();
  return { id_sidang_tugas_akhir: idSidang, versi_sidang: row.versi_penilaian, nim: row.nim, nama_mahasiswa: row.nama_mahasiswa, judul: row.judul, komponen: await komponen(db, versi, peran), penilaian: sheet ?? null };
}

/** GET .../{id}/periksa: every sheet of the panel for the defence (a panel member checks the others). */
export async function periksaPenilaian(db: Db, user: TokenClaims, peran: Peran, id: number) {
  const idSidang = await sidangDari(db, peran, id);
  await sidangFor(db, user, idSidang);
  return { data: await sheetQuery(db).where('p.id_sidang_tugas_akhir', '=', idSidang).orderBy('p.peran').orderBy('p.id_dosen').execute() };
}

async function checkedItems(db: Db, versi: 1 | 2, peran: Peran, nilai: { id_komponen_penilaian: number; nilai: number }[]) {
  const comps = await komponen(db, versi, peran);
  const given = new Map(nilai.map((n) => [n.id_komponen_penilaian, n.nilai]));
  if (given.size !== nilai.length || comps.length !== given.size || comps.some((c) => !given.has(c.id_komponen_penilaian))) {
    throw httpError(400, tu('galat.komponen_tidak_lengkap', { daftar: comps.map((c) => c.nama).join(', ') }), { nilai: [tu('galat.komponen_tidak_lengkap', { daftar: comps.map((c) => c.nama).join(', ') })] });
  }
  return comps.map((c) => ({ id_komponen_penilaian: c.id_komponen_penilaian, nilai: given.get(c.id_komponen_penilaian)!, bobot: c.bobot }));
}

/**
 * POST (new) or PATCH (change, or `perbaikan` after staff cancelled it) a score sheet: one value
 * 0-100 per component of the defence's version for the role; the sheet's score is their weighted mean.
 */
export async function simpanPenilaian(db: Db, user: TokenClaims, peran: Peran, mode: 'baru' | 'ubah' | 'perbaikan', id: number, body: { versi: 1 | 2; nilai: { id_komponen_penilaian: number; nilai: number }[]; catatan?: string }) {
  const idSidang = await sidangDari(db, peran, id);
  const { row, id_dosen } = await panelMember(db, user, idSidang, peran);
  if (body.versi !== row.versi_penilaian) throw httpError(400, tu('galat.versi_tidak_sesuai', { versi: row.versi_penilaian }), { versi: [tu('galat.versi_tidak_sesuai', { versi: row.versi_penilaian })] });
  const items = await checkedItems(db, body.versi, peran, body.nilai);
  const nilai = nilaiTertimbang(items);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.withSchema('uaps').selectFrom('penilaian').select(['id_penilaian', 'status'])
      .where('id_sidang_tugas_akhir', '=', idSidang).where('id_dosen', '=', id_dosen).where('peran', '=', peran).forUpdate().executeTakeFirst();
    let idPenilaian: number;
    if (mode === 'baru') {
      if (existing) throw httpError(409, tu('galat.penilaian_sudah_ada'));
      const ins = await trx.withSchema('uaps').insertInto('penilaian').values({ id_sidang_tugas_akhir: idSidang, id_dosen, peran, versi: body.versi, nilai, catatan: body.catatan?.trim() ?? '' })
        .returning('id_penilaian').executeTakeFirstOrThrow();
      idPenilaian = ins.id_penilaian;
      await recordEvent(trx, 'penilaian', idPenilaian, 'isi', 'diajukan', user.id_user, String(nilai));
    } else {
      if (!existing) throw httpError(404, tu('galat.penilaian_tidak_ditemukan'));
      idPenilaian = existing.id_penilaian;
      if (mode === 'perbaikan') await transition(trx, PENILAIAN, idPenilaian, 'perbaikan', { party: 'pemilik', id_user: user.id_user });
      else if (existing.status !== 'diajukan') {
        throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.ubah'), item: tu('item.penilaian'), status: tu(`status.${existing.status}`) }));
      }
      await trx.withSchema('uaps').updateTable('penilaian').set({ nilai, versi: body.versi, catatan: body.catatan?.trim() ?? '', updated_at: sql`now()` })
        .where('id_penilaian', '=', idPenilaian).where('status', '=', 'diajukan').execute();
      await trx.withSchema('uaps').deleteFrom('penilaian_detail').where('id_penilaian', '=', idPenilaian).execute();
      await recordEvent(trx, 'penilaian', idPenilaian, 'ubah', 'diajukan', user.id_user, String(nilai));
    }
    await trx.withSchema('uaps').insertInto('penilaian_detail').values(items.map((i) => ({ id_penilaian: idPenilaian, id_komponen_penilaian: i.id_komponen_penilaian, nilai: i.nilai }))).execute();
    return { id_penilaian: idPenilaian, nilai };
  });
}

/** POST validasi/penilaian-sidang/{peran}[/batal]: staff validate a sheet, or cancel it back to the lecturer. */
export async function validasiPenilaian(db: Db, user: TokenClaims, peran: Peran, aksi: 'validasi' | 'batal', idPenilaian: number, catatan?: string) {
  // Checked before anything is read: a cancellation without a reason changes nothing.
  const alasan = aksi === 'batal' ? catatanKeputusan(true, catatan, 'galat.alasan_batal_nilai_wajib') : null;
  const sheet = await db.withSchema('uaps').selectFrom('penilaian as p').select(['p.id_sidang_tugas_akhir', 'p.peran',
    sql<boolean>`exists (select 1 from master_data.dosen d where d.id_dosen = p.id_dosen and d.id_user = ${user.id_user})`.as('milik_sendiri')])
    .where('p.id_penilaian', '=', idPenilaian).executeTakeFirst();
  if (!sheet || sheet.peran !== peran) throw httpError(404, tu('galat.penilaian_tidak_ditemukan'));
  const { row, party } = await sidangFor(db, user, sheet.id_sidang_tugas_akhir);
  if (party !== 'validator') throw httpError(403, tu('galat.bukan_milik_anda'));
  // A head of programme validates as programme staff, but never the sheet they filled in as a lecturer.
  if (sheet.milik_sendiri) throw httpError(403, tu('galat.validasi_nilai_sendiri'));
  if (row.hasil) throw httpError(409, tu('galat.sidang_sudah_final'));
  return transition(db, PENILAIAN, idPenilaian, aksi, { party, id_user: user.id_user }, {
    catatan: alasan,
    set: aksi === 'validasi' ? { validated_by: user.id_user, validated_at: sql`now()` } : { validated_by: null, validated_at: null },
  });
}

/** The letter grade of a score in the programme's grade scale valid today. */
/** The letter of a score on the programme's grade scale in force today (finalisation and the demo seed). */
export async function hurufNilai(db: Db, idProdi: number, nilai: number): Promise<string | null> {
  const row = await sql<{ nilai_huruf: string }>`select nilai_huruf from master_data.skala_nilai
    where id_prodi = ${idProdi} and berlaku_mulai = (select max(berlaku_mulai) from master_data.skala_nilai where id_prodi = ${idProdi} and berlaku_mulai <= current_date)
      and batas_bawah <= ${nilai} order by batas_bawah desc limit 1`.execute(db);
  return row.rows[0]?.nilai_huruf ?? null;
}

/** Outcome of a defence and the stage the project moves to. */
const TAHAP_SETELAH: Record<string, string> = { lulus: 'selesai', lulus_perbaikan: 'perbaikan', mengulang: 'bimbingan', tidak_lulus: 'gagal' };

/**
 * POST validasi/penilaian-sidang: staff close the defence. Every panel member must have a
 * validated sheet; the final grade is the mean of the validated sheets' weighted scores (sheets
 * not validated never count), with its letter from the programme's scale. The project moves on
 * according to the result.
 */
export async function finalisasiSidang(db: Db, user: TokenClaims, body: { id_sidang_tugas_akhir: number; hasil: 'lulus' | 'lulus_perbaikan' | 'mengulang' | 'tidak_lulus' }) {
  const { row, party } = await sidangFor(db, user, body.id_sidang_tugas_akhir);
  if (party !== 'validator') throw httpError(403, tu('galat.bukan_milik_anda'));
  if (row.status !== 'divalidasi' || !row.tanggal) throw httpError(409, tu('galat.sidang_belum_dinilai'));
  const panel = await panelOf(db, row.id_sidang_tugas_akhir);
  const sheets = await db.withSchema('uaps').selectFrom('penilaian').select(['id_dosen', 'peran', 'status', sql<number>`nilai::float8`.as('nilai')]).where('id_sidang_tugas_akhir', '=', row.id_sidang_tugas_akhir).execute();
  const missing = panel.filter((p) => !sheets.some((s) => s.id_dosen === p.id_dosen && s.peran === p.peran && s.status === 'divalidasi'));
  if (missing.length) throw httpError(409, tu('galat.penilaian_belum_lengkap', { daftar: daftarDalamKalimat(missing.map((m) => m.nama_dosen)) }));
  const valid = sheets.filter((s) => s.status === 'divalidasi');
  const nilai = Math.round((valid.reduce((s, v) => s + v.nilai, 0) / valid.length) * 100) / 100;
  const huruf = await hurufNilai(db, row.id_prodi, nilai);
  await db.transaction().execute(async (trx) => {
    const res = await trx.withSchema('uaps').updateTable('sidang').set({ nilai_akhir: nilai, nilai_huruf: huruf, hasil: body.hasil, hasil_at: sql`now()`, updated_at: sql`now()` })
      .where('id_sidang_tugas_akhir', '=', row.id_sidang_tugas_akhir).where('hasil', 'is', null).executeTakeFirst();
    if (!res.numUpdatedRows) throw httpError(409, tu('galat.sidang_sudah_final'));
    const tahap = TAHAP_SETELAH[body.hasil];
    await trx.withSchema('uaps').updateTable('tugas_akhir').set({
      status: tahap, ...(body.hasil === 'lulus' || body.hasil === 'lulus_perbaikan' ? { nilai_akhir: nilai, nilai_huruf: huruf } : {}),
    }).where('id_tugas_akhir', '=', row.id_tugas_akhir).execute();
    // A repeated defence needs fresh approvals from the supervisors.
    if (body.hasil === 'mengulang') await trx.withSchema('uaps').updateTable('pembimbing').set({ persetujuan_sidang_at: null }).where('id_tugas_akhir', '=', row.id_tugas_akhir).execute();
    await recordEvent(trx, 'sidang', row.id_sidang_tugas_akhir, 'hasil', 'divalidasi', user.id_user, `${tu(`hasil.${body.hasil}`)}: ${formatNilai(nilai)} (${huruf ?? '-'})`);
    await recordEvent(trx, 'tugas_akhir', row.id_tugas_akhir, 'hasil_sidang', tahap, user.id_user, `${tu(`hasil.${body.hasil}`)}: ${formatNilai(nilai)} (${huruf ?? '-'})`);
  });
  return { nilai_akhir: nilai, nilai_huruf: huruf, hasil: body.hasil };
}

/** GET penilaian-sidang / penilaian/sidang/dt: scheduled defences of the staff member's programmes with their sheet counts. */
export async function listPenilaianSidang(db: Db, user: TokenClaims, q: { selesai?: number; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  let query = db.withSchema('uaps').selectFrom('sidang as s').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa').leftJoin('master_data.ruang as r', 'r.id_ruang', 's.id_ruang')
    .select(['s.id_sidang_tugas_akhir', 's.id_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'ta.judul', sql<string>`to_char(s.tanggal, 'YYYY-MM-DD')`.as('tanggal'), 'r.nama_ruang',
      sql<number>`(select count(*)::int from uaps.penilaian p where p.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir)`.as('jumlah_penilaian'),
      sql<number>`(select count(*)::int from uaps.penilaian p where p.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and p.status = 'divalidasi')`.as('jumlah_divalidasi'),
      sql<number>`((select count(*) from uaps.pembimbing pb where pb.id_tugas_akhir = s.id_tugas_akhir and pb.aktif) + (select count(*) from uaps.sidang_penguji sp where sp.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir))::int`.as('jumlah_panel'),
      sql<number | null>`s.nilai_akhir::float8`.as('nilai_akhir'), 's.nilai_huruf', 's.hasil'])
    .where('s.id_prodi', 'in', akses.length ? akses : [-1]).where('s.status', '=', 'divalidasi').where('s.tanggal', 'is not', null);
  if (q.selesai === 1) query = query.where('s.hasil', 'is not', null);
  if (q.selesai === 0) query = query.where('s.hasil', 'is', null);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  return { ...(await paged(query.orderBy('s.tanggal', 'desc').orderBy('s.id_sidang_tugas_akhir', 'desc'), q, PAGE_SIZE.DEFENCE_REQUESTS)), akses_prodi: akses };
}
