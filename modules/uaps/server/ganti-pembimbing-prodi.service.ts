import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, mahasiswaOf, pengaturanProdi, tu } from './access';
import { gantiPembimbingAktif } from './ganti-pembimbing';
import { BERKAS_PENDUKUNG_KB, pengaturanAngka } from './pengaturan';
import { BERKAS_DITERIMA } from './proposal.service';
import { recordEvent } from './workflow/engine';
import { EDITABLE_STATES } from './workflow/machine';

type Db = Kysely<any>;

/**
 * POST perubahan-pembimbing/prodi: programme staff replace a supervisor of a project in their
 * programme directly, with a reason. The change is kept as an already validated supervisor-change
 * request (`langsung`) with its history, so it shows beside the students' requests; a student's
 * request still open for the same supervisor must be decided first (409).
 */
export async function gantiPembimbingProdi(db: Db, user: TokenClaims, body: { id_tugas_akhir: number; id_dosen_lama: number; id_dosen_baru: number; alasan: string; nomor_surat?: string }) {
  const alasan = body.alasan.trim();
  if (alasan.length < 10) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  if (body.id_dosen_baru === body.id_dosen_lama) throw httpError(400, tu('galat.dosen_sama'), { id_dosen_baru: [tu('galat.dosen_sama')] });
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select(['id_tugas_akhir', 'id_prodi', 'status']).where('id_tugas_akhir', '=', body.id_tugas_akhir).executeTakeFirst();
  if (!ta) throw httpError(404, tu('galat.tugas_akhir_tidak_ditemukan'));
  assertAkses(await aksesOf(db, user), ta.id_prodi);
  if (['selesai', 'gagal'].includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
  const kuota = (await pengaturanProdi(db, ta.id_prodi)).kuota_pembimbing_utama;
  return db.transaction().execute(async (trx) => {
    // Locks the project so a concurrent student request or second staff change waits for this one.
    await trx.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_tugas_akhir', '=', ta.id_tugas_akhir).forUpdate().execute();
    const open = await trx.withSchema('uaps').selectFrom('perubahan').select('id_perubahan').where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('id_dosen_lama', '=', body.id_dosen_lama)
      .where('jenis', 'in', ['ganti_pembimbing', 'undur_diri']).where('status', 'in', ['draft', 'diajukan', 'dikembalikan', 'revisi']).executeTakeFirst();
    if (open) throw httpError(409, tu('galat.perubahan_berjalan'));
    const lama = await trx.withSchema('master_data').selectFrom('dosen as d').select(namaLengkapDosenSql('d').as('nama')).where('d.id_dosen', '=', body.id_dosen_lama).executeTakeFirst();
    const req = await trx.withSchema('uaps').insertInto('perubahan').values({
      jenis: 'ganti_pembimbing', id_tugas_akhir: ta.id_tugas_akhir, id_dosen_lama: body.id_dosen_lama, id_dosen_baru: body.id_dosen_baru, alasan, status: 'divalidasi', langsung: true, dibuat_oleh: user.id_user,
    }).returning('id_perubahan').executeTakeFirstOrThrow();
    const r = await gantiPembimbingAktif(trx, {
      id_tugas_akhir: ta.id_tugas_akhir, id_dosen_lama: body.id_dosen_lama, id_dosen_baru: body.id_dosen_baru, kuota, id_user: user.id_user, suffix: req.id_perubahan, nomor_surat: body.nomor_surat, dosen_lama: lama?.nama ?? null,
    });
    await trx.withSchema('uaps').insertInto('riwayat').values({ jenis: 'perubahan', id_item: req.id_perubahan, aksi: 'ganti_langsung', dari: null, ke: 'divalidasi', id_user: user.id_user, catatan: `${lama?.nama ?? '-'} → ${r.nama}` }).execute();
    return { id_perubahan: req.id_perubahan as number, id_tugas_akhir_pembimbing: r.id_tugas_akhir_pembimbing, nomor_surat: r.nomor_surat };
  });
}

/**
 * Who may see a change request's document: staff of its programme, the project's student, the
 * lecturer it concerns (old or new supervisor). Returns the request and whether the caller made it.
 */
async function perubahanBerkasFor(db: Db, user: TokenClaims, id: number) {
  const row = await db.withSchema('uaps').selectFrom('perubahan as c').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'c.id_tugas_akhir')
    .select(['c.id_perubahan', 'c.status', 'c.langsung', 'c.dibuat_oleh', 'c.id_berkas', 'c.id_dosen_lama', 'c.id_dosen_baru', 'ta.id_prodi', 'ta.id_mahasiswa']).where('c.id_perubahan', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.perubahan_tidak_ditemukan'));
  if (PRODI_STAFF.includes(user.id_group_user)) assertAkses(await aksesOf(db, user), row.id_prodi);
  else if (user.id_group_user === 'mhs00') { if ((await mahasiswaOf(db, user)).id_mahasiswa !== row.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda')); }
  else if (user.id_group_user === 'dsn00') { const { id_dosen } = await dosenOf(db, user); if (id_dosen !== row.id_dosen_lama && id_dosen !== row.id_dosen_baru) throw httpError(403, tu('galat.bukan_milik_anda')); }
  else throw httpError(403, tu('galat.bukan_milik_anda'));
  return row;
}

/**
 * POST perubahan-pembimbing/berkas: the maker attaches (or replaces) the supporting document of a
 * change request while it is still theirs to edit (draft or revision), or staff to their own direct change.
 */
export async function unggahBerkasPerubahan(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, id: number) {
  const row = await perubahanBerkasFor(db, user, id);
  if (row.dibuat_oleh !== user.id_user) throw httpError(403, tu('galat.bukan_milik_anda'));
  const editable = (status: string, langsung: boolean) => langsung || (EDITABLE_STATES as readonly string[]).includes(status);
  if (!editable(row.status, row.langsung)) throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.unggah_berkas'), status: tu(`status.${row.status}`), item: tu('item.perubahan') }));
  const maxKb = await pengaturanAngka(db, 'berkas_pendukung_kb', BERKAS_PENDUKUNG_KB);
  const saved = await files.saveUpload(request, { allowed: BERKAS_DITERIMA, maxBytes: maxKb * 1024, id_user: user.id_user });
  const old = await db.transaction().execute(async (trx) => {
    const now = await trx.withSchema('uaps').selectFrom('perubahan').select(['status', 'langsung', 'id_berkas']).where('id_perubahan', '=', id).forUpdate().executeTakeFirstOrThrow();
    if (!editable(now.status, now.langsung)) throw httpError(409, tu('alur.tidak_boleh', { aksi: tu('aksi.unggah_berkas'), status: tu(`status.${now.status}`), item: tu('item.perubahan') }));
    await trx.withSchema('uaps').updateTable('perubahan').set({ id_berkas: saved.id, nama_berkas: saved.nama, updated_at: sql`now()` }).where('id_perubahan', '=', id).execute();
    await recordEvent(trx, 'perubahan', id, 'unggah_berkas', now.status, user.id_user, saved.nama);
    return now.id_berkas as string | null;
  }).catch(async (error) => {
    await files.remove(saved.id);
    throw error;
  });
  if (old) await files.remove(old);
}

/** GET perubahan-pembimbing/berkas: the supporting document of a change request, with its original name. */
export async function kirimBerkasPerubahan(db: Db, files: FileStore, reply: FastifyReply, user: TokenClaims, id: number) {
  const row = await perubahanBerkasFor(db, user, id);
  if (!row.id_berkas) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
  return files.send(reply, row.id_berkas);
}
