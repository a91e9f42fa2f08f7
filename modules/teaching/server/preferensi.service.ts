import { sql, type Kysely, type Transaction } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { formatRentangJam } from '../../../core/contract/format';
import { httpError } from '../../../core/server/http/errors';
import type {
  BidangKeahlian, BidangKeahlianDosen, MataKuliahPilihan, PreferensiTersimpan, PrioritasMataKuliah, RumpunDosen, SimpanBidangBody,
  SimpanPrioritasBody, SimpanRumpunBody, SimpanWaktuBody, WaktuMengajar, WaktuMengajarItem,
} from '../schemas';
import { idDosen, tt } from './nilai.service';

// The lecturer's teaching preferences (spec section 7): only the logged-in lecturer's own rows are
// read or written (the lecturer comes from the token, never from the request). Each save replaces
// the whole selection in one transaction after every check, so a refused save changes nothing; saves
// of one lecturer queue behind a transaction-scoped advisory lock, so two at once leave one of them
// whole, never a mix.

const tolak = (kolom: string, pesan: string[]): never => {
  throw httpError(400, pesan.join(' '), { [kolom]: pesan });
};

/** The lecturer and their programme. */
async function dosenProdi(db: Kysely<any>, user: TokenClaims) {
  const id = await idDosen(db, user);
  return db.selectFrom('master_data.dosen as d').innerJoin('master_data.prodi as p', 'p.id_prodi', 'd.id_prodi')
    .select(['d.id_dosen', 'd.id_prodi', 'p.nama_prodi']).where('d.id_dosen', '=', id).executeTakeFirstOrThrow();
}

/** Runs `kerja` in a transaction holding the lecturer's preference lock. */
function simpanTerkunci<T>(db: Kysely<any>, idDosenKunci: number, kerja: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('teaching.preferensi'), ${idDosenKunci})`.execute(trx);
    return kerja(trx);
  });
}

/** Ids listed twice, in the order first repeated. */
function ganda(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const out = new Set<number>();
  for (const id of ids) (seen.has(id) ? out : seen).add(id);
  return [...out];
}

/** Refuses a list longer than `maks` or naming an id twice (400 on `kolom`, the texts `galat.<jenis>_terlalu_banyak` / `_ganda`). */
function periksaDaftar(kolom: string, jenis: string, ids: readonly number[], maks = Infinity): void {
  if (ids.length > maks) tolak(kolom, [tt(`galat.${jenis}_terlalu_banyak`, { maks, jumlah: ids.length })]);
  const dobel = ganda(ids);
  if (dobel.length) tolak(kolom, [tt(`galat.${jenis}_ganda`, { daftar: dobel.join(', ') })]);
}

/** Refuses (400 on `kolom`, `pesan` naming them) the ids of `ids` that `ada` (ids found allowed) lacks. */
function periksaAda(kolom: string, ids: readonly number[], ada: ReadonlyArray<number>, pesan: (daftar: string) => string): void {
  const sah = new Set(ada);
  const asing = ids.filter((id) => !sah.has(id));
  if (asing.length) tolak(kolom, [pesan(asing.join(', '))]);
}

/** Replaces the lecturer's rows of `tabel` with `baris`. */
async function ganti(trx: Transaction<any>, tabel: string, idDosenPemilik: number, baris: Array<Record<string, unknown>>): Promise<void> {
  await trx.deleteFrom(tabel).where('id_dosen', '=', idDosenPemilik).execute();
  await trx.insertInto(tabel).values(baris).execute();
}

async function pengaturan(db: Kysely<any>) {
  const { rows: [p] } = await sql<{ hari_terakhir: number; jam_buka: string; jam_tutup: string; durasi_minimal_menit: number; prioritas_maks: number; bidang_keahlian_maks: number }>`
    select hari_terakhir::int as hari_terakhir, to_char(jam_buka, 'HH24:MI') as jam_buka, to_char(jam_tutup, 'HH24:MI') as jam_tutup,
      durasi_minimal_menit::int as durasi_minimal_menit, prioritas_maks::int as prioritas_maks, bidang_keahlian_maks::int as bidang_keahlian_maks
    from teaching.pengaturan_preferensi`.execute(db);
  return p;
}

// --- Course clusters (rumpun mata kuliah) ---

/** GET rumpun-matkul-dosen: every cluster of the lecturer's programme with its courses, the chosen ones marked. */
export async function rumpunDosen(db: Kysely<any>, user: TokenClaims): Promise<RumpunDosen> {
  const d = await dosenProdi(db, user);
  const { rows } = await sql<{ id_rumpun_mata_kuliah: number; nama_rumpun: string; dipilih: boolean; mata_kuliah: RumpunDosen['data'][number]['mata_kuliah'] }>`
    select r.id_rumpun_mata_kuliah, r.nama_rumpun,
      exists (select 1 from teaching.rumpun_dosen rd where rd.id_rumpun_mata_kuliah = r.id_rumpun_mata_kuliah and rd.id_dosen = ${d.id_dosen}) as dipilih,
      coalesce((select json_agg(json_build_object('id_mata_kuliah', mk.id_mata_kuliah, 'kode_mata_kuliah', mk.kode_mata_kuliah, 'nama_mata_kuliah', mk.nama_mata_kuliah,
          'sks', mk.sks, 'semester_paket', mk.semester_paket) order by mk.semester_paket, mk.nama_mata_kuliah)
        from teaching.rumpun_mata_kuliah_anggota a join master_data.mata_kuliah mk on mk.id_mata_kuliah = a.id_mata_kuliah
        where a.id_rumpun_mata_kuliah = r.id_rumpun_mata_kuliah), '[]') as mata_kuliah
    from teaching.rumpun_mata_kuliah r where r.id_prodi = ${d.id_prodi} order by r.nama_rumpun`.execute(db);
  return { nama_prodi: d.nama_prodi, data: rows };
}

/** PATCH rumpun-matkul-dosen: the clusters (of the lecturer's programme) the lecturer can teach. */
export async function simpanRumpun(db: Kysely<any>, user: TokenClaims, body: SimpanRumpunBody): Promise<PreferensiTersimpan> {
  const d = await dosenProdi(db, user);
  const ids = body.id_rumpun_mata_kuliah;
  periksaDaftar('id_rumpun_mata_kuliah', 'rumpun', ids);
  return simpanTerkunci(db, d.id_dosen, async (trx) => {
    const ada = await trx.selectFrom('teaching.rumpun_mata_kuliah').select('id_rumpun_mata_kuliah')
      .where('id_prodi', '=', d.id_prodi).where('id_rumpun_mata_kuliah', 'in', ids).execute();
    periksaAda('id_rumpun_mata_kuliah', ids, ada.map((r) => r.id_rumpun_mata_kuliah), (daftar) => tt('galat.rumpun_bukan_prodi', { prodi: d.nama_prodi, daftar }));
    await ganti(trx, 'teaching.rumpun_dosen', d.id_dosen, ids.map((id) => ({ id_dosen: d.id_dosen, id_rumpun_mata_kuliah: id })));
    return { message: tt('pesan.rumpun_tersimpan', { jumlah: ids.length }) };
  });
}

// --- Course priorities ---

/** The courses of a programme with their cluster and whether the lecturer chose it, by package semester and name. */
async function mataKuliahProdi(db: Kysely<any>, idProdi: number, idDosenPemilik: number): Promise<MataKuliahPilihan[]> {
  const { rows } = await sql<MataKuliahPilihan>`
    select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, mk.semester_paket::int as semester_paket, r.nama_rumpun,
      exists (select 1 from teaching.rumpun_dosen rd where rd.id_dosen = ${idDosenPemilik} and rd.id_rumpun_mata_kuliah = r.id_rumpun_mata_kuliah) as rumpun_dipilih
    from master_data.mata_kuliah mk
    left join teaching.rumpun_mata_kuliah_anggota a on a.id_mata_kuliah = mk.id_mata_kuliah
    left join teaching.rumpun_mata_kuliah r on r.id_rumpun_mata_kuliah = a.id_rumpun_mata_kuliah
    where mk.id_prodi = ${idProdi} order by mk.semester_paket, mk.nama_mata_kuliah`.execute(db);
  return rows;
}

/** GET prioritas-mata-kuliah: the lecturer's priorities in order and the programme's courses to choose from. */
export async function prioritasMataKuliah(db: Kysely<any>, user: TokenClaims): Promise<PrioritasMataKuliah> {
  const d = await dosenProdi(db, user);
  const pilihan = await mataKuliahProdi(db, d.id_prodi, d.id_dosen);
  const byId = new Map(pilihan.map((m) => [m.id_mata_kuliah, m]));
  const rows = await db.selectFrom('teaching.prioritas_mata_kuliah').select(['urutan', 'id_mata_kuliah'])
    .where('id_dosen', '=', d.id_dosen).orderBy('urutan').execute();
  const { prioritas_maks } = await pengaturan(db);
  // A course of another programme (the lecturer moved) is still shown, looked up on its own.
  const lain = rows.filter((r) => !byId.has(r.id_mata_kuliah));
  if (lain.length) {
    const { rows: extra } = await sql<MataKuliahPilihan>`
      select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, mk.semester_paket::int as semester_paket, null as nama_rumpun, false as rumpun_dipilih
      from master_data.mata_kuliah mk where mk.id_mata_kuliah in (${sql.join(lain.map((r) => r.id_mata_kuliah))})`.execute(db);
    for (const m of extra) byId.set(m.id_mata_kuliah, m);
  }
  return { maks: prioritas_maks, data: rows.map((r) => ({ urutan: Number(r.urutan), ...byId.get(r.id_mata_kuliah)! })), pilihan };
}

/** PATCH prioritas-mata-kuliah: the courses of the lecturer's programme in order of preference (first = most wanted). */
export async function simpanPrioritas(db: Kysely<any>, user: TokenClaims, body: SimpanPrioritasBody): Promise<PreferensiTersimpan> {
  const d = await dosenProdi(db, user);
  const ids = body.id_mata_kuliah;
  periksaDaftar('id_mata_kuliah', 'prioritas', ids, (await pengaturan(db)).prioritas_maks);
  return simpanTerkunci(db, d.id_dosen, async (trx) => {
    const ada = await trx.selectFrom('master_data.mata_kuliah').select('id_mata_kuliah')
      .where('id_prodi', '=', d.id_prodi).where('id_mata_kuliah', 'in', ids).execute();
    periksaAda('id_mata_kuliah', ids, ada.map((r) => r.id_mata_kuliah), (daftar) => tt('galat.prioritas_bukan_prodi', { prodi: d.nama_prodi, daftar }));
    await ganti(trx, 'teaching.prioritas_mata_kuliah', d.id_dosen, ids.map((id, i) => ({ id_dosen: d.id_dosen, urutan: i + 1, id_mata_kuliah: id })));
    return { message: tt('pesan.prioritas_tersimpan', { jumlah: ids.length }) };
  });
}

// --- Available teaching times ---

const menit = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));

/** GET waktu-mengajar/dosen: the lecturer's available ranges by day and time, with the campus's limits. */
export async function waktuMengajar(db: Kysely<any>, user: TokenClaims): Promise<WaktuMengajar> {
  const dosen = await idDosen(db, user);
  const p = await pengaturan(db);
  const { rows } = await sql<WaktuMengajarItem>`
    select hari::int as hari, to_char(jam_mulai, 'HH24:MI') as jam_mulai, to_char(jam_selesai, 'HH24:MI') as jam_selesai
    from teaching.waktu_mengajar where id_dosen = ${dosen} order by hari, jam_mulai`.execute(db);
  return {
    pengaturan: { hari: Array.from({ length: p.hari_terakhir }, (_, i) => i + 1), jam_buka: p.jam_buka, jam_tutup: p.jam_tutup, durasi_minimal_menit: p.durasi_minimal_menit },
    data: rows,
  };
}

/**
 * Every problem of a week of ranges, each naming the range: a day that is not a lecture day, an end
 * not after its start, a range outside lecture hours or shorter than the shortest useful one, and
 * two ranges of one day that overlap (ranges that only touch, 08.00-10.00 and 10.00-12.00, do not).
 */
export function masalahWaktu(waktu: readonly WaktuMengajarItem[], p: { hari_terakhir: number; jam_buka: string; jam_tutup: string; durasi_minimal_menit: number }): string[] {
  const hari = (h: number) => tt(`hari.${h}`);
  const label = (w: WaktuMengajarItem) => `${hari(w.hari)} ${formatRentangJam(w.jam_mulai, w.jam_selesai)}`;
  const out: string[] = [];
  for (const w of waktu) {
    if (w.hari > p.hari_terakhir) out.push(tt('galat.waktu_bukan_hari_kuliah', { waktu: label(w), sampai: hari(p.hari_terakhir) }));
    else if (menit(w.jam_selesai) <= menit(w.jam_mulai)) out.push(tt('galat.waktu_terbalik', { waktu: label(w) }));
    else if (menit(w.jam_mulai) < menit(p.jam_buka) || menit(w.jam_selesai) > menit(p.jam_tutup)) {
      out.push(tt('galat.waktu_di_luar_jam', { waktu: label(w), jam: formatRentangJam(p.jam_buka, p.jam_tutup) }));
    } else if (menit(w.jam_selesai) - menit(w.jam_mulai) < p.durasi_minimal_menit) out.push(tt('galat.waktu_terlalu_singkat', { waktu: label(w), menit: p.durasi_minimal_menit }));
  }
  const urut = [...waktu].sort((a, b) => a.hari - b.hari || menit(a.jam_mulai) - menit(b.jam_mulai));
  for (let i = 1; i < urut.length; i++) {
    const [a, b] = [urut[i - 1], urut[i]];
    if (a.hari === b.hari && menit(b.jam_mulai) < menit(a.jam_selesai)) {
      out.push(tt('galat.waktu_bertumpang', { a: label(a), b: formatRentangJam(b.jam_mulai, b.jam_selesai) }));
    }
  }
  return out;
}

/** PATCH waktu-mengajar/dosen: the lecturer's whole week of available ranges. */
export async function simpanWaktu(db: Kysely<any>, user: TokenClaims, body: SimpanWaktuBody): Promise<PreferensiTersimpan> {
  const dosen = await idDosen(db, user);
  const masalah = masalahWaktu(body.waktu, await pengaturan(db));
  if (masalah.length) tolak('waktu', masalah);
  return simpanTerkunci(db, dosen, async (trx) => {
    await ganti(trx, 'teaching.waktu_mengajar', dosen, body.waktu.map((w) => ({ id_dosen: dosen, ...w })));
    return { message: tt('pesan.waktu_tersimpan', { jumlah: body.waktu.length }) };
  });
}

// --- Fields of expertise ---

/** GET bidang-keahlian: the reference list, by group and name. */
export async function bidangKeahlian(db: Kysely<any>): Promise<BidangKeahlian> {
  const data = await db.selectFrom('teaching.bidang_keahlian').select(['id_bidang_keahlian', 'nama_bidang_keahlian', 'kelompok'])
    .orderBy('kelompok').orderBy('nama_bidang_keahlian').execute();
  return { data: data as BidangKeahlian['data'] };
}

/** GET bidang-keahlian/dosen: the lecturer's fields of expertise. */
export async function bidangKeahlianDosen(db: Kysely<any>, user: TokenClaims): Promise<BidangKeahlianDosen> {
  const dosen = await idDosen(db, user);
  const data = await db.selectFrom('teaching.bidang_keahlian_dosen as bd').innerJoin('teaching.bidang_keahlian as b', 'b.id_bidang_keahlian', 'bd.id_bidang_keahlian')
    .select(['b.id_bidang_keahlian', 'b.nama_bidang_keahlian', 'b.kelompok']).where('bd.id_dosen', '=', dosen)
    .orderBy('b.kelompok').orderBy('b.nama_bidang_keahlian').execute();
  return { maks: (await pengaturan(db)).bidang_keahlian_maks, data: data as BidangKeahlianDosen['data'] };
}

/** POST bidang-keahlian/dosen: the lecturer's whole selection from the reference list. */
export async function simpanBidang(db: Kysely<any>, user: TokenClaims, body: SimpanBidangBody): Promise<PreferensiTersimpan> {
  const dosen = await idDosen(db, user);
  const ids = body.id_bidang_keahlian;
  periksaDaftar('id_bidang_keahlian', 'bidang', ids, (await pengaturan(db)).bidang_keahlian_maks);
  return simpanTerkunci(db, dosen, async (trx) => {
    const ada = await trx.selectFrom('teaching.bidang_keahlian').select('id_bidang_keahlian').where('id_bidang_keahlian', 'in', ids).execute();
    periksaAda('id_bidang_keahlian', ids, ada.map((r) => r.id_bidang_keahlian), (daftar) => tt('galat.bidang_tidak_dikenal', { daftar }));
    await ganti(trx, 'teaching.bidang_keahlian_dosen', dosen, ids.map((id) => ({ id_dosen: dosen, id_bidang_keahlian: id })));
    return { message: tt('pesan.bidang_tersimpan', { jumlah: ids.length }) };
  });
}
