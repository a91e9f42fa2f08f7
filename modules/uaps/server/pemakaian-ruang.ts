import { sql } from 'kysely';
import type { PemakaianRuangMendatang } from '../../master-data/public';
import { tu } from './access';

/**
 * master-data's PEMAKAIAN_RUANG (decision 0041): the room's defences and proposal examinations from
 * today on that are still to be held. A defence is scheduled while `divalidasi` and held once it has
 * a result; a proposal examination leaves `dijadwalkan` when its result is recorded, which is never
 * before its date. The schedulers (sidang.service.ts, pra-uaps.service.ts) lock the room FOR UPDATE
 * and refuse an inactive one, so a booking and a deactivation of the same room never interleave.
 */
export const pemakaianRuangUaps: PemakaianRuangMendatang = async (trx, idRuang, hariIni) => {
  const { rows: [n] } = await sql<{ sidang: number; ujian: number }>`select
    (select count(*)::int from uaps.sidang where id_ruang = ${idRuang} and tanggal >= ${hariIni}::date and status = 'divalidasi' and hasil is null) as sidang,
    (select count(*)::int from uaps.ujian_proposal where id_ruang = ${idRuang} and tanggal >= ${hariIni}::date and status = 'dijadwalkan') as ujian`.execute(trx);
  return [
    { jumlah: n.sidang, jenis: tu('pemakaian_ruang.sidang') },
    { jumlah: n.ujian, jenis: tu('pemakaian_ruang.ujian_proposal') },
  ].filter((p) => p.jumlah > 0);
};
