import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { likePattern } from '../../../core/server/db/like';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { CariQuery, DaftarRekening, RekeningDosen, RekeningTersimpan, SimpanRekeningBody } from '../schemas-pengaturan';
import { tp } from './slip.service';

// The administrator edits a lecturer's payroll account (decision 0024): account number, bank and BKD
// number, read by the slip on each request. Not versioned: the slip shows the account it pays into now.

/** `where` of a lecturer search: name, NIDN, NUPTK or NIP, case-insensitive; every lecturer when empty. */
export function cariDosenSql(alias: string, search: string | undefined) {
  const q = search?.trim();
  if (!q) return sql`true`;
  const like = likePattern(q);
  const c = (col: string) => sql.ref(`${alias}.${col}`);
  return sql`(${namaLengkapDosenSql(alias)} ilike ${like} or ${c('nidn')} like ${like} or ${c('nuptk')} like ${like} or ${c('nip')} like ${like})`;
}

const kolom = sql`d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, d.nuptk::text as nuptk, p.nama_prodi,
  g.norekening, g.nama_bank, g.id_bkd, g.versi`;
const dari = sql`from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi left join payroll.dosen_gaji g on g.id_dosen = d.id_dosen`;

/** GET pengaturan-gaji/rekening: lecturers by name, 7 per page, with their accounts. */
export async function daftarRekening(db: Kysely<any>, q: CariQuery): Promise<DaftarRekening> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const { rows } = await sql<RekeningDosen & { total: number }>`select ${kolom}, count(*) over()::int as total ${dari}
    where ${cariDosenSql('d', q.search)} order by d.nama_dosen, d.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? Number((await sql<{ n: number }>`select count(*)::int as n ${dari} where ${cariDosenSql('d', q.search)}`.execute(db)).rows[0].n) : 0);
  return { data: rows.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total };
}

async function satuRekening(db: Kysely<any>, idDosen: number): Promise<RekeningDosen | undefined> {
  const { rows } = await sql<RekeningDosen>`select ${kolom} ${dari} where d.id_dosen = ${idDosen}`.execute(db);
  return rows[0];
}

/**
 * PATCH pengaturan-gaji/rekening/{id_dosen}: stores the account when it is still the version the page
 * showed (`versi`; null: the lecturer had none), in one conditional statement; otherwise 409.
 */
export async function simpanRekening(db: Kysely<any>, user: TokenClaims, idDosen: number, body: SimpanRekeningBody): Promise<RekeningTersimpan> {
  const dosen = await satuRekening(db, idDosen);
  if (!dosen) throw httpError(404, tp('galat.dosen_tidak_ditemukan'));
  const baru = { norekening: body.norekening, nama_bank: body.nama_bank.trim(), id_bkd: body.id_bkd?.trim() || null };
  const { rows } = body.versi === null
    ? await sql`insert into payroll.dosen_gaji (id_dosen, norekening, nama_bank, id_bkd, diubah_oleh, diubah_pada)
        values (${idDosen}, ${baru.norekening}, ${baru.nama_bank}, ${baru.id_bkd}, ${user.id_user}, now())
        on conflict (id_dosen) do nothing returning 1`.execute(db)
    : await sql`update payroll.dosen_gaji set norekening = ${baru.norekening}, nama_bank = ${baru.nama_bank}, id_bkd = ${baru.id_bkd},
          versi = versi + 1, diubah_oleh = ${user.id_user}, diubah_pada = now()
        where id_dosen = ${idDosen} and versi = ${body.versi} returning 1`.execute(db);
  if (rows.length === 0) throw httpError(409, tp('galat.rekening_bentrok', { nama: dosen!.nama_dosen }));
  return { message: tp('pesan.rekening_tersimpan', { nama: dosen!.nama_dosen }), data: (await satuRekening(db, idDosen))! };
}
