import { sql, type Transaction } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql } from '../../master-data/public';
import { tu } from './access';
import { bebanUtamaDosen } from './pembimbing.service';
import { recordEvent } from './workflow/engine';

/**
 * Replaces supervisor `id_dosen_lama` of a project by `id_dosen_baru` in the same role, inside the
 * caller's transaction: the new lecturer's row is locked (so two assignments at once cannot both
 * take the last place), the main-supervisor quota applies, the old supervision ends (history kept,
 * `aktif = false`) and a new assignment letter is numbered `<project>.<role>.<suffix>`.
 */
export async function gantiPembimbingAktif(trx: Transaction<any>, args: {
  id_tugas_akhir: number; id_dosen_lama: number; id_dosen_baru: number; kuota: number; id_user: number; suffix: number; nomor_surat?: string; dosen_lama: string | null;
}) {
  const dosen = await trx.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select(['d.id_dosen', namaLengkapDosenSql('d').as('nama'), 'd.aktif', 'j.boleh_membimbing']).where('d.id_dosen', '=', args.id_dosen_baru).forUpdate('d').executeTakeFirst();
  if (!dosen || !dosen.aktif || !dosen.boleh_membimbing) throw httpError(400, tu('galat.dosen_tidak_dikenal'), { id_dosen: [tu('galat.dosen_tidak_dikenal')] });
  const old = await trx.withSchema('uaps').updateTable('pembimbing').set({ aktif: false })
    .where('id_tugas_akhir', '=', args.id_tugas_akhir).where('id_dosen', '=', args.id_dosen_lama).where('aktif', '=', true).returning('peran').executeTakeFirst();
  if (!old) throw httpError(409, tu('galat.pembimbing_tidak_aktif'));
  const already = await trx.withSchema('uaps').selectFrom('pembimbing').select('id_dosen').where('id_tugas_akhir', '=', args.id_tugas_akhir).where('id_dosen', '=', args.id_dosen_baru).where('aktif', '=', true).executeTakeFirst();
  if (already) throw httpError(409, tu('galat.dosen_sudah_membimbing'));
  if (old.peran === 'utama') {
    const jumlah = await bebanUtamaDosen(trx, args.id_dosen_baru);
    if (jumlah >= args.kuota) throw httpError(409, tu('galat.kuota_penuh', { nama: dosen.nama, jumlah, kuota: args.kuota }));
  }
  const nomor = args.nomor_surat?.trim() || `${args.id_tugas_akhir}.${old.peran === 'utama' ? 1 : 2}.${args.suffix}/ST-TA/${new Date().getFullYear()}`;
  const ins = await trx.withSchema('uaps').insertInto('pembimbing').values({
    id_tugas_akhir: args.id_tugas_akhir, id_dosen: args.id_dosen_baru, peran: old.peran, nomor_surat: nomor, tanggal_surat: sql`(now() at time zone 'Asia/Jakarta')::date`, ditugaskan_oleh: args.id_user,
  }).returning('id_tugas_akhir_pembimbing').executeTakeFirstOrThrow();
  await recordEvent(trx, 'tugas_akhir', args.id_tugas_akhir, 'ganti_pembimbing', 'bimbingan', args.id_user, `${args.dosen_lama} → ${dosen.nama} (${old.peran}, ${nomor})`);
  return { id_tugas_akhir_pembimbing: ins.id_tugas_akhir_pembimbing as number, nomor_surat: nomor, nama: dosen.nama as string, peran: old.peran as string };
}
