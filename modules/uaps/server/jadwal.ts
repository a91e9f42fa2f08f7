import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { tu } from './access';

/** Today's date in Asia/Jakarta, 'YYYY-MM-DD', by the database clock (the one the rows are written with). */
export async function hariIniJakarta(db: Kysely<any>): Promise<string> {
  return (await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as d`.execute(db)).rows[0].d;
}

/** A defence or proposal examination is planned, never recorded after the fact: a date before today is an input error. */
export async function assertBukanLampau(db: Kysely<any>, tanggal: string): Promise<void> {
  if (tanggal < (await hariIniJakarta(db))) throw httpError(400, tu('galat.tanggal_lampau'), { tanggal: [tu('galat.tanggal_lampau')] });
}

/**
 * The examiners in the order given. The same lecturer twice is refused rather than silently
 * dropped: staff would otherwise believe they had scheduled a larger panel than was stored.
 */
export function pengujiUnik(penguji: readonly number[]): number[] {
  if (new Set(penguji).size !== penguji.length) throw httpError(400, tu('galat.penguji_ganda'), { penguji: [tu('galat.penguji_ganda')] });
  return [...penguji];
}
