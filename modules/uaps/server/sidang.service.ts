import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, tanggal, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { assertBukanLampau, pengujiUnik } from './jadwal';
import { BERKAS_DITERIMA } from './proposal.service';
import { historyOf, recordEvent, requireState, transition } from './workflow/engine';
import { SIDANG } from './workflow/kinds';
import { actionsFrom, type Party } from './workflow/machine';

type Db = Kysely<any>;

/** Who looks at a defence: its student, programme staff, or a member of its panel (read only). */
export type SidangViewer = Party | 'panel';

function sidangQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('sidang as s')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 's.id_prodi')
    .leftJoin('master_data.ruang as r', 'r.id_ruang', 's.id_ruang')
    .select([
      's.id_sidang_tugas_akhir', 's.id_tugas_akhir', 'ta.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 's.id_prodi', 'pr.nama_prodi', 'ta.judul', 's.status', 's.catatan_validasi',
      waktu('s.diajukan_at').as('diajukan_at'), tanggal('s.tanggal').as('tanggal'), sql<string | null>`to_char(s.jam_mulai, 'HH24:MI')`.as('jam_mulai'),
      sql<string | null>`to_char(s.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 's.id_ruang', 'r.nama_ruang', sql<number>`s.versi_penilaian::int`.as('versi_penilaian'),
      sql<number | null>`s.nilai_akhir::float8`.as('nilai_akhir'), 's.nilai_huruf', 's.hasil', waktu('s.updated_at').as('updated_at'),
    ]);
}

async function loadSidang(db: Db, id: number) {
  const row = await sidangQuery(db).where('s.id_sidang_tugas_akhir', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.sidang_tidak_ditemukan'));
  return row;
}

/** The panel of a defence: the project's active supervisors and the scheduled examiners. */
export function panelOf(db: Db, idSidang: number) {
  return sql<{ id_dosen: number; nama_dosen: string; peran: 'pembimbing' | 'penguji'; keterangan: string }>`
    select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, 'pembimbing' as peran, pb.peran as keterangan
      from uaps.sidang s join uaps.pembimbing pb on pb.id_tugas_akhir = s.id_tugas_akhir and pb.aktif join master_data.dosen d on d.id_dosen = pb.id_dosen
      where s.id_sidang_tugas_akhir = ${idSidang}
    union all
    select d.id_dosen, ${namaLengkapDosenSql('d')}, 'penguji', 'penguji ' || sp.urutan
      from uaps.sidang_penguji sp join master_data.dosen d on d.id_dosen = sp.id_dosen where sp.id_sidang_tugas_akhir = ${idSidang}
    order by 3, 4`.execute(db).then((r) => r.rows);
}

/** Loads a defence for `user` with their party; 403 for anyone outside student, staff with access and panel. */
export async function sidangFor(db: Db, user: TokenClaims, id: number): Promise<{ row: Awaited<ReturnType<typeof loadSidang>>; party: SidangViewer }> {
  const row = await loadSidang(db, id);
  if (user.id_group_user === 'mhs00') {
    if ((await mahasiswaOf(db, user)).id_mahasiswa !== row.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda'));
    return { row, party: 'pemilik' };
  }
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, party: 'validator' };
  }
  if (user.id_group_user === 'dsn00') {
    const { id_dosen } = await dosenOf(db, user);
    if ((await panelOf(db, id)).some((p) => p.id_dosen === id_dosen)) return { row, party: 'panel' };
  }
  throw httpError(403, tu('galat.bukan_milik_anda'));
}

/** Requirement files of the defence stage. */
export function syaratSidang(db: Db) {
  return db.withSchema('master_data').selectFrom('syarat_berkas_ta')
    .select(['id_syarat_berkas_ta', 'kode', 'nama', 'wajib', 'ukuran_maks_kb']).where('tahap', '=', 'sidang').orderBy('urutan').execute();
}

export function berkasSidang(db: Db, id: number) {
  return db.withSchema('uaps').selectFrom('sidang_syarat as b')
    .innerJoin('master_data.syarat_berkas_ta as s', 's.id_syarat_berkas_ta', 'b.id_syarat_berkas_ta')
    .select(['b.id_sidang_tugas_akhir_syarat', 'b.id_sidang_tugas_akhir', 'b.id_syarat_berkas_ta', 's.nama as nama_syarat', 'b.nama_berkas', 'b.ukuran', waktu('b.diunggah_at').as('diunggah_at')])
    .where('b.id_sidang_tugas_akhir', '=', id).orderBy('s.urutan').execute();
}

/** A defence with files, panel, history and the actions the viewer may take now. */
export async function detailSidang(db: Db, user: TokenClaims, id: number) {
  const { row, party } = await sidangFor(db, user, id);
  return {
    ...row, berkas: await berkasSidang(db, id), panel: await panelOf(db, id), riwayat: await historyOf(db, 'sidang', id),
    aksi: party === 'panel' ? [] : actionsFrom(SIDANG.machine, row.status, party),
  };
}

/**
 * Why the student may not register for a defence now (the refusal of POST pengajuan-sidang/draft), or
 * null with their project when they may: the project is in supervision, every active supervisor has
 * approved the defence, and no defence of it is running.
 */
async function halanganDaftar(db: Db, idMahasiswa: number): Promise<{ alasan: string; ta?: undefined } | { alasan: null; ta: { id_tugas_akhir: number; id_prodi: number } }> {
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select(['id_tugas_akhir', 'id_prodi', 'status']).where('id_mahasiswa', '=', idMahasiswa).executeTakeFirst();
  if (!ta) return { alasan: tu('galat.tugas_akhir_belum_ada') };
  if (!['bimbingan', 'perpanjangan'].includes(ta.status)) return { alasan: tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }) };
  const sup = await db.withSchema('uaps').selectFrom('pembimbing').select(['persetujuan_sidang_at']).where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('aktif', '=', true).execute();
  if (!sup.length || sup.some((s) => !s.persetujuan_sidang_at)) return { alasan: tu('galat.belum_disetujui_semua') };
  const running = await db.withSchema('uaps').selectFrom('sidang').select('id_sidang_tugas_akhir').where('id_tugas_akhir', '=', ta.id_tugas_akhir)
    .where((eb) => eb.or([eb('status', 'in', ['draft', 'diajukan', 'dikembalikan', 'revisi']), eb.and([eb('status', '=', 'divalidasi'), eb('hasil', 'is', null)])])).executeTakeFirst();
  if (running) return { alasan: tu('galat.sidang_berjalan') };
  return { alasan: null, ta: { id_tugas_akhir: ta.id_tugas_akhir, id_prodi: ta.id_prodi } };
}

/** The student's latest defence (or null) and whether a new one may be registered now, with why not. */
export async function sidangSaya(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const last = await db.withSchema('uaps').selectFrom('sidang as s').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .select('s.id_sidang_tugas_akhir').where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).orderBy('s.id_sidang_tugas_akhir', 'desc').executeTakeFirst();
  const { alasan } = await halanganDaftar(db, mhs.id_mahasiswa);
  return { sidang: last ? await detailSidang(db, user, last.id_sidang_tugas_akhir) : null, dapat_daftar: alasan === null, alasan_tidak_dapat_daftar: alasan };
}

/**
 * POST pengajuan-sidang/draft: a defence draft for the student's project, once it is in supervision
 * and every active supervisor has approved the defence; otherwise 409 with the reason.
 */
export async function buatDraftSidang(db: Db, user: TokenClaims): Promise<number> {
  const mhs = await mahasiswaOf(db, user);
  const { alasan, ta } = await halanganDaftar(db, mhs.id_mahasiswa);
  if (alasan !== null) throw httpError(409, alasan);
  return db.transaction().execute(async (trx) => {
    const row = await trx.withSchema('uaps').insertInto('sidang').values({ id_tugas_akhir: ta.id_tugas_akhir, id_prodi: ta.id_prodi }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
    await recordEvent(trx, 'sidang', row.id_sidang_tugas_akhir, 'buat', 'draft', user.id_user);
    return row.id_sidang_tugas_akhir as number;
  });
}

/** Uploads (or replaces) one defence requirement file while the defence is in `state` (draft or revisi). */
export async function unggahBerkasSidang(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, state: 'draft' | 'revisi', q: { id_sidang_tugas_akhir: number; id_syarat_berkas_ta: number }) {
  const { party } = await sidangFor(db, user, q.id_sidang_tugas_akhir);
  if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
  await requireState(db, SIDANG, q.id_sidang_tugas_akhir, [state], 'unggah_berkas');
  const syarat = (await syaratSidang(db)).find((s) => s.id_syarat_berkas_ta === q.id_syarat_berkas_ta);
  if (!syarat) throw httpError(400, tu('galat.syarat_tidak_dikenal_sidang'), { id_syarat_berkas_ta: [tu('galat.syarat_tidak_dikenal_sidang')] });
  const saved = await files.saveUpload(request, { allowed: BERKAS_DITERIMA, maxBytes: syarat.ukuran_maks_kb * 1024, id_user: user.id_user });
  const old = await db.transaction().execute(async (trx) => {
    await requireState(trx, SIDANG, q.id_sidang_tugas_akhir, [state], 'unggah_berkas');
    const previous = await trx.withSchema('uaps').selectFrom('sidang_syarat').select('id_berkas')
      .where('id_sidang_tugas_akhir', '=', q.id_sidang_tugas_akhir).where('id_syarat_berkas_ta', '=', q.id_syarat_berkas_ta).executeTakeFirst();
    await trx.withSchema('uaps').insertInto('sidang_syarat').values({
      id_sidang_tugas_akhir: q.id_sidang_tugas_akhir, id_syarat_berkas_ta: q.id_syarat_berkas_ta, id_berkas: saved.id, nama_berkas: saved.nama, ukuran: saved.ukuran,
    }).onConflict((oc) => oc.columns(['id_sidang_tugas_akhir', 'id_syarat_berkas_ta']).doUpdateSet({ id_berkas: saved.id, nama_berkas: saved.nama, ukuran: saved.ukuran, diunggah_at: sql`now()` })).execute();
    await recordEvent(trx, 'sidang', q.id_sidang_tugas_akhir, 'unggah_berkas', state, user.id_user, `${syarat.nama}: ${saved.nama}`);
    return previous?.id_berkas as string | undefined;
  }).catch(async (error) => {
    await files.remove(saved.id);
    throw error;
  });
  if (old) await files.remove(old);
}

/** Submits the defence draft or revision once every required file is there. */
export async function ajukanSidang(db: Db, user: TokenClaims, id: number, action: 'mengajukan' | 'ajukan_perbaikan') {
  const { party } = await sidangFor(db, user, id);
  if (party === 'panel') throw httpError(403, tu('galat.bukan_milik_anda'));
  const have = new Set((await berkasSidang(db, id)).map((b) => b.id_syarat_berkas_ta));
  const missing = (await syaratSidang(db)).filter((s) => s.wajib && !have.has(s.id_syarat_berkas_ta));
  if (missing.length) throw httpError(400, tu('galat.syarat_belum_lengkap', { daftar: missing.map((s) => s.nama).join(', ') }));
  return transition(db, SIDANG, id, action, { party, id_user: user.id_user }, { set: { diajukan_at: sql`now()` } });
}

/** Owner transitions of a defence submission: batal (draft or revisi) and perbaikan (dikembalikan -> revisi). */
export async function aksiPemilikSidang(db: Db, user: TokenClaims, id: number, action: 'batal' | 'perbaikan') {
  const { party } = await sidangFor(db, user, id);
  if (party === 'panel') throw httpError(403, tu('galat.bukan_milik_anda'));
  return transition(db, SIDANG, id, action, { party, id_user: user.id_user });
}

/** POST validasi/pengajuan-sidang: staff validate (the project enters the defence stage) or return a submitted defence. */
export async function validasiSidang(db: Db, user: TokenClaims, body: { id_sidang_tugas_akhir: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await sidangFor(db, user, body.id_sidang_tugas_akhir);
  if (party === 'panel') throw httpError(403, tu('galat.bukan_milik_anda'));
  const catatan = catatanKeputusan(body.aksi === 'kembalikan', body.catatan);
  return db.transaction().execute(async (trx) => {
    const result = await transition(trx, SIDANG, row.id_sidang_tugas_akhir, body.aksi, { party, id_user: user.id_user }, { catatan, set: { catatan_validasi: catatan } });
    if (body.aksi === 'validasi') {
      await trx.withSchema('uaps').updateTable('tugas_akhir').set({ status: 'sidang' }).where('id_tugas_akhir', '=', row.id_tugas_akhir).execute();
      await recordEvent(trx, 'tugas_akhir', row.id_tugas_akhir, 'sidang_divalidasi', 'sidang', user.id_user);
    }
    return result;
  });
}

/** GET sidang/dt: defences of the staff member's programmes, 8 per page; submitted ones first. */
export async function listSidangDt(db: Db, user: TokenClaims, q: { status?: string; terjadwal?: number; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  let query = sidangQuery(db).where('s.id_prodi', 'in', akses.length ? akses : [-1]);
  query = q.status ? query.where('s.status', '=', q.status) : query.where('s.status', '<>', 'draft');
  if (q.terjadwal === 1) query = query.where('s.tanggal', 'is not', null);
  if (q.terjadwal === 0) query = query.where('s.tanggal', 'is', null);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  const page = await paged(query.orderBy(sql`case s.status when 'diajukan' then 0 else 1 end`).orderBy('s.updated_at', 'desc').orderBy('s.id_sidang_tugas_akhir', 'desc'), q, PAGE_SIZE.DEFENCE_REQUESTS);
  return { ...page, akses_prodi: akses };
}

/**
 * POST/PATCH sidang/penjadwalan: staff set (or move) the date, time, room and examiners of a
 * validated defence. Refused when the room, an examiner or a supervisor already sits in another
 * defence or a proposal examination at an overlapping time; the rows of the room and the lecturers are locked first so two
 * schedulings at once cannot both take the same slot.
 */
export async function jadwalkanSidang(db: Db, user: TokenClaims, mode: 'baru' | 'ubah', body: { id_sidang_tugas_akhir: number; tanggal: string; jam_mulai: string; jam_selesai: string; id_ruang: number; penguji: number[]; versi_penilaian?: 1 | 2 }) {
  const { row, party } = await sidangFor(db, user, body.id_sidang_tugas_akhir);
  if (party !== 'validator') throw httpError(403, tu('galat.bukan_milik_anda'));
  if (row.status !== 'divalidasi' || row.hasil) throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.jadwalkan'), item: tu('item.sidang'), status: tu(`status.${row.hasil ? 'selesai' : row.status}`) }));
  if (mode === 'baru' && row.tanggal) throw httpError(409, tu('galat.sudah_dijadwalkan'));
  if (mode === 'ubah' && !row.tanggal) throw httpError(409, tu('galat.belum_dijadwalkan'));
  if (body.jam_selesai <= body.jam_mulai) throw httpError(400, tu('galat.jam_tidak_urut'), { jam_selesai: [tu('galat.jam_tidak_urut')] });
  // The same rule as the proposal examination: a defence is scheduled from today on.
  await assertBukanLampau(db, body.tanggal);
  const penguji = pengujiUnik(body.penguji);
  const pembimbing = (await db.withSchema('uaps').selectFrom('pembimbing').select('id_dosen').where('id_tugas_akhir', '=', row.id_tugas_akhir).where('aktif', '=', true).execute()).map((p) => p.id_dosen as number);
  if (penguji.some((p) => pembimbing.includes(p))) throw httpError(400, tu('galat.penguji_pembimbing'), { penguji: [tu('galat.penguji_pembimbing')] });
  return db.transaction().execute(async (trx) => {
    const ruang = await trx.withSchema('master_data').selectFrom('ruang').select(['id_ruang', 'nama_ruang', 'aktif']).where('id_ruang', '=', body.id_ruang).forUpdate().executeTakeFirst();
    if (!ruang) throw httpError(400, tu('galat.ruang_tidak_dikenal'), { id_ruang: [tu('galat.ruang_tidak_dikenal')] });
    if (!ruang.aktif) throw httpError(400, tu('galat.ruang_tidak_aktif', { ruang: ruang.nama_ruang }), { id_ruang: [tu('galat.ruang_tidak_aktif', { ruang: ruang.nama_ruang })] });
    const panel = [...pembimbing, ...penguji];
    const dosen = await trx.withSchema('master_data').selectFrom('dosen').select(['id_dosen', 'aktif']).where('id_dosen', 'in', panel).orderBy('id_dosen').forUpdate().execute();
    if (dosen.length !== panel.length || dosen.some((d) => !d.aktif)) throw httpError(400, tu('galat.dosen_tidak_dikenal'), { penguji: [tu('galat.dosen_tidak_dikenal')] });
    const overlap = sql<boolean>`o.tanggal = ${body.tanggal}::date and o.jam_mulai < ${body.jam_selesai}::time and o.jam_selesai > ${body.jam_mulai}::time
      and o.id_sidang_tugas_akhir <> ${row.id_sidang_tugas_akhir} and o.status = 'divalidasi'`;
    const roomClash = await sql<{ nim: string }>`select m.nim from uaps.sidang o join uaps.tugas_akhir ta on ta.id_tugas_akhir = o.id_tugas_akhir join master_data.mahasiswa m on m.id_mahasiswa = ta.id_mahasiswa
      where ${overlap} and o.id_ruang = ${body.id_ruang} limit 1`.execute(trx);
    if (roomClash.rows[0]) throw httpError(409, tu('galat.ruang_bentrok', { ruang: ruang.nama_ruang, nim: roomClash.rows[0].nim }));
    const people = await sql<{ nama: string }>`select ${namaLengkapDosenSql('d')} as nama from uaps.sidang o
      left join uaps.sidang_penguji sp on sp.id_sidang_tugas_akhir = o.id_sidang_tugas_akhir
      left join uaps.pembimbing pb on pb.id_tugas_akhir = o.id_tugas_akhir and pb.aktif
      join master_data.dosen d on d.id_dosen in (sp.id_dosen, pb.id_dosen)
      where ${overlap} and d.id_dosen in (${sql.join(panel)}) limit 1`.execute(trx);
    if (people.rows[0]) throw httpError(409, tu('galat.dosen_bentrok', { nama: people.rows[0].nama }));
    // Proposal examinations (sidang pra-UAPS) take rooms and lecturers too.
    const ujian = sql<boolean>`u.tanggal = ${body.tanggal}::date and u.jam_mulai < ${body.jam_selesai}::time and u.jam_selesai > ${body.jam_mulai}::time`;
    const examRoom = await sql<{ nim: string }>`select m.nim from uaps.ujian_proposal u join uaps.proposal p on p.id_proposal_tugas_akhir = u.id_proposal_tugas_akhir
      join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa where ${ujian} and u.id_ruang = ${body.id_ruang} limit 1`.execute(trx);
    if (examRoom.rows[0]) throw httpError(409, tu('galat.ruang_bentrok', { ruang: ruang.nama_ruang, nim: examRoom.rows[0].nim }));
    const examPeople = await sql<{ nama: string }>`select ${namaLengkapDosenSql('d')} as nama from uaps.ujian_proposal u
      join uaps.ujian_proposal_penguji up on up.id_ujian_proposal = u.id_ujian_proposal join master_data.dosen d on d.id_dosen = up.id_dosen
      where ${ujian} and d.id_dosen in (${sql.join(panel)}) limit 1`.execute(trx);
    if (examPeople.rows[0]) throw httpError(409, tu('galat.dosen_bentrok', { nama: examPeople.rows[0].nama }));
    await trx.withSchema('uaps').updateTable('sidang').set({
      tanggal: body.tanggal, jam_mulai: body.jam_mulai, jam_selesai: body.jam_selesai, id_ruang: body.id_ruang, dijadwalkan_oleh: user.id_user,
      ...(body.versi_penilaian ? { versi_penilaian: body.versi_penilaian } : {}), updated_at: sql`now()`,
    }).where('id_sidang_tugas_akhir', '=', row.id_sidang_tugas_akhir).where('status', '=', 'divalidasi').where('hasil', 'is', null).execute();
    await trx.withSchema('uaps').deleteFrom('sidang_penguji').where('id_sidang_tugas_akhir', '=', row.id_sidang_tugas_akhir).execute();
    await trx.withSchema('uaps').insertInto('sidang_penguji').values(penguji.map((id_dosen, i) => ({ id_sidang_tugas_akhir: row.id_sidang_tugas_akhir, id_dosen, urutan: i + 1 }))).execute();
    await recordEvent(trx, 'sidang', row.id_sidang_tugas_akhir, mode === 'baru' ? 'jadwalkan' : 'ubah_jadwal', 'divalidasi', user.id_user, `${body.tanggal} ${body.jam_mulai}-${body.jam_selesai}, ${ruang.nama_ruang}`);
  });
}

/** GET sidang/penguji: the lecturer's defences as examiner or supervisor, upcoming first. */
export async function jadwalSidangDosen(db: Db, user: TokenClaims, q: { page?: number; per_page?: number }) {
  const { id_dosen } = await dosenOf(db, user);
  const query = sidangQuery(db).where('s.status', '=', 'divalidasi').where('s.tanggal', 'is not', null)
    .where((eb) => eb.or([
      eb.exists(eb.selectFrom('uaps.sidang_penguji as sp').select('sp.id_dosen').whereRef('sp.id_sidang_tugas_akhir', '=', 's.id_sidang_tugas_akhir').where('sp.id_dosen', '=', id_dosen)),
      eb.exists(eb.selectFrom('uaps.pembimbing as pb').select('pb.id_dosen').whereRef('pb.id_tugas_akhir', '=', 's.id_tugas_akhir').where('pb.aktif', '=', true).where('pb.id_dosen', '=', id_dosen)),
    ]))
    .select(sql<string>`case when exists (select 1 from uaps.sidang_penguji sp where sp.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and sp.id_dosen = ${id_dosen}) then 'penguji' else 'pembimbing' end`.as('peran_saya'));
  return paged(query.orderBy(sql`s.hasil is not null`).orderBy('s.tanggal').orderBy('s.jam_mulai').orderBy('s.id_sidang_tugas_akhir'), q, PAGE_SIZE.DEFENCE_REQUESTS);
}
