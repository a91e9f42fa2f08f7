import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { hariIniJakarta, namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, tanggal, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { assertBukanLampau, pengujiUnik } from './jadwal';
import { historyOf, recordEvent, requireState, transition } from './workflow/engine';
import { PROPOSAL, UJIAN_PROPOSAL } from './workflow/kinds';
import { actionsFrom, type UjianProposalAction } from './workflow/machine';

type Db = Kysely<any>;

/** Who looks at an examination: its student, an examiner of its panel, or programme staff (read only). */
export type UjianViewer = 'pemilik' | 'penguji' | 'staf';

/** States in which the examination is not over yet (the title may still change). */
const BERJALAN = ['dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan'] as const;
/** The revision may be a PDF or a Word document, at most 10 MB. */
const PERBAIKAN_DITERIMA = ['pdf', 'docx'] as const;
const PERBAIKAN_MAKS = 10 * 1024 * 1024;

const pengujiJson = (alias: string) => sql<{ id_dosen: number; nama_dosen: string; urutan: number }[]>`coalesce((
  select json_agg(json_build_object('id_dosen', d.id_dosen, 'nama_dosen', ${namaLengkapDosenSql('d')}, 'urutan', up.urutan) order by up.urutan)
  from uaps.ujian_proposal_penguji up join master_data.dosen d on d.id_dosen = up.id_dosen where up.id_ujian_proposal = ${sql.ref(`${alias}.id_ujian_proposal`)}), '[]'::json)`;

function ujianQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('ujian_proposal as u')
    .innerJoin('uaps.proposal as p', 'p.id_proposal_tugas_akhir', 'u.id_proposal_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'u.id_prodi')
    .innerJoin('master_data.ruang as r', 'r.id_ruang', 'u.id_ruang')
    .leftJoin('uaps.tugas_akhir as ta', 'ta.id_proposal_tugas_akhir', 'p.id_proposal_tugas_akhir')
    .leftJoin('master_data.dosen as h', 'h.id_dosen', 'u.hasil_oleh')
    .leftJoin('master_data.dosen as s', 's.id_dosen', 'u.disetujui_oleh')
    .select([
      'u.id_ujian_proposal', 'u.id_proposal_tugas_akhir', sql<number | null>`ta.id_tugas_akhir`.as('id_tugas_akhir'), 'p.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'u.id_prodi',
      'pr.nama_prodi', 'p.judul', 'u.status', tanggal('u.tanggal').as('tanggal'), sql<string>`to_char(u.jam_mulai, 'HH24:MI')`.as('jam_mulai'),
      sql<string>`to_char(u.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 'u.id_ruang', 'r.nama_ruang', 'u.hasil', 'u.catatan_hasil',
      sql<string | null>`case when h.id_dosen is null then null else ${namaLengkapDosenSql('h')} end`.as('hasil_oleh'), waktu('u.hasil_at').as('hasil_at'),
      'u.nama_berkas_perbaikan', 'u.catatan_perbaikan', waktu('u.perbaikan_diajukan_at').as('perbaikan_diajukan_at'),
      sql<string | null>`case when s.id_dosen is null then null else ${namaLengkapDosenSql('s')} end`.as('disetujui_oleh'), waktu('u.selesai_at').as('selesai_at'),
      waktu('u.updated_at').as('updated_at'), pengujiJson('u').as('penguji'),
    ]);
}

export type UjianRow = Awaited<ReturnType<ReturnType<typeof ujianQuery>['executeTakeFirstOrThrow']>>;

async function loadUjian(db: Db, id: number): Promise<UjianRow> {
  const row = await ujianQuery(db).where('u.id_ujian_proposal', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.ujian_proposal_tidak_ditemukan'));
  return row;
}

/** Loads an examination for `user`: its student, staff with the programme in akses_prodi, or an examiner of its panel; 403 for anyone else. */
export async function ujianFor(db: Db, user: TokenClaims, id: number): Promise<{ row: UjianRow; viewer: UjianViewer; id_dosen?: number }> {
  const row = await loadUjian(db, id);
  if (user.id_group_user === 'mhs00') {
    if ((await mahasiswaOf(db, user)).id_mahasiswa !== row.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda'));
    return { row, viewer: 'pemilik' };
  }
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, viewer: 'staf' };
  }
  if (user.id_group_user === 'dsn00') {
    const { id_dosen } = await dosenOf(db, user);
    if (row.penguji.some((p) => p.id_dosen === id_dosen)) return { row, viewer: 'penguji', id_dosen };
  }
  throw httpError(403, tu('galat.bukan_milik_anda'));
}

/** An examination with its history, the title changes and the actions the viewer may take now. */
export async function detailUjian(db: Db, user: TokenClaims, id: number) {
  const { row, viewer } = await ujianFor(db, user, id);
  const judul = await db.withSchema('uaps').selectFrom('proposal_judul as j').leftJoin('core.pengguna as us', 'us.id_user', 'j.id_user')
    .select(['j.judul_lama', 'j.judul_baru', 'j.alasan', 'us.nama as oleh', waktu('j.waktu').as('waktu')])
    .where('j.id_proposal_tugas_akhir', '=', row.id_proposal_tugas_akhir).orderBy('j.id_proposal_judul').execute();
  const party = viewer === 'pemilik' ? 'pemilik' : viewer === 'penguji' ? 'validator' : null;
  return { ...row, riwayat: await historyOf(db, 'ujian_proposal', id), riwayat_judul: judul, aksi: party ? actionsFrom(UJIAN_PROPOSAL.machine, row.status, party) : [] };
}

/** The student's latest examination, or null. */
export async function ujianSaya(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const last = await db.withSchema('uaps').selectFrom('ujian_proposal as u').innerJoin('uaps.proposal as p', 'p.id_proposal_tugas_akhir', 'u.id_proposal_tugas_akhir')
    .select('u.id_ujian_proposal').where('p.id_mahasiswa', '=', mhs.id_mahasiswa).orderBy('u.id_ujian_proposal', 'desc').executeTakeFirst();
  return { ujian: last ? await detailUjian(db, user, last.id_ujian_proposal) : null };
}

/** Stages of a final project that may still take its proposal examination (before the defence). */
const TAHAP_PERLU_UJIAN = ['proposal', 'bimbingan', 'perpanjangan'];

/**
 * GET proposal/penjadwalan: validated proposals of the staff member's programmes with their latest
 * examination. `terjadwal=0`: still to schedule (none yet, or the last one failed); `1`: scheduled.
 * A proposal without a running or passed examination is listed only while its final project is
 * still before the defence: a project at its defence or finished no longer needs one.
 */
export async function listPenjadwalan(db: Db, user: TokenClaims, q: { terjadwal?: number; id_prodi?: number; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  if (q.id_prodi) assertAkses(akses, q.id_prodi);
  let query = db.withSchema('uaps').selectFrom('proposal as p')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'p.id_prodi')
    .leftJoin('uaps.ujian_proposal as u', (j) => j.onRef('u.id_proposal_tugas_akhir', '=', 'p.id_proposal_tugas_akhir')
      .on(sql<boolean>`u.id_ujian_proposal = (select max(x.id_ujian_proposal) from uaps.ujian_proposal x where x.id_proposal_tugas_akhir = p.id_proposal_tugas_akhir)`))
    .leftJoin('master_data.ruang as r', 'r.id_ruang', 'u.id_ruang')
    .select([
      'p.id_proposal_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'p.id_prodi', 'pr.nama_prodi', 'p.judul', waktu('p.divalidasi_at').as('divalidasi_at'),
      sql<number | null>`u.id_ujian_proposal`.as('id_ujian_proposal'), sql<string | null>`u.status`.as('status_ujian'), tanggal('u.tanggal').as('tanggal'),
      sql<string | null>`to_char(u.jam_mulai, 'HH24:MI')`.as('jam_mulai'), sql<string | null>`to_char(u.jam_selesai, 'HH24:MI')`.as('jam_selesai'),
      sql<number | null>`u.id_ruang`.as('id_ruang'), sql<string | null>`r.nama_ruang`.as('nama_ruang'), pengujiJson('u').as('penguji'),
    ])
    .where('p.status', '=', 'divalidasi').where('p.id_prodi', 'in', akses.length ? akses : [-1])
    .where(sql<boolean>`((u.id_ujian_proposal is not null and u.status <> 'tidak_lulus') or not exists (select 1 from uaps.tugas_akhir ta
      where ta.id_proposal_tugas_akhir = p.id_proposal_tugas_akhir and ta.status not in (${sql.join(TAHAP_PERLU_UJIAN)})))`);
  if (q.id_prodi) query = query.where('p.id_prodi', '=', q.id_prodi);
  if (q.terjadwal === 0) query = query.where((eb) => eb.or([eb('u.id_ujian_proposal', 'is', null), eb('u.status', '=', 'tidak_lulus')]));
  if (q.terjadwal === 1) query = query.where('u.id_ujian_proposal', 'is not', null).where('u.status', '<>', 'tidak_lulus');
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!)), eb('p.judul', 'ilike', likePattern(q.cari!))]));
  const page = await paged(query.orderBy(sql`u.tanggal nulls first`).orderBy('p.divalidasi_at').orderBy('p.id_proposal_tugas_akhir'), q, PAGE_SIZE.TRIAL_SCHEDULE);
  return { ...page, akses_prodi: akses };
}

export interface JadwalBody { tanggal: string; jam_mulai: string; jam_selesai: string; id_ruang: number; penguji: number[] }

/**
 * Checks a slot against every examination and defence on that day: refuses (409) when the room or
 * any of the lecturers already sits in one at an overlapping time. The caller holds the row locks
 * of the room and the lecturers, in the same order as the defence scheduling, so two schedulers
 * at once cannot both take the slot and cannot deadlock each other.
 */
async function cekBentrok(trx: Transaction<any>, body: JadwalBody, namaRuang: string, kecuali: number | null) {
  const overlap = (a: string) => sql<boolean>`${sql.ref(`${a}.tanggal`)} = ${body.tanggal}::date and ${sql.ref(`${a}.jam_mulai`)} < ${body.jam_selesai}::time and ${sql.ref(`${a}.jam_selesai`)} > ${body.jam_mulai}::time`;
  const ujianLain = sql<boolean>`${overlap('o')} and o.id_ujian_proposal <> ${kecuali ?? -1}`;
  const sidangLain = sql<boolean>`${overlap('s')} and s.status = 'divalidasi'`;
  const ruang = await sql<{ nim: string }>`
    select m.nim from uaps.ujian_proposal o join uaps.proposal p on p.id_proposal_tugas_akhir = o.id_proposal_tugas_akhir join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa
      where ${ujianLain} and o.id_ruang = ${body.id_ruang}
    union all
    select m.nim from uaps.sidang s join uaps.tugas_akhir ta on ta.id_tugas_akhir = s.id_tugas_akhir join master_data.mahasiswa m on m.id_mahasiswa = ta.id_mahasiswa
      where ${sidangLain} and s.id_ruang = ${body.id_ruang}
    limit 1`.execute(trx);
  if (ruang.rows[0]) throw httpError(409, tu('galat.ruang_bentrok', { ruang: namaRuang, nim: ruang.rows[0].nim }));
  const dosen = await sql<{ nama: string }>`
    select ${namaLengkapDosenSql('d')} as nama from master_data.dosen d where d.id_dosen in (${sql.join(body.penguji)}) and (
      exists (select 1 from uaps.ujian_proposal o join uaps.ujian_proposal_penguji up on up.id_ujian_proposal = o.id_ujian_proposal where ${ujianLain} and up.id_dosen = d.id_dosen)
      or exists (select 1 from uaps.sidang s left join uaps.sidang_penguji sp on sp.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and sp.id_dosen = d.id_dosen
        left join uaps.pembimbing pb on pb.id_tugas_akhir = s.id_tugas_akhir and pb.aktif and pb.id_dosen = d.id_dosen
        where ${sidangLain} and (sp.id_dosen is not null or pb.id_dosen is not null)))
    order by d.id_dosen limit 1`.execute(trx);
  if (dosen.rows[0]) throw httpError(409, tu('galat.dosen_bentrok', { nama: dosen.rows[0].nama }));
}

/**
 * POST (new) / PATCH (move) proposal/penjadwalan: staff set the date, time, room and examiners of
 * the examination of a validated proposal. A new one needs no running or passed examination; a
 * move only while it is still `dijadwalkan`. Supervisors already assigned cannot examine.
 */
export async function jadwalkanUjian(db: Db, user: TokenClaims, mode: 'baru' | 'ubah', body: JadwalBody & { id_proposal_tugas_akhir?: number; id_ujian_proposal?: number }) {
  const akses = await aksesOf(db, user);
  let idProposal: number;
  if (mode === 'ubah') {
    if (!body.id_ujian_proposal) throw httpError(400, tu('galat.ujian_wajib'), { id_ujian_proposal: [tu('galat.ujian_wajib')] });
    const row = await loadUjian(db, body.id_ujian_proposal);
    assertAkses(akses, row.id_prodi);
    idProposal = row.id_proposal_tugas_akhir;
  } else {
    if (!body.id_proposal_tugas_akhir) throw httpError(400, tu('galat.proposal_wajib'), { id_proposal_tugas_akhir: [tu('galat.proposal_wajib')] });
    const p = await db.withSchema('uaps').selectFrom('proposal').select(['id_prodi']).where('id_proposal_tugas_akhir', '=', body.id_proposal_tugas_akhir).executeTakeFirst();
    if (!p) throw httpError(404, tu('item.proposal_tidak_ditemukan'));
    assertAkses(akses, p.id_prodi);
    idProposal = body.id_proposal_tugas_akhir;
  }
  if (body.jam_selesai <= body.jam_mulai) throw httpError(400, tu('galat.jam_tidak_urut'), { jam_selesai: [tu('galat.jam_tidak_urut')] });
  await assertBukanLampau(db, body.tanggal);
  const penguji = pengujiUnik(body.penguji);
  const pembimbing = (await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .select('pb.id_dosen').where('ta.id_proposal_tugas_akhir', '=', idProposal).where('pb.aktif', '=', true).execute()).map((p) => p.id_dosen as number);
  if (penguji.some((p) => pembimbing.includes(p))) throw httpError(400, tu('galat.penguji_pembimbing'), { penguji: [tu('galat.penguji_pembimbing')] });

  return db.transaction().execute(async (trx) => {
    // The proposal row lock serialises two schedulers of the same proposal; the state is re-read under it.
    const proposal = await trx.withSchema('uaps').selectFrom('proposal').select(['status', 'id_prodi']).where('id_proposal_tugas_akhir', '=', idProposal).forUpdate().executeTakeFirstOrThrow();
    const running = await trx.withSchema('uaps').selectFrom('ujian_proposal').select(['id_ujian_proposal', 'status'])
      .where('id_proposal_tugas_akhir', '=', idProposal).where('status', '<>', 'tidak_lulus').executeTakeFirst();
    if (mode === 'baru') {
      if (proposal.status !== 'divalidasi') {
        throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.jadwalkan'), item: tu('item.proposal'), status: tu(`status.${proposal.status}`) }));
      }
      if (running) throw httpError(409, tu('galat.ujian_sudah_ada', { status: tu(`status.${running.status}`) }));
    } else {
      await requireState(trx, UJIAN_PROPOSAL, body.id_ujian_proposal!, ['dijadwalkan'], 'ubah_jadwal');
    }
    const ruang = await trx.withSchema('master_data').selectFrom('ruang').select(['id_ruang', 'nama_ruang', 'aktif']).where('id_ruang', '=', body.id_ruang).forUpdate().executeTakeFirst();
    if (!ruang) throw httpError(400, tu('galat.ruang_tidak_dikenal'), { id_ruang: [tu('galat.ruang_tidak_dikenal')] });
    if (!ruang.aktif) throw httpError(400, tu('galat.ruang_tidak_aktif', { ruang: ruang.nama_ruang }), { id_ruang: [tu('galat.ruang_tidak_aktif', { ruang: ruang.nama_ruang })] });
    const dosen = await trx.withSchema('master_data').selectFrom('dosen').select(['id_dosen', 'aktif']).where('id_dosen', 'in', penguji).orderBy('id_dosen').forUpdate().execute();
    if (dosen.length !== penguji.length || dosen.some((d) => !d.aktif)) throw httpError(400, tu('galat.dosen_tidak_dikenal'), { penguji: [tu('galat.dosen_tidak_dikenal')] });
    const slot = { ...body, penguji };
    await cekBentrok(trx, slot, ruang.nama_ruang, mode === 'ubah' ? body.id_ujian_proposal! : null);
    const values = { tanggal: body.tanggal, jam_mulai: body.jam_mulai, jam_selesai: body.jam_selesai, id_ruang: body.id_ruang, dijadwalkan_oleh: user.id_user };
    let id: number;
    if (mode === 'baru') {
      const row = await trx.withSchema('uaps').insertInto('ujian_proposal').values({ ...values, id_proposal_tugas_akhir: idProposal, id_prodi: proposal.id_prodi })
        .returning('id_ujian_proposal').executeTakeFirstOrThrow();
      id = row.id_ujian_proposal as number;
    } else {
      id = body.id_ujian_proposal!;
      await trx.withSchema('uaps').updateTable('ujian_proposal').set({ ...values, updated_at: sql`now()` }).where('id_ujian_proposal', '=', id).execute();
      await trx.withSchema('uaps').deleteFrom('ujian_proposal_penguji').where('id_ujian_proposal', '=', id).execute();
    }
    await trx.withSchema('uaps').insertInto('ujian_proposal_penguji').values(penguji.map((id_dosen, i) => ({ id_ujian_proposal: id, id_dosen, urutan: i + 1 }))).execute();
    await recordEvent(trx, 'ujian_proposal', id, mode === 'baru' ? 'jadwalkan' : 'ubah_jadwal', 'dijadwalkan', user.id_user, `${body.tanggal} ${body.jam_mulai}-${body.jam_selesai}, ${ruang.nama_ruang}`);
    return id;
  });
}

/** The calling lecturer as an examiner of examination `id`; 403 for anyone else. */
async function sebagaiPenguji(db: Db, user: TokenClaims, id: number) {
  const found = await ujianFor(db, user, id);
  if (found.viewer !== 'penguji') throw httpError(403, tu('galat.bukan_penguji_ujian'));
  return { row: found.row, id_dosen: found.id_dosen! };
}

const HASIL_AKSI: Record<'lulus' | 'lulus_perbaikan' | 'tidak_lulus', UjianProposalAction> = { lulus: 'lulus', lulus_perbaikan: 'lulus_perbaikan', tidak_lulus: 'tidak_lulus' };

/**
 * PATCH proposal/status-pengujian: an examiner of the panel records the result, from the
 * examination day on. A result with revisions needs the revisions written down. Of two examiners
 * at once only the first is recorded; the second gets 409.
 */
export async function catatHasilUjian(db: Db, user: TokenClaims, body: { id_ujian_proposal: number; hasil: 'lulus' | 'lulus_perbaikan' | 'tidak_lulus'; catatan?: string }) {
  const { row, id_dosen } = await sebagaiPenguji(db, user, body.id_ujian_proposal);
  const catatan = catatanKeputusan(body.hasil !== 'lulus', body.catatan, 'galat.catatan_hasil_wajib');
  if (row.tanggal > (await hariIniJakarta(db))) throw httpError(409, tu('galat.ujian_belum_berlangsung', { tanggal: row.tanggal }));
  const set: Record<string, unknown> = { hasil: body.hasil, catatan_hasil: catatan, hasil_oleh: id_dosen, hasil_at: sql`now()` };
  if (body.hasil === 'lulus') set.selesai_at = sql`now()`;
  return transition(db, UJIAN_PROPOSAL, row.id_ujian_proposal, HASIL_AKSI[body.hasil], { party: 'validator', id_user: user.id_user }, { catatan, set });
}

/**
 * POST proposal/perbaikan-pengujian: the student uploads the revised proposal (PDF or Word, checked
 * by content) while a revision is required; it goes to the examiners. A replaced file is removed.
 */
export async function unggahPerbaikanUjian(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, q: { id_ujian_proposal: number; catatan?: string }) {
  const { viewer } = await ujianFor(db, user, q.id_ujian_proposal);
  if (viewer !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
  await requireState(db, UJIAN_PROPOSAL, q.id_ujian_proposal, ['perlu_perbaikan'], 'ajukan_perbaikan');
  const saved = await files.saveUpload(request, { allowed: PERBAIKAN_DITERIMA, maxBytes: PERBAIKAN_MAKS, id_user: user.id_user });
  const old = await db.transaction().execute(async (trx) => {
    const previous = await trx.withSchema('uaps').selectFrom('ujian_proposal').select('id_berkas_perbaikan').where('id_ujian_proposal', '=', q.id_ujian_proposal).executeTakeFirstOrThrow();
    await transition(trx, UJIAN_PROPOSAL, q.id_ujian_proposal, 'ajukan_perbaikan', { party: 'pemilik', id_user: user.id_user }, {
      catatan: saved.nama,
      set: { id_berkas_perbaikan: saved.id, nama_berkas_perbaikan: saved.nama, catatan_perbaikan: q.catatan?.trim() || null, perbaikan_diajukan_at: sql`now()` },
    });
    return previous.id_berkas_perbaikan as string | null;
  }).catch(async (error) => {
    await files.remove(saved.id);
    throw error;
  });
  if (old) await files.remove(old);
}

/** PATCH proposal/status-perbaikan: an examiner approves the submitted revision (the examination is finished) or returns it with a note. */
export async function statusPerbaikanUjian(db: Db, user: TokenClaims, body: { id_ujian_proposal: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) {
  const { row, id_dosen } = await sebagaiPenguji(db, user, body.id_ujian_proposal);
  const catatan = catatanKeputusan(body.aksi === 'kembalikan', body.catatan);
  const actor = { party: 'validator' as const, id_user: user.id_user };
  return body.aksi === 'setujui'
    ? transition(db, UJIAN_PROPOSAL, row.id_ujian_proposal, 'setujui_perbaikan', actor, { catatan, set: { disetujui_oleh: id_dosen, selesai_at: sql`now()` } })
    : transition(db, UJIAN_PROPOSAL, row.id_ujian_proposal, 'kembalikan_perbaikan', actor, { catatan });
}

/**
 * PATCH proposal/ubah-judul: the title is changed as decided at the examination, by an examiner of
 * the panel or programme staff, while the examination is not over. The proposal and its final
 * project take the new title; the old one is kept in proposal_judul.
 */
export async function ubahJudul(db: Db, user: TokenClaims, body: { id_ujian_proposal: number; judul: string; alasan: string }) {
  const { row, viewer } = await ujianFor(db, user, body.id_ujian_proposal);
  if (viewer === 'pemilik') throw httpError(403, tu('galat.bukan_penguji_ujian'));
  const judul = body.judul.trim().replace(/\s+/g, ' ');
  const alasan = body.alasan.trim();
  if (judul.length < 10) throw httpError(400, tu('galat.judul_pendek'), { judul: [tu('galat.judul_pendek')] });
  if (alasan.length < 10) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  await db.transaction().execute(async (trx) => {
    // Proposal row first, then the examination: the same order as the scheduling, so the two cannot deadlock.
    const lama = (await trx.withSchema('uaps').selectFrom('proposal').select('judul').where('id_proposal_tugas_akhir', '=', row.id_proposal_tugas_akhir).forUpdate().executeTakeFirstOrThrow()).judul as string;
    await trx.withSchema('uaps').selectFrom('ujian_proposal').select('id_ujian_proposal').where('id_ujian_proposal', '=', row.id_ujian_proposal).forUpdate().execute();
    const status = await requireState(trx, UJIAN_PROPOSAL, row.id_ujian_proposal, BERJALAN, 'ubah_judul');
    if (lama === judul) throw httpError(400, tu('galat.judul_sama'), { judul: [tu('galat.judul_sama')] });
    await trx.withSchema('uaps').updateTable('proposal').set({ judul, updated_at: sql`now()` }).where('id_proposal_tugas_akhir', '=', row.id_proposal_tugas_akhir).execute();
    await trx.withSchema('uaps').updateTable('tugas_akhir').set({ judul }).where('id_proposal_tugas_akhir', '=', row.id_proposal_tugas_akhir).execute();
    await trx.withSchema('uaps').insertInto('proposal_judul').values({ id_proposal_tugas_akhir: row.id_proposal_tugas_akhir, id_ujian_proposal: row.id_ujian_proposal, judul_lama: lama, judul_baru: judul, alasan, id_user: user.id_user }).execute();
    await recordEvent(trx, 'ujian_proposal', row.id_ujian_proposal, 'ubah_judul', status, user.id_user, `${lama} → ${judul}`);
    await recordEvent(trx, PROPOSAL.jenis, row.id_proposal_tugas_akhir, 'ubah_judul', 'divalidasi', user.id_user, alasan);
  });
}

type ListQuery = { status?: string; id_prodi?: number; cari?: string; page?: number; per_page?: number };

/** Examinations visible to `user`: a lecturer's own panels, or everything in a staff member's programmes. */
async function ujianTerlihat(db: Db, user: TokenClaims, q: ListQuery) {
  let query = ujianQuery(db);
  let akses: number[] | undefined;
  if (user.id_group_user === 'dsn00') {
    const { id_dosen } = await dosenOf(db, user);
    query = query.where((eb) => eb.exists(eb.selectFrom('uaps.ujian_proposal_penguji as up').select('up.id_dosen').whereRef('up.id_ujian_proposal', '=', 'u.id_ujian_proposal').where('up.id_dosen', '=', id_dosen)));
  } else {
    akses = await aksesOf(db, user);
    if (q.id_prodi) assertAkses(akses, q.id_prodi);
    query = query.where('u.id_prodi', 'in', akses.length ? akses : [-1]);
  }
  if (q.id_prodi) query = query.where('u.id_prodi', '=', q.id_prodi);
  if (q.status) query = query.where('u.status', '=', q.status);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!)), eb('p.judul', 'ilike', likePattern(q.cari!))]));
  return { query, akses };
}

/** GET proposal/penguji: examinations waiting for an examiner first (scheduled, revision submitted), then by date; 9 per page. */
export async function listUjianPenguji(db: Db, user: TokenClaims, q: ListQuery) {
  const { query, akses } = await ujianTerlihat(db, user, q);
  const page = await paged(query.orderBy(sql`case u.status when 'dijadwalkan' then 0 when 'perbaikan_diajukan' then 1 when 'perlu_perbaikan' then 2 else 3 end`)
    .orderBy('u.tanggal').orderBy('u.jam_mulai').orderBy('u.id_ujian_proposal'), q, PAGE_SIZE.PRE_UAPS_EXAMINERS);
  return akses ? { ...page, akses_prodi: akses } : page;
}

/** GET proposal/selesai-uji: proposals whose examination is finished (passed), most recent first; 7 per page. */
export async function listSelesaiUji(db: Db, user: TokenClaims, q: ListQuery) {
  const { query, akses } = await ujianTerlihat(db, user, { ...q, status: 'lulus' });
  const page = await paged(query.orderBy('u.selesai_at', 'desc').orderBy('u.id_ujian_proposal', 'desc'), q, PAGE_SIZE.PROPOSALS);
  return akses ? { ...page, akses_prodi: akses } : page;
}

/**
 * GET riwayat/penguji-proposal: the lecturers of the staff member's programmes with how many
 * examinations they sat in those programmes, by state; 9 per page, busiest first.
 */
export async function rekapPengujiProposal(db: Db, user: TokenClaims, q: { cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  const inAkses = akses.length ? akses : [-1];
  const count = (cond: string) => sql<number>`count(u.id_ujian_proposal) filter (where ${sql.raw(cond)})::int`;
  let query = db.withSchema('master_data').selectFrom('dosen as d')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'd.id_prodi')
    .leftJoin('uaps.ujian_proposal_penguji as up', 'up.id_dosen', 'd.id_dosen')
    .leftJoin('uaps.ujian_proposal as u', (j) => j.onRef('u.id_ujian_proposal', '=', 'up.id_ujian_proposal').on('u.id_prodi', 'in', inAkses))
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'pr.nama_prodi',
      sql<number>`count(u.id_ujian_proposal)::int`.as('jumlah'), count(`u.status = 'dijadwalkan'`).as('dijadwalkan'),
      count(`u.status in ('perlu_perbaikan', 'perbaikan_diajukan')`).as('perbaikan'), count(`u.status = 'lulus'`).as('lulus'), count(`u.status = 'tidak_lulus'`).as('tidak_lulus'),
    ])
    .where('d.aktif', '=', true)
    .where((eb) => eb.or([eb('d.id_prodi', 'in', inAkses), eb.exists(eb.selectFrom('uaps.ujian_proposal_penguji as x').innerJoin('uaps.ujian_proposal as y', 'y.id_ujian_proposal', 'x.id_ujian_proposal')
      .select('x.id_dosen').whereRef('x.id_dosen', '=', 'd.id_dosen').where('y.id_prodi', 'in', inAkses))]))
    .groupBy(['d.id_dosen', 'pr.nama_prodi']);
  if (q.cari?.trim()) query = query.where('d.nama_dosen', 'ilike', likePattern(q.cari));
  const page = await paged(query.orderBy(sql`count(u.id_ujian_proposal)`, 'desc').orderBy('d.nama_dosen').orderBy('d.id_dosen'), q, PAGE_SIZE.PRE_UAPS_EXAMINERS);
  return { ...page, akses_prodi: akses };
}

/** GET riwayat/penguji-proposal/{id_dosen}: that lecturer's examinations in the staff member's programmes; 9 per page. */
export async function riwayatPengujiProposal(db: Db, user: TokenClaims, idDosen: number, q: { page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  const dosen = await db.withSchema('master_data').selectFrom('dosen as d').select(['d.id_dosen', 'd.id_prodi', namaLengkapDosenSql('d').as('nama_dosen')]).where('d.id_dosen', '=', idDosen).executeTakeFirst();
  if (!dosen) throw httpError(404, tu('galat.dosen_tidak_ditemukan'));
  const query = ujianQuery(db).where('u.id_prodi', 'in', akses.length ? akses : [-1])
    .where((eb) => eb.exists(eb.selectFrom('uaps.ujian_proposal_penguji as up').select('up.id_dosen').whereRef('up.id_ujian_proposal', '=', 'u.id_ujian_proposal').where('up.id_dosen', '=', idDosen)));
  const page = await paged(query.orderBy('u.tanggal', 'desc').orderBy('u.id_ujian_proposal', 'desc'), q, PAGE_SIZE.PRE_UAPS_EXAMINERS);
  // A lecturer of another programme is only visible through examinations held in the staff's programmes.
  if (!akses.includes(dosen.id_prodi) && page.total === 0) throw httpError(403, tu('galat.di_luar_akses_prodi'));
  return { ...page, nama_dosen: dosen.nama_dosen, akses_prodi: akses };
}

/** The revision file of an examination, for its student, panel and staff. */
export async function berkasPerbaikanUjian(db: Db, user: TokenClaims, id: number): Promise<string> {
  await ujianFor(db, user, id);
  const row = await db.withSchema('uaps').selectFrom('ujian_proposal').select('id_berkas_perbaikan').where('id_ujian_proposal', '=', id).executeTakeFirstOrThrow();
  if (!row.id_berkas_perbaikan) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
  return row.id_berkas_perbaikan as string;
}
