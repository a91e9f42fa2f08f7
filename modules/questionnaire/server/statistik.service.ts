import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { DaftarKomentar, KomentarDosen, StatistikSoal } from '../schemas';

// The computations over a set of anonymous sheets: `scope` is a condition on `l`
// (questionnaire.lembar) — the staff's programmes, one lecturer's class or all their sheets
// (decision 0035). Each has a grouped form: `kunci` is an integer expression over `l` (the class,
// the programme, the lecturer) and one query answers every group, so a page of many classes runs a
// fixed number of statements (decision 0042).

export async function rows<T>(db: Kysely<any>, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** All the sheets of `scope` as one group, key 0. */
const SEMUA = sql<number>`0`;

export interface Ringkasan { jumlah_lembar: number; rata_rata: number | null }
export const RINGKASAN_KOSONG: Ringkasan = { jumlah_lembar: 0, rata_rata: null };

/** Per group: how many sheets and the mean of all their Likert answers (a group without sheets is absent). */
export async function ringkasanPer(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, kunci: RawBuilder<number>): Promise<Map<number, Ringkasan>> {
  const hasil = await rows<Record<string, unknown>>(db, sql`select ${kunci} as kunci, count(distinct l.id_lembar)::int as jumlah_lembar, round(avg(j.nilai), 2)::float8 as rata_rata
    from questionnaire.lembar l left join questionnaire.jawaban j on j.id_lembar = l.id_lembar where l.id_kuesioner = ${idKuesioner} and ${scope} group by 1`);
  return new Map(hasil.map((r) => [Number(r.kunci), { jumlah_lembar: Number(r.jumlah_lembar), rata_rata: num(r.rata_rata) }]));
}

/** How many sheets `scope` selects and the mean of all their Likert answers. */
export async function ringkasanLembar(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>): Promise<Ringkasan> {
  return (await ringkasanPer(db, idKuesioner, scope, SEMUA)).get(0) ?? RINGKASAN_KOSONG;
}

/**
 * Per group of `kelompok` (the keys wanted, each gets every Likert question, answered or not): the
 * statistics per question (answers, mean, counts of 1..5).
 */
export async function statistikPerSoalPer(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, kunci: RawBuilder<number>, kelompok: readonly number[]): Promise<Map<number, StatistikSoal[]>> {
  const hasil = new Map<number, StatistikSoal[]>(kelompok.map((k) => [k, []]));
  if (!kelompok.length) return hasil;
  const baris = await rows<Record<string, unknown>>(db, sql`select g.kunci, s.id_soal, s.urutan::int as urutan, s.kategori, s.pertanyaan,
      count(x.nilai)::int as jumlah, round(avg(x.nilai), 2)::float8 as rata_rata,
      count(x.nilai) filter (where x.nilai = 1)::int as n1, count(x.nilai) filter (where x.nilai = 2)::int as n2,
      count(x.nilai) filter (where x.nilai = 3)::int as n3, count(x.nilai) filter (where x.nilai = 4)::int as n4,
      count(x.nilai) filter (where x.nilai = 5)::int as n5
    from questionnaire.soal s
    cross join unnest(${[...kelompok]}::int[]) as g(kunci)
    left join (select ${kunci} as kunci, j.id_soal, j.nilai from questionnaire.jawaban j join questionnaire.lembar l on l.id_lembar = j.id_lembar where ${scope}) x
      on x.id_soal = s.id_soal and x.kunci = g.kunci
    where s.id_kuesioner = ${idKuesioner} and s.tipe = 'likert'
    group by g.kunci, s.id_soal order by g.kunci, s.urutan`);
  for (const r of baris) {
    hasil.get(Number(r.kunci))?.push({
      id_soal: Number(r.id_soal), urutan: Number(r.urutan), kategori: String(r.kategori), pertanyaan: String(r.pertanyaan), jumlah: Number(r.jumlah),
      rata_rata: num(r.rata_rata), sebaran: [r.n1, r.n2, r.n3, r.n4, r.n5].map(Number),
    });
  }
  return hasil;
}

/** The Likert statistics per question of the sheets `scope` selects. */
export async function statistikPerSoal(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>): Promise<StatistikSoal[]> {
  return (await statistikPerSoalPer(db, idKuesioner, scope, SEMUA, [0])).get(0) ?? [];
}

/** Per group: how many comments its sheets carry (a group without comments is absent). */
export async function jumlahKomentarPer(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, kunci: RawBuilder<number>): Promise<Map<number, number>> {
  const hasil = await rows<{ kunci: number; n: number }>(db, sql`select ${kunci} as kunci, count(*)::int as n
    from questionnaire.komentar c join questionnaire.lembar l on l.id_lembar = c.id_lembar
    where l.id_kuesioner = ${idKuesioner} and ${scope} group by 1`);
  return new Map(hasil.map((r) => [Number(r.kunci), Number(r.n)]));
}

/** How many comments the sheets `scope` selects carry. */
export async function jumlahKomentar(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>): Promise<number> {
  return (await jumlahKomentarPer(db, idKuesioner, scope, SEMUA)).get(0) ?? 0;
}

/**
 * The comments of the sheets `scope` selects, one page of them or all (an export): question and text
 * only, ordered by question and text, never by the order of writing (decision 0032).
 */
export async function daftarKomentar(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, halaman?: { limit: number; offset: number }): Promise<Array<KomentarDosen & { total: number }>> {
  const batas = halaman ? sql`limit ${halaman.limit} offset ${halaman.offset}` : sql``;
  return (await rows<KomentarDosen & { total: number }>(db, sql`select s.urutan::int as urutan, s.pertanyaan, c.isi, (count(*) over ())::int as total
    from questionnaire.komentar c join questionnaire.lembar l on l.id_lembar = c.id_lembar join questionnaire.soal s on s.id_soal = c.id_soal
    where l.id_kuesioner = ${idKuesioner} and ${scope}
    order by s.urutan, c.isi, c.id_lembar ${batas}`)).map(({ urutan, pertanyaan, isi, total }) => ({ urutan: Number(urutan), pertanyaan, isi, total: Number(total) }));
}

/**
 * Every comment of the sheets `scope` selects per group (`kunci`), each group's in `daftarKomentar`'s
 * order: one statement for an export of many groups.
 */
export async function komentarPer(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, kunci: RawBuilder<number>): Promise<Map<number, KomentarDosen[]>> {
  const baris = await rows<KomentarDosen & { kunci: number }>(db, sql`select ${kunci} as kunci, s.urutan::int as urutan, s.pertanyaan, c.isi
    from questionnaire.komentar c join questionnaire.lembar l on l.id_lembar = c.id_lembar join questionnaire.soal s on s.id_soal = c.id_soal
    where l.id_kuesioner = ${idKuesioner} and ${scope}
    order by 1, s.urutan, c.isi, c.id_lembar`);
  const hasil = new Map<number, KomentarDosen[]>();
  for (const { kunci: k, urutan, pertanyaan, isi } of baris) {
    const daftar = hasil.get(Number(k)) ?? [];
    daftar.push({ urutan: Number(urutan), pertanyaan, isi });
    hasil.set(Number(k), daftar);
  }
  return hasil;
}

/** One page (7) of the comments of the sheets `scope` selects (see `daftarKomentar`). */
export async function halamanKomentar(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>, current_page: number): Promise<DaftarKomentar> {
  const per_page = PAGE_SIZE.DEFAULT;
  const data = await daftarKomentar(db, idKuesioner, scope, { limit: per_page, offset: (current_page - 1) * per_page });
  const total = data.length ? data[0].total : current_page > 1 ? await jumlahKomentar(db, idKuesioner, scope) : 0;
  return { data: data.map(({ urutan, pertanyaan, isi }) => ({ urutan, pertanyaan, isi })), current_page, per_page, total };
}
