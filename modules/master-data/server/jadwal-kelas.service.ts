import { sql, type Kysely, type Transaction } from 'kysely';

// A class's weekly meetings (master_data.jadwal): master-data owns the table, so every write of a slot
// goes through here (decision 0029). The caller (teaching's planning page) checks who may write and
// the campus hours; this file holds what needs the table itself: the per-semester lock and the clashes.

/** One weekly meeting: day 1-7 (Monday = 1), HH:MM times, room. */
export interface SlotJadwal {
  hari: number;
  jam_mulai: string;
  jam_selesai: string;
  id_ruang: number;
}

/** A clash found: the room or the class's lecturer is already taken by `kelas` ('Kode Nama (A)') at an overlapping time. */
export interface BentrokJadwal {
  jenis: 'ruang' | 'dosen';
  kelas: string;
  hari: number;
  jam_mulai: string;
  jam_selesai: string;
}

/**
 * Queues every slot write of one semester behind a transaction-scoped advisory lock: the clash check
 * and the write that follows it are then one step, so of two clashing saves at once one sees the
 * other's row and is refused. Slots of different semesters never clash, so they do not wait.
 */
export async function kunciJadwalSemester(trx: Transaction<any>, idSemester: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('master-data:jadwal'), ${idSemester}::int)`.execute(trx);
}

/**
 * The first clash of `slot` for class `idKelas`, ignoring the slot being changed (`abaikan`): another
 * slot in the same room, or another slot of a class taught by the same lecturer, on the same day
 * with overlapping times, in the class's semester. Touching slots (08:40-10:20 after 07:00-08:40) do not clash.
 */
export async function cariBentrokJadwal(db: Kysely<any>, idKelas: number, slot: SlotJadwal, abaikan?: number): Promise<BentrokJadwal | undefined> {
  const { rows } = await sql<BentrokJadwal>`
    select case when j.id_ruang = ${slot.id_ruang} then 'ruang' else 'dosen' end as jenis,
      mk.kode_mata_kuliah || ' ' || mk.nama_mata_kuliah || ' (' || k.nama_kelas || ')' as kelas,
      j.hari::int as hari, to_char(j.jam_mulai, 'HH24:MI') as jam_mulai, to_char(j.jam_selesai, 'HH24:MI') as jam_selesai
    from master_data.kelas ini
    join master_data.kelas k on k.id_semester_registrasi = ini.id_semester_registrasi
    join master_data.jadwal j on j.id_kelas = k.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where ini.id_kelas = ${idKelas} and j.id_jadwal <> ${abaikan ?? 0}
      and j.hari = ${slot.hari} and j.jam_mulai < ${slot.jam_selesai}::time and j.jam_selesai > ${slot.jam_mulai}::time
      and (j.id_ruang = ${slot.id_ruang} or k.id_dosen = ini.id_dosen)
    order by (j.id_ruang = ${slot.id_ruang}) desc, j.jam_mulai, j.id_jadwal
    limit 1`.execute(db);
  return rows[0];
}

/** Adds a slot to the class; its id. Call after the lock and the checks, in the same transaction. */
export async function tambahSlotJadwal(trx: Transaction<any>, idKelas: number, slot: SlotJadwal): Promise<number> {
  const row = await trx.insertInto('master_data.jadwal').values({ id_kelas: idKelas, ...slot }).returning('id_jadwal').executeTakeFirstOrThrow();
  return Number(row.id_jadwal);
}

/** Changes one slot of the class; false when the class has no such slot (any more). */
export async function ubahSlotJadwal(trx: Transaction<any>, idKelas: number, idJadwal: number, slot: SlotJadwal): Promise<boolean> {
  const r = await trx.updateTable('master_data.jadwal').set(slot).where('id_jadwal', '=', idJadwal).where('id_kelas', '=', idKelas).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes one slot of the class; false when it had none (a second removal at once). */
export async function hapusSlotJadwal(trx: Transaction<any>, idKelas: number, idJadwal: number): Promise<boolean> {
  const r = await trx.deleteFrom('master_data.jadwal').where('id_jadwal', '=', idJadwal).where('id_kelas', '=', idKelas).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The room a slot is written into, as the slot's checks need it. */
export interface RuangSlot {
  nama_ruang: string;
  kapasitas: number;
  aktif: boolean;
}

/**
 * The room of a slot being written, read FOR SHARE inside the slot's transaction: the administrator's
 * capacity cut or deactivation of that room (which locks it FOR UPDATE, decision 0033) then runs
 * wholly before or after the slot write, never between its check and its insert. Undefined: no such room.
 */
export async function ruangUntukSlot(trx: Transaction<any>, idRuang: number): Promise<RuangSlot | undefined> {
  const r = await trx.selectFrom('master_data.ruang').select(['nama_ruang', 'kapasitas', 'aktif']).where('id_ruang', '=', idRuang).forShare().executeTakeFirst();
  return r ? { nama_ruang: r.nama_ruang as string, kapasitas: Number(r.kapasitas), aktif: Boolean(r.aktif) } : undefined;
}
