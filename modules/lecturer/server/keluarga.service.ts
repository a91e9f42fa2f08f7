import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import type { KeluargaDosen, KeluargaPatch } from '../schemas';
import { keluarga, tl } from './biodata.service';

type Db = Kysely<any>;

const NAMA = /^[\p{L}][\p{L} .,'-]*$/u;
const TANGGAL = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Trimmed text with inner spaces squeezed; '' and null become null. */
const rapi = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ') || null;

/** A real calendar date 'YYYY-MM-DD' from 1900 up to today (Jakarta), else an error key. */
function cekTanggal(value: string, today: string): string | undefined {
  const m = TANGGAL.exec(value);
  if (!m) return 'validasi.tanggal';
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCFullYear() !== +m[1] || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) return 'validasi.tanggal';
  if (+m[1] < 1900) return 'validasi.tanggal_lama';
  if (value > today) return 'validasi.tanggal_depan';
  return undefined;
}

const hariIni = (now: Date) => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * PATCH biodata/dosen/keluarga: the lecturer's family replaced by the list sent. Every member is
 * checked first (name, relation, birth date, one spouse matching the lecturer's sex, ids that are
 * the lecturer's own); any problem is a 400 with messages under `errors['keluarga.<i>.<field>']`
 * and nothing changes. The change runs in one transaction behind the lecturer's row lock, so two
 * saves at once leave one of the two families whole.
 */
export async function simpanKeluarga(db: Db, idDosen: number, body: KeluargaPatch, now = new Date()): Promise<KeluargaDosen[]> {
  const errors: Record<string, string[]> = {};
  const salah = (i: number, field: string, key: string, vars?: Record<string, string | number>) => {
    (errors[`keluarga.${i}.${field}`] ??= []).push(tl(key, vars));
  };
  const { jenis_kelamin } = await db.selectFrom('master_data.dosen').select('jenis_kelamin').where('id_dosen', '=', idDosen).executeTakeFirstOrThrow();
  const pasanganSah = jenis_kelamin === 'P' ? 'suami' : 'istri';
  const today = hariIni(now);
  const ids = new Set<number>();
  let pasangan = 0;
  const rows = body.keluarga.map((k, i) => {
    const nama = rapi(k.nama);
    if (!nama) salah(i, 'nama', 'validasi.wajib', { field: tl('field.nama') });
    else if (nama.length < 3 || !NAMA.test(nama)) salah(i, 'nama', 'validasi.nama');
    if (k.hubungan !== 'anak') {
      pasangan += 1;
      if (pasangan > 1) salah(i, 'hubungan', 'validasi.pasangan_satu');
      else if (k.hubungan !== pasanganSah) salah(i, 'hubungan', 'validasi.pasangan_kelamin', { hubungan: tl(`hubungan.${pasanganSah}`) });
    }
    const tanggal_lahir = rapi(k.tanggal_lahir);
    const masalah = tanggal_lahir ? cekTanggal(tanggal_lahir, today) : undefined;
    if (masalah) salah(i, 'tanggal_lahir', masalah);
    if (k.id_keluarga_dosen !== undefined) {
      if (ids.has(k.id_keluarga_dosen)) salah(i, 'id_keluarga_dosen', 'validasi.anggota_ganda');
      ids.add(k.id_keluarga_dosen);
    }
    return {
      id: k.id_keluarga_dosen, hubungan: k.hubungan, nama: nama ?? '', tempat_lahir: rapi(k.tempat_lahir), tanggal_lahir,
      pekerjaan: rapi(k.pekerjaan),
    };
  });
  if (Object.keys(errors).length) throw httpError(400, tl('validasi.umum'), errors);

  // Spouse first, then the children in the order sent.
  const urutan = (i: number) => (rows[i].hubungan === 'anak' ? i + 2 : 1);
  await db.transaction().execute(async (trx) => {
    await sql`select 1 from master_data.dosen where id_dosen = ${idDosen} for update`.execute(trx);
    const ada = new Set((await trx.selectFrom('lecturer.keluarga_dosen').select('id_keluarga_dosen').where('id_dosen', '=', idDosen).execute()).map((r) => r.id_keluarga_dosen as number));
    const asing = rows.flatMap((r, i) => (r.id !== undefined && !ada.has(r.id) ? [i] : []));
    if (asing.length) {
      throw httpError(400, tl('validasi.umum'), Object.fromEntries(asing.map((i) => [`keluarga.${i}.id_keluarga_dosen`, [tl('validasi.anggota_tidak_ada')]])));
    }
    const tetap = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    let hapus = trx.deleteFrom('lecturer.keluarga_dosen').where('id_dosen', '=', idDosen);
    if (tetap.length) hapus = hapus.where('id_keluarga_dosen', 'not in', tetap);
    await hapus.execute();
    for (const [i, { id, ...r }] of rows.entries()) {
      const values = { ...r, urutan: urutan(i) };
      if (id === undefined) await trx.insertInto('lecturer.keluarga_dosen').values({ id_dosen: idDosen, ...values }).execute();
      else await trx.updateTable('lecturer.keluarga_dosen').set(values).where('id_keluarga_dosen', '=', id).where('id_dosen', '=', idDosen).execute();
    }
  });
  return keluarga(db, idDosen);
}
