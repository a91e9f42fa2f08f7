import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import type { UserType } from '../../../core/contract/user-types';
import { fail, msg } from './common';

/** One validation step: who may take it, from which status, to which status. */
export interface ChainStep {
  langkah: string;
  dari: string;
  ke: string;
  validator: readonly UserType[];
}

/**
 * A declared validation chain: the table holding the requests, its history table, and the steps in
 * their only allowed order. Any step may refuse instead ('ditolak', final).
 */
export interface ValidationChain {
  table: string;
  history: string;
  idColumn: string;
  awal: string;
  selesai: string;
  steps: readonly ChainStep[];
  /** Columns of the request holding the lecturers it concerns: none of them may validate it in any role. */
  pihak: readonly string[];
}

export const DITOLAK = 'ditolak';

/** Substitute teaching (spec section 4): study programme -> dean -> LP3 -> LAK, strictly in this order. */
export const RANTAI_PENGGANTI: ValidationChain = {
  table: 'attendance.pengganti_mengajar',
  history: 'attendance.pengganti_mengajar_riwayat',
  idColumn: 'id_pengganti_mengajar',
  awal: 'diajukan',
  selesai: 'selesai',
  steps: [
    { langkah: 'prodi', dari: 'diajukan', ke: 'valid_prodi', validator: ['aka00', 'aka02'] },
    { langkah: 'dekan', dari: 'valid_prodi', ke: 'valid_dekan', validator: ['fak00'] },
    { langkah: 'lp3', dari: 'valid_dekan', ke: 'valid_lp3', validator: ['lbg204.0', 'lbg204.1'] },
    { langkah: 'lak', dari: 'valid_lp3', ke: 'selesai', validator: ['lbg213.0', 'lbg213.1'] },
  ],
  pihak: ['id_dosen', 'id_dosen_pengganti'],
};

/**
 * Manual lecturer attendance: level 1 by the study programme (aka00, aka02; not aka01, spec
 * section 5), level 2 by the faculty or an institute unit (fak00, lbg204.x, lbg213.x).
 */
export const RANTAI_PRESENSI_MANUAL: ValidationChain = {
  table: 'attendance.presensi_manual',
  history: 'attendance.presensi_manual_riwayat',
  idColumn: 'id_presensi_manual',
  awal: 'diajukan',
  selesai: 'selesai',
  steps: [
    { langkah: 'level_1', dari: 'diajukan', ke: 'valid_level_1', validator: ['aka00', 'aka02'] },
    { langkah: 'level_2', dari: 'valid_level_1', ke: 'selesai', validator: ['fak00', 'lbg204.0', 'lbg204.1', 'lbg213.0', 'lbg213.1'] },
  ],
  pihak: ['id_dosen'],
};

/** Every status of a chain in order (awal, each step's result), for comparisons and labels. */
export function urutanStatus(chain: ValidationChain): string[] {
  return [chain.awal, ...chain.steps.map((s) => s.ke)];
}

/** The step a user type takes in a chain (each type validates at most one step), or undefined. */
export function langkahUntuk(chain: ValidationChain, type: UserType): ChainStep | undefined {
  return chain.steps.find((s) => s.validator.includes(type));
}

/**
 * Moves request `id` through step `langkah` (approve) or refuses it. The move is one conditional
 * UPDATE ... WHERE status = <the step's expected status>; of two validators acting at once only one
 * matches, the other gets the explanation. A step out of order is refused with the step still
 * missing. `scope` restricts which requests the user may act on (programme or faculty); a request
 * outside it is 'not found'. A lecturer the request concerns may not validate it, whatever group
 * they act in (a head of programme is also programme staff). `after` runs in the same transaction
 * when the chain completes.
 */
export async function jalankanLangkah(
  db: Kysely<any>,
  chain: ValidationChain,
  input: { id: number; langkah: string; setuju: boolean; catatan?: string | null; user: TokenClaims; scope: RawBuilder<boolean> },
  after?: (trx: Kysely<any>, id: number) => Promise<void>,
): Promise<{ status: string; message: string }> {
  const step = chain.steps.find((s) => s.langkah === input.langkah);
  if (!step) fail(400, 'langkah_tidak_dikenal');
  if (!step.validator.includes(input.user.id_group_user)) fail(403, 'bukan_validator_langkah', { langkah: msg(`langkah.${step.langkah}`) });
  const table = sql.raw(chain.table);
  const idCol = sql.raw(chain.idColumn);
  const ke = input.setuju ? step.ke : DITOLAK;
  return db.transaction().execute(async (trx) => {
    const pihak = sql.join(chain.pihak.map((c) => sql.ref(`t.${c}`)));
    const visible = await sql<{ status: string; milik_sendiri: boolean }>`select t.status,
        exists (select 1 from master_data.dosen d where d.id_user = ${input.user.id_user} and d.id_dosen in (${pihak})) as milik_sendiri
      from ${table} t where t.${idCol} = ${input.id} and ${input.scope}`.execute(trx);
    if (!visible.rows.length) fail(404, 'ajuan_tidak_ditemukan');
    if (visible.rows[0].milik_sendiri) fail(403, 'validasi_ajuan_sendiri');
    const moved = await sql`update ${table} set status = ${ke}, diperbarui = now() where ${idCol} = ${input.id} and status = ${step.dari} returning ${idCol}`.execute(trx);
    if (!moved.rows.length) {
      // Someone else moved it, or it is not this step's turn: re-read the committed status to explain.
      const now = await sql<{ status: string }>`select status from ${table} where ${idCol} = ${input.id}`.execute(trx);
      const status = now.rows[0].status;
      if (status === DITOLAK) fail(409, 'ajuan_sudah_ditolak');
      const order = urutanStatus(chain);
      if (order.indexOf(status) < order.indexOf(step.dari)) {
        const missing = chain.steps.find((s) => s.dari === status)!;
        fail(409, 'langkah_belum_giliran', { langkah: msg(`langkah.${step.langkah}`), menunggu: msg(`langkah.${missing.langkah}`) });
      }
      fail(409, 'langkah_sudah_dilakukan', { langkah: msg(`langkah.${step.langkah}`) });
    }
    await sql`insert into ${sql.raw(chain.history)} (${idCol}, dari, ke, langkah, catatan, id_user)
      values (${input.id}, ${step.dari}, ${ke}, ${step.langkah}, ${input.catatan ?? null}, ${input.user.id_user})`.execute(trx);
    if (ke === chain.selesai && after) await after(trx, input.id);
    return { status: ke, message: msg(input.setuju ? 'pesan.validasi_disetujui' : 'pesan.validasi_ditolak', { langkah: msg(`langkah.${step.langkah}`) }) };
  });
}

// Shared with other modules' validators (lecturer activities): it lives in master-data's public helpers.
export { lingkupProdi } from '../../master-data/public';
