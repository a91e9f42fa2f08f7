import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql } from '../../master-data/public';
import { namaBulan } from '../bulan';
import type { DaftarKomponen, Komponen, KomponenQuery, KomponenTersimpan, Pesan, TambahKomponenBody, UbahKomponenBody } from '../schemas-pengaturan';
import { cariDosenSql } from './rekening.service';
import { tp } from './slip.service';
import { periksaBulanBaru } from './tarif.service';
import { bulanTerbuka, dalamBulanTerbuka } from './tutup-buku.service';

// The monthly extra lines of a lecturer's slip (payroll.komponen_bulanan: research and PkM honoraria,
// additional allowance, other deduction), entered by the administrator (decision 0024). Like the rates,
// only an open month is written (decision 0028: after the latest closed month, past months included,
// so the month's extras can be entered after it ends and before it is closed).

export const JUMLAH = ['honor_penelitian', 'honor_pkm', 'tunjangan_tambahan', 'potongan_lain'] as const;

const kolom = sql`k.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, to_char(k.bulan, 'YYYY-MM') as bulan,
  k.honor_penelitian, k.honor_pkm, k.tunjangan_tambahan, k.potongan_lain, k.keterangan, k.versi,
  u.nama as diubah_oleh, to_char(k.diubah_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as diubah_pada`;
const dari = sql`from payroll.komponen_bulanan k join master_data.dosen d on d.id_dosen = k.id_dosen left join core.pengguna u on u.id_user = k.diubah_oleh`;

/** Amounts come back from PostgreSQL as text (bigint). */
const angka = (r: Record<string, unknown>): Komponen => ({
  ...(r as Komponen),
  ...Object.fromEntries(JUMLAH.map((k) => [k, Number(r[k])])),
});

function periksaBulanBaca(bulan: string): void {
  const m = Number(bulan.slice(5, 7));
  if (m < 1 || m > 12 || Number(bulan.slice(0, 4)) < 2000) {
    throw httpError(400, tp('galat.bulan_tidak_valid'), { bulan: [tp('galat.bulan_tidak_valid')] });
  }
}

/** GET pengaturan-gaji/komponen: one month's lines by lecturer name, 7 per page; `dapat_diubah` while the month is open. */
export async function daftarKomponen(db: Kysely<any>, q: KomponenQuery): Promise<DaftarKomponen> {
  periksaBulanBaca(q.bulan);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const where = sql`k.bulan = ${`${q.bulan}-01`}::date and ${cariDosenSql('d', q.search)}`;
  const { rows } = await sql<Record<string, unknown>>`select ${kolom}, count(*) over()::int as total ${dari} where ${where}
    order by d.nama_dosen, k.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows.length ? Number(rows[0].total) : page > 1 ? Number((await sql<{ n: number }>`select count(*)::int as n ${dari} where ${where}`.execute(db)).rows[0].n) : 0;
  return {
    data: rows.map(({ total: _t, ...r }) => angka(r)), current_page: page, per_page: perPage, total,
    bulan: q.bulan, dapat_diubah: q.bulan >= ((await bulanTerbuka(db)) ?? q.bulan),
  };
}

async function satuKomponen(db: Kysely<any>, idDosen: number, tanggal: string): Promise<Komponen | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select ${kolom} ${dari} where k.id_dosen = ${idDosen} and k.bulan = ${tanggal}::date`.execute(db);
  return rows[0] ? angka(rows[0]) : undefined;
}

async function namaDosen(db: Kysely<any>, idDosen: number, field?: string): Promise<string> {
  const { rows } = await sql<{ nama: string }>`select ${namaLengkapDosenSql('d')} as nama from master_data.dosen d where d.id_dosen = ${idDosen}`.execute(db);
  if (!rows[0]) throw httpError(field ? 400 : 404, tp('galat.dosen_tidak_ditemukan'), field ? { [field]: [tp('galat.dosen_tidak_ditemukan')] } : undefined);
  return rows[0].nama;
}

const keterangan = (k: string | null) => k?.trim() || null;

/** POST pengaturan-gaji/komponen: a new line for a lecturer and month; 409 when the month already has one (edit it instead). */
export async function tambahKomponen(db: Kysely<any>, user: TokenClaims, body: TambahKomponenBody): Promise<KomponenTersimpan> {
  const tanggal = periksaBulanBaru(body.bulan, 'bulan');
  const nama = await namaDosen(db, body.id_dosen, 'id_dosen');
  const { rows } = await dalamBulanTerbuka(db, body.bulan, 'bulan', (trx) => sql`insert into payroll.komponen_bulanan (id_dosen, bulan, honor_penelitian, honor_pkm, tunjangan_tambahan, potongan_lain, keterangan, diubah_oleh, diubah_pada)
    values (${body.id_dosen}, ${tanggal}::date, ${body.honor_penelitian}, ${body.honor_pkm}, ${body.tunjangan_tambahan}, ${body.potongan_lain},
      ${keterangan(body.keterangan)}, ${user.id_user}, now())
    on conflict (id_dosen, bulan) do nothing returning 1`.execute(trx));
  if (rows.length === 0) throw httpError(409, tp('galat.komponen_sudah_ada', { nama, bulan: namaBulan(body.bulan) }));
  return { message: tp('pesan.komponen_tersimpan', { nama, bulan: namaBulan(body.bulan) }), data: (await satuKomponen(db, body.id_dosen, tanggal))! };
}

/** PATCH pengaturan-gaji/komponen/{id_dosen}/{bulan}: when the line is still the version the page showed; else 409 (or 404 when it is gone). */
export async function ubahKomponen(db: Kysely<any>, user: TokenClaims, idDosen: number, bulan: string, body: UbahKomponenBody): Promise<KomponenTersimpan> {
  const tanggal = periksaBulanBaru(bulan, 'bulan');
  const nama = await namaDosen(db, idDosen);
  const { rows } = await dalamBulanTerbuka(db, bulan, 'bulan', (trx) => sql`update payroll.komponen_bulanan set honor_penelitian = ${body.honor_penelitian}, honor_pkm = ${body.honor_pkm},
      tunjangan_tambahan = ${body.tunjangan_tambahan}, potongan_lain = ${body.potongan_lain}, keterangan = ${keterangan(body.keterangan)},
      versi = versi + 1, diubah_oleh = ${user.id_user}, diubah_pada = now()
    where id_dosen = ${idDosen} and bulan = ${tanggal}::date and versi = ${body.versi} returning 1`.execute(trx));
  if (rows.length === 0) await gagalUbah(db, idDosen, tanggal, nama, bulan);
  return { message: tp('pesan.komponen_tersimpan', { nama, bulan: namaBulan(bulan) }), data: (await satuKomponen(db, idDosen, tanggal))! };
}

/** DELETE pengaturan-gaji/komponen/{id_dosen}/{bulan}?versi=: the same check as an edit. */
export async function hapusKomponen(db: Kysely<any>, idDosen: number, bulan: string, versi: number): Promise<Pesan> {
  const tanggal = periksaBulanBaru(bulan, 'bulan');
  const nama = await namaDosen(db, idDosen);
  const { rows } = await dalamBulanTerbuka(db, bulan, 'bulan', (trx) => sql`delete from payroll.komponen_bulanan where id_dosen = ${idDosen} and bulan = ${tanggal}::date and versi = ${versi} returning 1`.execute(trx));
  if (rows.length === 0) await gagalUbah(db, idDosen, tanggal, nama, bulan);
  return { message: tp('pesan.komponen_dihapus', { nama, bulan: namaBulan(bulan) }) };
}

/** Why a conditional edit touched nothing: the line is gone (404) or another save came first (409). */
async function gagalUbah(db: Kysely<any>, idDosen: number, tanggal: string, nama: string, bulan: string): Promise<never> {
  const ada = await satuKomponen(db, idDosen, tanggal);
  throw httpError(ada ? 409 : 404, tp(ada ? 'galat.komponen_bentrok' : 'galat.komponen_tidak_ada', { nama, bulan: namaBulan(bulan) }));
}
