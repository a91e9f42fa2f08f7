import { sql } from 'kysely';
import type { PemakaianRuangMendatang } from '../../master-data/public';
import { msg } from './context.service';

/**
 * master-data's PEMAKAIAN_RUANG (decisions 0041, 0044): the room's UTS and UAS from today on. An exam
 * is held on its date; there is no result that ends it earlier. Exams get their room when the
 * semester's exam plan is loaded and keep it when a meeting moves their day
 * (`ikutiJadwalPertemuan`), so no writer books a room here while a deactivation runs.
 */
export const pemakaianRuangKrs: PemakaianRuangMendatang = async (trx, idRuang, hariIni) => {
  const { rows: [n] } = await sql<{ uts: number; uas: number }>`select
    count(*) filter (where jenis_ujian = 'UTS')::int as uts, count(*) filter (where jenis_ujian = 'UAS')::int as uas
    from krs.jadwal_ujian where id_ruang = ${idRuang} and tanggal >= ${hariIni}::date`.execute(trx);
  return [
    { jumlah: n.uts, jenis: msg('pemakaian_ruang.uts') },
    { jumlah: n.uas, jenis: msg('pemakaian_ruang.uas') },
  ].filter((p) => p.jumlah > 0);
};
