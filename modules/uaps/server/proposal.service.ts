import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, likePattern, mahasiswaOf, pengaturanProdi, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { historyOf, recordEvent, requireState, transition } from './workflow/engine';
import { PROPOSAL } from './workflow/kinds';
import { actionsFrom, type Party } from './workflow/machine';

/** Requirement files may be PDF, images or Office documents; the cap comes from the requirement (ukuran_maks_kb). */
export const BERKAS_DITERIMA = ['pdf', 'png', 'jpeg', 'docx', 'xlsx', 'pptx'] as const;

type Db = Kysely<any>;

function proposalQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('proposal as p')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'p.id_prodi')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'p.id_jenis_tugas_akhir')
    .leftJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen_usulan')
    .select([
      'p.id_proposal_tugas_akhir', 'p.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'p.id_prodi', 'pr.nama_prodi', 'p.id_jenis_tugas_akhir',
      'j.nama as jenis', 'p.judul', 'p.ringkasan', 'p.id_dosen_usulan', sql<string | null>`case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end`.as('dosen_usulan'),
      'p.status', 'p.catatan_validasi', waktu('p.diajukan_at').as('diajukan_at'), waktu('p.updated_at').as('updated_at'),
    ]);
}

/** Requirement files of the proposal stage (master_data.syarat_berkas_ta). */
export function syaratProposal(db: Db) {
  return db.withSchema('master_data').selectFrom('syarat_berkas_ta')
    .select(['id_syarat_berkas_ta', 'kode', 'nama', 'wajib', 'ukuran_maks_kb']).where('tahap', '=', 'proposal').orderBy('urutan').execute();
}

/** Uploaded files of a proposal with their requirement's name. */
export function berkasProposal(db: Db, id: number) {
  return db.withSchema('uaps').selectFrom('proposal_syarat as b')
    .innerJoin('master_data.syarat_berkas_ta as s', 's.id_syarat_berkas_ta', 'b.id_syarat_berkas_ta')
    .select(['b.id_proposal_tugas_akhir_syarat', 'b.id_proposal_tugas_akhir', 'b.id_syarat_berkas_ta', 's.nama as nama_syarat', 'b.nama_berkas', 'b.ukuran', waktu('b.diunggah_at').as('diunggah_at')])
    .where('b.id_proposal_tugas_akhir', '=', id).orderBy('s.urutan').execute();
}

/**
 * Loads a proposal for `user` and says which party they are: the owning student (`pemilik`) or
 * programme staff with the proposal's programme in their akses_prodi (`validator`). Anyone else
 * gets 403; a missing proposal 404.
 */
export async function proposalFor(db: Db, user: TokenClaims, id: number): Promise<{ row: Awaited<ReturnType<typeof loadProposal>>; party: Party }> {
  const row = await loadProposal(db, id);
  if (user.id_group_user === 'mhs00') {
    const mhs = await mahasiswaOf(db, user);
    if (row.id_mahasiswa !== mhs.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda'));
    return { row, party: 'pemilik' };
  }
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, party: 'validator' };
  }
  throw httpError(403, tu('galat.bukan_milik_anda'));
}

async function loadProposal(db: Db, id: number) {
  const row = await proposalQuery(db).where('p.id_proposal_tugas_akhir', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.proposal_tidak_ditemukan'));
  return row;
}

/** A proposal with its files, history and the actions the viewer may take now. */
export async function detailProposal(db: Db, user: TokenClaims, id: number) {
  const { row, party } = await proposalFor(db, user, id);
  return { ...row, berkas: await berkasProposal(db, id), riwayat: await historyOf(db, 'proposal', id), aksi: actionsFrom(PROPOSAL.machine, row.status, party) };
}

/** The student's latest proposal (any state) with files and history, or null. */
export async function proposalSaya(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const last = await db.withSchema('uaps').selectFrom('proposal').select('id_proposal_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa)
    .orderBy('id_proposal_tugas_akhir', 'desc').executeTakeFirst();
  return { proposal: last ? await detailProposal(db, user, last.id_proposal_tugas_akhir) : null };
}

async function checkReferences(db: Db, body: { id_jenis_tugas_akhir: number; id_dosen_usulan?: number | null }) {
  const jenis = await db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').where('id_jenis_tugas_akhir', '=', body.id_jenis_tugas_akhir).executeTakeFirst();
  if (!jenis) throw httpError(400, tu('galat.jenis_tidak_dikenal'), { id_jenis_tugas_akhir: [tu('galat.jenis_tidak_dikenal')] });
  if (body.id_dosen_usulan) {
    const dosen = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
      .select('d.id_dosen').where('d.id_dosen', '=', body.id_dosen_usulan).where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true).executeTakeFirst();
    if (!dosen) throw httpError(400, tu('galat.dosen_tidak_dikenal'), { id_dosen_usulan: [tu('galat.dosen_tidak_dikenal')] });
  }
}

/** POST pengajuan-proposal/draft: a new draft; refused while another proposal runs or a final project exists. */
export async function buatDraft(db: Db, user: TokenClaims, body: { judul: string; id_jenis_tugas_akhir: number; ringkasan?: string; id_dosen_usulan?: number | null }) {
  const mhs = await mahasiswaOf(db, user);
  await checkReferences(db, body);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  if (ta) throw httpError(409, tu('galat.sudah_punya_ta'));
  const running = await db.withSchema('uaps').selectFrom('proposal').select('id_proposal_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa)
    .where('status', 'in', ['draft', 'diajukan', 'dikembalikan', 'revisi']).executeTakeFirst();
  if (running) throw httpError(409, tu('galat.proposal_berjalan'));
  return db.transaction().execute(async (trx) => {
    const row = await trx.withSchema('uaps').insertInto('proposal').values({
      id_mahasiswa: mhs.id_mahasiswa, id_prodi: mhs.id_prodi, id_jenis_tugas_akhir: body.id_jenis_tugas_akhir, judul: body.judul.trim(),
      ringkasan: body.ringkasan?.trim() ?? '', id_dosen_usulan: body.id_dosen_usulan ?? null,
    }).returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    await recordEvent(trx, 'proposal', row.id_proposal_tugas_akhir, 'buat', 'draft', user.id_user);
    return row.id_proposal_tugas_akhir as number;
  });
}

/** PATCH draft / perbaikan: edits title, type, summary and proposed supervisor while the state is `state`. */
export async function ubahProposal(db: Db, user: TokenClaims, state: 'draft' | 'revisi', body: { id_proposal_tugas_akhir: number; judul: string; id_jenis_tugas_akhir: number; ringkasan?: string; id_dosen_usulan?: number | null }) {
  const { party } = await proposalFor(db, user, body.id_proposal_tugas_akhir);
  if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
  await checkReferences(db, body);
  await requireState(db, PROPOSAL, body.id_proposal_tugas_akhir, [state], 'ubah');
  const res = await db.withSchema('uaps').updateTable('proposal').set({
    judul: body.judul.trim(), id_jenis_tugas_akhir: body.id_jenis_tugas_akhir, ringkasan: body.ringkasan?.trim() ?? '', id_dosen_usulan: body.id_dosen_usulan ?? null, updated_at: sql`now()`,
  }).where('id_proposal_tugas_akhir', '=', body.id_proposal_tugas_akhir).where('status', '=', state).executeTakeFirst();
  if (!res.numUpdatedRows) await requireState(db, PROPOSAL, body.id_proposal_tugas_akhir, [state], 'ubah');
}

/**
 * Uploads (or replaces) the file of one requirement while the proposal is in `state`: type by
 * content (PDF, images, Office documents), size capped by the requirement. A replaced file is removed.
 */
export async function unggahBerkas(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, state: 'draft' | 'revisi', q: { id_proposal_tugas_akhir: number; id_syarat_berkas_ta: number }) {
  const { party } = await proposalFor(db, user, q.id_proposal_tugas_akhir);
  if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
  await requireState(db, PROPOSAL, q.id_proposal_tugas_akhir, [state], 'unggah_berkas');
  const syarat = (await syaratProposal(db)).find((s) => s.id_syarat_berkas_ta === q.id_syarat_berkas_ta);
  if (!syarat) throw httpError(400, tu('galat.syarat_tidak_dikenal'), { id_syarat_berkas_ta: [tu('galat.syarat_tidak_dikenal')] });
  const saved = await files.saveUpload(request, { allowed: BERKAS_DITERIMA, maxBytes: syarat.ukuran_maks_kb * 1024, id_user: user.id_user });
  const old = await db.transaction().execute(async (trx) => {
    await requireState(trx, PROPOSAL, q.id_proposal_tugas_akhir, [state], 'unggah_berkas');
    const previous = await trx.withSchema('uaps').selectFrom('proposal_syarat').select('id_berkas')
      .where('id_proposal_tugas_akhir', '=', q.id_proposal_tugas_akhir).where('id_syarat_berkas_ta', '=', q.id_syarat_berkas_ta).executeTakeFirst();
    await trx.withSchema('uaps').insertInto('proposal_syarat').values({
      id_proposal_tugas_akhir: q.id_proposal_tugas_akhir, id_syarat_berkas_ta: q.id_syarat_berkas_ta, id_berkas: saved.id, nama_berkas: saved.nama, ukuran: saved.ukuran,
    }).onConflict((oc) => oc.columns(['id_proposal_tugas_akhir', 'id_syarat_berkas_ta']).doUpdateSet({ id_berkas: saved.id, nama_berkas: saved.nama, ukuran: saved.ukuran, diunggah_at: sql`now()` })).execute();
    await recordEvent(trx, 'proposal', q.id_proposal_tugas_akhir, 'unggah_berkas', state, user.id_user, `${syarat.nama}: ${saved.nama}`);
    return previous?.id_berkas as string | undefined;
  }).catch(async (error) => {
    await files.remove(saved.id);
    throw error;
  });
  if (old) await files.remove(old);
  return saved;
}

/** Submits a draft (`mengajukan`) or a revision (`ajukan_perbaikan`) once every required file is there. */
export async function ajukan(db: Db, user: TokenClaims, id: number, action: 'mengajukan' | 'ajukan_perbaikan') {
  const { party } = await proposalFor(db, user, id);
  const needed = (await syaratProposal(db)).filter((s) => s.wajib);
  const have = new Set((await berkasProposal(db, id)).map((b) => b.id_syarat_berkas_ta));
  const missing = needed.filter((s) => !have.has(s.id_syarat_berkas_ta));
  if (missing.length) throw httpError(400, tu('galat.syarat_belum_lengkap', { daftar: missing.map((s) => s.nama).join(', ') }));
  return transition(db, PROPOSAL, id, action, { party, id_user: user.id_user }, { set: { diajukan_at: sql`now()` } });
}

/** Owner transitions without preconditions: batal (draft or revisi) and perbaikan (dikembalikan -> revisi). */
export async function aksiPemilik(db: Db, user: TokenClaims, id: number, action: 'batal' | 'perbaikan', catatan?: string) {
  const { party } = await proposalFor(db, user, id);
  return transition(db, PROPOSAL, id, action, { party, id_user: user.id_user }, { catatan });
}

/**
 * Staff validate or return a submitted proposal. Validation creates the final project in the same
 * transaction: title and type from the proposal, starting today, lasting the programme's duration.
 */
export async function validasiProposal(db: Db, user: TokenClaims, body: { id_proposal_tugas_akhir: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await proposalFor(db, user, body.id_proposal_tugas_akhir);
  const catatan = catatanKeputusan(body.aksi === 'kembalikan', body.catatan);
  const set: Record<string, unknown> = { catatan_validasi: catatan };
  if (body.aksi === 'validasi') set.divalidasi_at = sql`now()`;
  const durasi = (await pengaturanProdi(db, row.id_prodi)).durasi_tugas_akhir_bulan;
  return db.transaction().execute(async (trx) => {
    const result = await transition(trx, PROPOSAL, row.id_proposal_tugas_akhir, body.aksi, { party, id_user: user.id_user }, { catatan, set });
    if (body.aksi === 'validasi') {
      await trx.withSchema('uaps').insertInto('tugas_akhir').values({
        id_mahasiswa: row.id_mahasiswa, id_prodi: row.id_prodi, id_proposal_tugas_akhir: row.id_proposal_tugas_akhir, id_jenis_tugas_akhir: row.id_jenis_tugas_akhir,
        judul: row.judul, status: 'proposal', tanggal_mulai: sql`(now() at time zone 'Asia/Jakarta')::date`,
        batas_selesai: sql`((now() at time zone 'Asia/Jakarta')::date + make_interval(months => ${durasi}))::date`,
      }).execute();
    }
    return result;
  });
}

/** GET proposal/dt: proposals of the staff member's programmes, 7 per page, newest activity first. */
export async function listProposalDt(db: Db, user: TokenClaims, q: { status?: string; id_prodi?: number; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  let query = proposalQuery(db).where('p.id_prodi', 'in', akses.length ? akses : [-1]);
  if (q.id_prodi) query = query.where('p.id_prodi', '=', q.id_prodi);
  // Drafts are the student's private work until submitted.
  query = q.status ? query.where('p.status', '=', q.status) : query.where('p.status', '<>', 'draft');
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!)), eb('p.judul', 'ilike', likePattern(q.cari!))]));
  const page = await paged(query.orderBy(sql`case p.status when 'diajukan' then 0 else 1 end`).orderBy('p.updated_at', 'desc').orderBy('p.id_proposal_tugas_akhir', 'desc'), q, PAGE_SIZE.PROPOSALS);
  return { ...page, akses_prodi: akses };
}
