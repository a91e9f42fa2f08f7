import { sql, type Kysely, type Transaction } from 'kysely';
import { httpError } from '../../../../core/server/http/errors';
import { t } from '../../../../core/server/i18n';
import { actionsFrom, transitionOf, type Machine, type Party } from './machine';

/** Where a workflow item lives: its table in the `uaps` schema, its key column and its history kind. */
export interface ItemKind {
  /** History kind and i18n key under `item` ('proposal', 'bimbingan', 'perubahan'). */
  jenis: string;
  table: string;
  idColumn: string;
  machine: Machine;
}

/** Who acts: their party towards this item (decided by the caller's object check) and their user id. */
export interface Actor {
  party: Party;
  id_user: number | null;
}

/** Extra columns to set in the same update, e.g. a validation note or a timestamp. */
export type ExtraColumns = Record<string, unknown>;

const stateLabel = (state: string) => t('uaps', `status.${state}`);
const actionLabel = (action: string) => t('uaps', `aksi.${action}`);

/**
 * Takes transition `action` on item `id`: one conditional update (`... WHERE id = $id AND status IN
 * ($from)`) and one history row in a single transaction. Refuses with 403 when the party may not
 * take the action, 404 when the item is missing and 409 (Indonesian, naming the current state)
 * when the item is not in a state the action starts from; nothing changes then. Of two people
 * acting at once only the first commits; the second finds the new state and is refused.
 * Runs inside `trx` when given (so callers can do more work in the same transaction).
 */
export async function transition(
  db: Kysely<any> | Transaction<any>,
  kind: ItemKind,
  id: number,
  action: string,
  actor: Actor,
  opts: { catatan?: string | null; set?: ExtraColumns } = {},
): Promise<{ dari: string; ke: string }> {
  const decl = transitionOf(kind.machine, action);
  if (!decl) throw httpError(400, t('uaps', 'alur.aksi_tidak_dikenal', { aksi: action }));
  if (decl.by !== actor.party) throw httpError(403, t('uaps', 'alur.bukan_pihaknya', { aksi: actionLabel(action) }));
  const run = async (trx: Transaction<any> | Kysely<any>) => {
    const table = sql.table(`uaps.${kind.table}`);
    const idCol = sql.ref(kind.idColumn);
    const extra = Object.entries(opts.set ?? {}).map(([col, value]) => sql`, ${sql.ref(col)} = ${value}`);
    // The lock makes a concurrent second actor wait, then re-read the committed state and fail the condition.
    const result = await sql<{ dari: string }>`
      with lama as (select ${idCol} as id, status from ${table} where ${idCol} = ${id} for update)
      update ${table} as t set status = ${decl.to}, updated_at = now()${sql.join(extra, sql``)}
      from lama where t.${idCol} = lama.id and lama.status in (${sql.join(decl.from)}) and t.status in (${sql.join(decl.from)})
      returning lama.status as dari`.execute(trx);
    const row = result.rows[0];
    if (!row) {
      const current = await sql<{ status: string }>`select status from ${table} where ${idCol} = ${id}`.execute(trx);
      if (!current.rows[0]) throw httpError(404, t('uaps', `item.${kind.jenis}_tidak_ditemukan`));
      throw httpError(409, t('uaps', 'alur.tidak_boleh', {
        aksi: actionLabel(action), status: stateLabel(current.rows[0].status), item: t('uaps', `item.${kind.jenis}`),
      }));
    }
    await trx.withSchema('uaps').insertInto('riwayat').values({
      jenis: kind.jenis, id_item: id, aksi: action, dari: row.dari, ke: decl.to, id_user: actor.id_user, catatan: opts.catatan ?? null,
    }).execute();
    return { dari: row.dari, ke: decl.to };
  };
  return db.isTransaction ? run(db) : (db as Kysely<any>).transaction().execute(run);
}

/**
 * Refuses with 409 unless item `id` is in one of `states` (for changes that keep the state, such
 * as editing a draft or uploading its files); 404 when it does not exist. Returns the state.
 */
export async function requireState(db: Kysely<any> | Transaction<any>, kind: ItemKind, id: number, states: readonly string[], action: string): Promise<string> {
  const row = await sql<{ status: string }>`select status from ${sql.table(`uaps.${kind.table}`)} where ${sql.ref(kind.idColumn)} = ${id}`.execute(db);
  const status = row.rows[0]?.status;
  if (!status) throw httpError(404, t('uaps', `item.${kind.jenis}_tidak_ditemukan`));
  if (!states.includes(status)) {
    throw httpError(409, t('uaps', 'alur.tidak_boleh', { aksi: actionLabel(action), status: stateLabel(status), item: t('uaps', `item.${kind.jenis}`) }));
  }
  return status;
}

/** Records a history row for an event that is not a state change (file uploaded, supervisor assigned). */
export async function recordEvent(db: Kysely<any> | Transaction<any>, jenis: string, id: number, aksi: string, status: string, id_user: number | null, catatan?: string | null): Promise<void> {
  await db.withSchema('uaps').insertInto('riwayat').values({ jenis, id_item: id, aksi, dari: status, ke: status, id_user, catatan: catatan ?? null }).execute();
}

const historyQuery = (db: Kysely<any>, jenis: string) => db.withSchema('uaps').selectFrom('riwayat as r').leftJoin('core.pengguna as u', 'u.id_user', 'r.id_user')
  .select(['r.aksi', 'r.dari', 'r.ke', 'r.catatan', 'u.nama as oleh', sql<string>`to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`.as('waktu')])
  .where('r.jenis', '=', jenis).orderBy('r.id_riwayat');

/** The history of one item, oldest first, with the actor's name. */
export function historyOf(db: Kysely<any>, jenis: string, id: number) {
  return historyQuery(db, jenis).where('r.id_item', '=', id).execute();
}

/**
 * A page of items of `kind`, each with its history (one query for the whole page) and the
 * actions `party` may take on it now.
 */
export async function withHistory<R extends { status: string }>(db: Kysely<any>, kind: ItemKind, rows: R[], party: Party) {
  const idOf = (row: R) => Number((row as Record<string, unknown>)[kind.idColumn]);
  const history = rows.length ? await historyQuery(db, kind.jenis).select('r.id_item').where('r.id_item', 'in', rows.map(idOf)).execute() : [];
  const byItem = new Map<number, Omit<(typeof history)[number], 'id_item'>[]>();
  for (const { id_item, ...entry } of history) byItem.set(Number(id_item), [...(byItem.get(Number(id_item)) ?? []), entry]);
  return rows.map((row) => ({ ...row, riwayat: byItem.get(idOf(row)) ?? [], aksi: actionsFrom(kind.machine, row.status, party) }));
}
