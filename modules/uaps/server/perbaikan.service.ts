import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { dosenOf, mahasiswaOf, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { BERKAS_DITERIMA } from './proposal.service';
import { historyOf, recordEvent, transition } from './workflow/engine';
import { PERBAIKAN } from './workflow/kinds';

type Db = Kysely<any>;
/** Cap of the revised manuscript. */
export const PERBAIKAN_MAKS_BYTES = 20 * 1024 * 1024;

function perbaikanQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('perbaikan as p').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'p.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .select(['p.id_perbaikan', 'p.id_sidang_tugas_akhir', 'p.id_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'ta.judul', 'p.status', 'p.nama_berkas', 'p.catatan', 'p.catatan_validasi',
      waktu('p.updated_at').as('updated_at'), 'ta.id_mahasiswa']);
}

/** The main supervisor of a project (who approves its post-defence revision). */
async function pembimbingUtama(db: Db, idTugasAkhir: number): Promise<number | undefined> {
  const row = await db.withSchema('uaps').selectFrom('pembimbing').select('id_dosen').where('id_tugas_akhir', '=', idTugasAkhir).where('peran', '=', 'utama').where('aktif', '=', true).executeTakeFirst();
  return row?.id_dosen as number | undefined;
}

/** Loads a revision for its student (pemilik) or its main supervisor (validator); 403 otherwise. */
async function perbaikanFor(db: Db, user: TokenClaims, id: number) {
  const row = await perbaikanQuery(db).where('p.id_perbaikan', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.perbaikan_tidak_ditemukan'));
  if (user.id_group_user === 'mhs00' && (await mahasiswaOf(db, user)).id_mahasiswa === row.id_mahasiswa) return { row, party: 'pemilik' as const };
  if (user.id_group_user === 'dsn00' && (await dosenOf(db, user)).id_dosen === (await pembimbingUtama(db, row.id_tugas_akhir))) return { row, party: 'validator' as const };
  throw httpError(403, tu('galat.bukan_milik_anda'));
}

/** GET perbaikan-setelah-sidang: the student's own revisions, or those a main supervisor must approve (waiting first). */
export async function listPerbaikan(db: Db, user: TokenClaims, q: { status?: string; page?: number; per_page?: number }) {
  let query = perbaikanQuery(db);
  if (user.id_group_user === 'mhs00') query = query.where('ta.id_mahasiswa', '=', (await mahasiswaOf(db, user)).id_mahasiswa);
  else {
    const { id_dosen } = await dosenOf(db, user);
    query = query.where(sql<boolean>`exists (select 1 from uaps.pembimbing pb where pb.id_tugas_akhir = p.id_tugas_akhir and pb.aktif and pb.peran = 'utama' and pb.id_dosen = ${id_dosen})`);
  }
  if (q.status) query = query.where('p.status', '=', q.status);
  return paged(query.orderBy(sql`case p.status when 'diajukan' then 0 else 1 end`).orderBy('p.updated_at', 'desc').orderBy('p.id_perbaikan', 'desc'), q, PAGE_SIZE.CORRECTIONS);
}

/**
 * POST perbaikan-setelah-sidang: the student uploads the revised manuscript after a defence passed
 * with revisions. The first upload submits it; after the supervisor returned it, a new upload
 * goes through perbaikan -> revisi -> ajukan_perbaikan in one transaction.
 */
export async function unggahPerbaikan(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, catatan?: string) {
  const mhs = await mahasiswaOf(db, user);
  const sidang = await db.withSchema('uaps').selectFrom('sidang as s').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .select(['s.id_sidang_tugas_akhir', 's.id_tugas_akhir', 'ta.status']).where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).where('s.hasil', '=', 'lulus_perbaikan')
    .orderBy('s.id_sidang_tugas_akhir', 'desc').executeTakeFirst();
  if (!sidang || sidang.status !== 'perbaikan') throw httpError(409, tu('galat.tidak_ada_perbaikan'));
  const existing = await db.withSchema('uaps').selectFrom('perbaikan').select(['id_perbaikan', 'status', 'id_berkas']).where('id_sidang_tugas_akhir', '=', sidang.id_sidang_tugas_akhir).executeTakeFirst();
  if (existing && existing.status !== 'dikembalikan') throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.unggah_berkas'), item: tu('item.perbaikan'), status: tu(`status.${existing.status}`) }));
  const saved = await files.saveUpload(request, { allowed: BERKAS_DITERIMA, maxBytes: PERBAIKAN_MAKS_BYTES, id_user: user.id_user });
  const note = catatan?.trim() ?? '';
  try {
    return await db.transaction().execute(async (trx) => {
      if (!existing) {
        const row = await trx.withSchema('uaps').insertInto('perbaikan').values({ id_sidang_tugas_akhir: sidang.id_sidang_tugas_akhir, id_tugas_akhir: sidang.id_tugas_akhir, id_berkas: saved.id, nama_berkas: saved.nama, catatan: note })
          .returning('id_perbaikan').executeTakeFirstOrThrow();
        await trx.withSchema('uaps').insertInto('riwayat').values({ jenis: 'perbaikan', id_item: row.id_perbaikan, aksi: 'mengajukan', dari: null, ke: 'diajukan', id_user: user.id_user, catatan: saved.nama }).execute();
        return row.id_perbaikan as number;
      }
      await transition(trx, PERBAIKAN, existing.id_perbaikan, 'perbaikan', { party: 'pemilik', id_user: user.id_user });
      await trx.withSchema('uaps').updateTable('perbaikan').set({ id_berkas: saved.id, nama_berkas: saved.nama, catatan: note }).where('id_perbaikan', '=', existing.id_perbaikan).execute();
      await transition(trx, PERBAIKAN, existing.id_perbaikan, 'ajukan_perbaikan', { party: 'pemilik', id_user: user.id_user }, { catatan: saved.nama });
      return existing.id_perbaikan as number;
    }).then(async (id) => {
      if (existing) await files.remove(existing.id_berkas);
      return id;
    });
  } catch (error) {
    await files.remove(saved.id);
    throw error;
  }
}

/** GET perbaikan-setelah-sidang/status-persetujuan/{id}: state, notes and history of a revision. */
export async function statusPerbaikan(db: Db, user: TokenClaims, id: number) {
  const { row } = await perbaikanFor(db, user, id);
  const { id_mahasiswa: _m, ...rest } = row;
  return { ...rest, riwayat: await historyOf(db, 'perbaikan', id) };
}

/** GET perbaikan-setelah-sidang/berkas/{id}: the revised manuscript under its original name. */
export async function kirimBerkasPerbaikan(db: Db, files: FileStore, reply: FastifyReply, user: TokenClaims, id: number) {
  await perbaikanFor(db, user, id);
  const row = await db.withSchema('uaps').selectFrom('perbaikan').select('id_berkas').where('id_perbaikan', '=', id).executeTakeFirstOrThrow();
  return files.send(reply, row.id_berkas);
}

/** POST perbaikan-setelah-sidang/persetujuan: the main supervisor approves (the project is finished) or returns the revision. */
export async function setujuiPerbaikan(db: Db, user: TokenClaims, body: { id_perbaikan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await perbaikanFor(db, user, body.id_perbaikan);
  const catatan = catatanKeputusan(body.aksi === 'kembalikan', body.catatan);
  return db.transaction().execute(async (trx) => {
    const result = await transition(trx, PERBAIKAN, body.id_perbaikan, body.aksi, { party, id_user: user.id_user }, { catatan, set: { catatan_validasi: catatan } });
    if (body.aksi === 'validasi') {
      await trx.withSchema('uaps').updateTable('tugas_akhir').set({ status: 'selesai' }).where('id_tugas_akhir', '=', row.id_tugas_akhir).where('status', '=', 'perbaikan').execute();
      await recordEvent(trx, 'tugas_akhir', row.id_tugas_akhir, 'perbaikan_disetujui', 'selesai', user.id_user);
    }
    return result;
  });
}
