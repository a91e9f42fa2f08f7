import type { Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { hariIniJakarta } from '../../master-data/public';
import { tu } from './access';

/**
 * A defence or proposal examination is planned, never recorded after the fact: a date before today is an input error.
 * Today is master-data's, the date from which a room's deactivation counts the bookings (decision 0041).
 */
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
