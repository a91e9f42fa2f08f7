import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { likePattern } from '../../../core/server/db/like';
import type { ExtensionRegistry } from '../../../core/server/extensions';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { hariIniJakarta, PEMAKAIAN_RUANG, type PemakaianRuang } from '../public';
import type { DaftarRuangKelola, RuangKelola, RuangKelolaQuery, RuangTersimpan, StatusRuangBody, TambahRuangBody, UbahRuangBody } from '../schemas-ruang';

// The administrator's rooms (decision 0033). A room's weekly slots "in use" are those of the active
// semester and of any later one (the coming short semester is planned while the active one runs):
// their classes' quotas bound the capacity, and they keep the room from being deactivated.

const tr = (key: string, vars?: Record<string, string | number>) => t('master-data', `ruang.${key}`, vars);
const gagal = (status: number, key: string, vars?: Record<string, string | number>, field?: string): never => {
  const message = tr(`galat.${key}`, vars);
  throw httpError(status, message, field ? { [field]: [message] } : undefined);
};

/** SQL condition on a `master_data.semester` alias: the active semester or a later one. */
const semesterBerjalan = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${alias}.kode_semester`)} >= (select kode_semester from master_data.semester where aktif limit 1)`;

const jumlahJadwal = sql<number>`(select count(*)::int from master_data.jadwal j join master_data.kelas k on k.id_kelas = j.id_kelas
  join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi where j.id_ruang = r.id_ruang and ${semesterBerjalan('s')})`;
const kolom = sql`r.id_ruang, r.kode, r.nama_ruang, r.id_gedung, g.nama_gedung, r.lantai::int as lantai, r.jenis, r.kapasitas, r.aktif, r.versi,
  ${jumlahJadwal} as jumlah_jadwal`;
const dari = sql`from master_data.ruang r join master_data.gedung g on g.id_gedung = r.id_gedung`;

function saring(q: RuangKelolaQuery) {
  const kata = q.cari?.trim();
  const cari = kata ? sql`(r.kode ilike ${likePattern(kata)} or r.nama_ruang ilike ${likePattern(kata)} or g.nama_gedung ilike ${likePattern(kata)})` : sql`true`;
  const status = q.status ? sql`r.aktif = ${q.status === 'aktif'}` : sql`true`;
  return sql`${cari} and ${status}`;
}

/** GET ruang/kelola: rooms by code, searched by code, name or building, filtered by status, 7 per page. */
export async function daftarRuangKelola(db: Kysely<any>, q: RuangKelolaQuery): Promise<DaftarRuangKelola> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const where = saring(q);
  const { rows } = await sql<RuangKelola & { total: number }>`select ${kolom}, count(*) over()::int as total ${dari}
    where ${where} order by r.kode, r.id_ruang limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? (await sql<{ n: number }>`select count(*)::int as n ${dari} where ${where}`.execute(db)).rows[0].n : 0);
  return { data: rows.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total };
}

async function satuRuang(db: Kysely<any>, idRuang: number): Promise<RuangKelola | undefined> {
  const { rows } = await sql<RuangKelola>`select ${kolom} ${dari} where r.id_ruang = ${idRuang}`.execute(db);
  return rows[0];
}

/** The building (400 when unknown) and the floor within it (400 past its top floor). */
async function periksaGedung(db: Kysely<any>, body: TambahRuangBody) {
  const g = await db.selectFrom('master_data.gedung').select(['nama_gedung', 'jumlah_lantai']).where('id_gedung', '=', body.id_gedung).executeTakeFirst();
  if (!g) gagal(400, 'gedung_tidak_ada', undefined, 'id_gedung');
  if (body.lantai > Number(g!.jumlah_lantai)) gagal(400, 'lantai_di_luar_gedung', { lantai: body.lantai, gedung: g!.nama_gedung as string, jumlah: Number(g!.jumlah_lantai) }, 'lantai');
}

const isian = (b: TambahRuangBody) => ({
  kode: b.kode.trim().toUpperCase(), nama_ruang: b.nama_ruang.trim(), id_gedung: b.id_gedung, lantai: b.lantai, jenis: b.jenis, kapasitas: b.kapasitas,
});

const kodeSudahAda = (error: unknown) => (error as { code?: string }).code === '23505';

/** POST ruang: a new room; a code already used (case-insensitive) is a 409. */
export async function tambahRuang(db: Kysely<any>, body: TambahRuangBody): Promise<RuangTersimpan> {
  await periksaGedung(db, body);
  const baru = isian(body);
  let id: number;
  try {
    const row = await db.insertInto('master_data.ruang').values({ ...baru, aktif: body.aktif ?? true }).returning('id_ruang').executeTakeFirstOrThrow();
    id = Number(row.id_ruang);
  } catch (error) {
    if (kodeSudahAda(error)) gagal(409, 'kode_sudah_ada', { kode: baru.kode }, 'kode');
    throw error;
  }
  return { message: tr('pesan.ditambah', { kode: baru.kode }), data: (await satuRuang(db, id!))! };
}

/**
 * The room locked for the change (FOR UPDATE: a slot write reads it FOR SHARE, so a new slot and a
 * capacity cut or deactivation of its room happen one after the other), at the version the page showed.
 */
async function kunciRuang(trx: Kysely<any>, idRuang: number, versi: number) {
  const r = await trx.selectFrom('master_data.ruang').select(['kode', 'versi']).where('id_ruang', '=', idRuang).forUpdate().executeTakeFirst();
  if (!r) gagal(404, 'tidak_ditemukan');
  if (Number(r!.versi) !== versi) gagal(409, 'versi_bentrok', { kode: r!.kode as string });
  return r!.kode as string;
}

/** PUT ruang/{id_ruang}: every field at the version shown; the capacity stays at least the largest quota of a class using the room. */
export async function ubahRuang(db: Kysely<any>, idRuang: number, body: UbahRuangBody): Promise<RuangTersimpan> {
  await periksaGedung(db, body);
  const baru = isian(body);
  try {
    await db.transaction().execute(async (trx) => {
      const kodeLama = await kunciRuang(trx, idRuang, body.versi);
      const { rows: [kelas] } = await sql<{ kelas: string; kuota: number; semester: string }>`
        select mk.kode_mata_kuliah || ' ' || mk.nama_mata_kuliah || ' (' || k.nama_kelas || ')' as kelas, k.kuota, s.nama_semester_registrasi as semester
        from master_data.jadwal j join master_data.kelas k on k.id_kelas = j.id_kelas
        join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
        join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
        where j.id_ruang = ${idRuang} and k.kuota > ${baru.kapasitas} and ${semesterBerjalan('s')}
        order by k.kuota desc, k.id_kelas limit 1`.execute(trx);
      if (kelas) gagal(409, 'kapasitas_di_bawah_kuota', { kode: kodeLama, kapasitas: baru.kapasitas, kelas: kelas.kelas, kuota: Number(kelas.kuota), semester: kelas.semester }, 'kapasitas');
      await trx.updateTable('master_data.ruang').set({ ...baru, versi: sql`versi + 1` }).where('id_ruang', '=', idRuang).execute();
    });
  } catch (error) {
    if (kodeSudahAda(error)) gagal(409, 'kode_sudah_ada', { kode: baru.kode }, 'kode');
    throw error;
  }
  return { message: tr('pesan.tersimpan', { kode: baru.kode }), data: (await satuRuang(db, idRuang))! };
}

const daftar = (items: string[]) => new Intl.ListFormat('id', { type: 'conjunction' }).format(items);
/** '2 sidang tugas akhir dan 1 sidang pra-UAPS': the bookings other modules reported, as the refusal names them. */
const daftarPemakaian = (p: PemakaianRuang[]) => daftar(p.map((x) => `${x.jumlah} ${x.jenis}`));
/** 'sidang tugas akhir dan sidang pra-UAPS': their kinds, for whom to ask. */
const daftarJenis = (p: PemakaianRuang[]) => daftar(p.map((x) => x.jenis));

/**
 * PATCH ruang/{id_ruang}/status: a room still holding weekly slots in use, or bookings from today on
 * that another module reports through PEMAKAIAN_RUANG (uaps's defences and proposal examinations,
 * decision 0041; krs's exams, decision 0044), is not deactivated (409 naming all of them). Both are read under the room's FOR UPDATE
 * lock; every writer of a slot (FOR SHARE) or booking (uaps: FOR UPDATE) locks the room before it checks `aktif`.
 */
export async function ubahStatusRuang(db: Kysely<any>, ext: ExtensionRegistry, idRuang: number, body: StatusRuangBody): Promise<RuangTersimpan> {
  const kode = await db.transaction().execute(async (trx) => {
    const kode = await kunciRuang(trx, idRuang, body.versi);
    if (!body.aktif) {
      const { rows: [{ n }] } = await sql<{ n: number }>`select count(*)::int as n from master_data.jadwal j join master_data.kelas k on k.id_kelas = j.id_kelas
        join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi where j.id_ruang = ${idRuang} and ${semesterBerjalan('s')}`.execute(trx);
      const hariIni = await hariIniJakarta(trx);
      const pemakaian: PemakaianRuang[] = [];
      for (const laporkan of ext.all(PEMAKAIAN_RUANG)) pemakaian.push(...(await laporkan(trx, idRuang, hariIni)).filter((p) => p.jumlah > 0));
      // One refusal names everything that holds the room, so it is cleared in one round, not found piece by piece.
      if (n > 0 && pemakaian.length > 0) {
        gagal(409, 'masih_dijadwalkan_dan_dipesan', { kode, jumlah: n, daftar: daftarPemakaian(pemakaian), daftar_jenis: daftarJenis(pemakaian) }, 'aktif');
      }
      if (n > 0) gagal(409, 'masih_dijadwalkan', { kode, jumlah: n }, 'aktif');
      if (pemakaian.length > 0) gagal(409, 'masih_dipesan', { kode, daftar: daftarPemakaian(pemakaian) }, 'aktif');
    }
    await trx.updateTable('master_data.ruang').set({ aktif: body.aktif, versi: sql`versi + 1` }).where('id_ruang', '=', idRuang).execute();
    return kode;
  });
  return { message: tr(body.aktif ? 'pesan.diaktifkan' : 'pesan.dinonaktifkan', { kode }), data: (await satuRuang(db, idRuang))! };
}
