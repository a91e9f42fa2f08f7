import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { isUserType, PRODI_STAFF, USER_TYPES, type UserType } from '../../../core/contract/user-types';
import { paged } from '../../../core/server/http/paging';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { escapeLike } from '../../../core/server/db/like';
import type {
  AksesProdiList, Cakupan, DaftarGrup, DaftarGrupBody, DaftarGrupItem, GrupDefinisi, Otorisasi, OtorisasiBody, PenggunaDetail, PenggunaPage, PenggunaQuery, ProdiItem,
} from '../schemas';

const core = (db: Kysely<any>) => db.withSchema('core');
const msg = (key: string, vars?: Record<string, string | number>) => t('admin', `galat.${key}`, vars);

/** Sessions of a user ended by a change, for the caller to announce once the change is committed. */
export interface Dicabut {
  sids: string[];
}

/** The scope each group's assignment needs (spec section 3: penugasan with programme, faculty or unit). */
export function cakupanOf(group: UserType): Cakupan {
  if (group === 'dsn00' || group === 'kor00') return 'dosen';
  if ((PRODI_STAFF as readonly string[]).includes(group)) return 'prodi';
  if (group === 'fak00') return 'fakultas';
  if (group.startsWith('lbg')) return 'lembaga';
  if (group === 'mhs00') return 'prodi';
  return null;
}

/** `kode_penugasan` as login and the role labels read it (seeded the same way by master-data). */
function kodeOf(group: UserType): string {
  if (group === 'mhs00') return 'mhs';
  if (group === 'dsn00') return 'dsn';
  if (group === 'kor00') return 'kor';
  if ((PRODI_STAFF as readonly string[]).includes(group)) return 'prd';
  if (group === 'adm00') return 'adm';
  if (group === 'fak00') return 'fkt';
  return 'lbg';
}

/** lbg204.1 -> unit 'lbg204', level 1. */
const lembagaOf = (group: string) => ({ kode: group.split('.')[0], level: Number(group.split('.')[1] ?? 0) });

async function pengguna(db: Kysely<any>, idUser: number) {
  const row = await core(db).selectFrom('pengguna').select(['id_user', 'username', 'nama', 'aktif', 'default_group', 'sudah_ubah_password'])
    .where('id_user', '=', idUser).executeTakeFirst();
  if (!row) throw httpError(404, msg('pengguna_tidak_ditemukan'));
  return row;
}

/** GET pengguna: every account, searched in username and name, 7 per page, with the groups each holds. */
export async function listPengguna(db: Kysely<any>, q: PenggunaQuery): Promise<PenggunaPage> {
  let query = core(db).selectFrom('pengguna as u').select([
    'u.id_user', 'u.username', 'u.nama', 'u.aktif', 'u.default_group',
    sql<unknown>`coalesce((select json_agg(json_build_object('id_group_user', g.id_group_user, 'nama_group', g.nama_group) order by m.urut)
      from (select id_group_user, min(idp) as urut from core.penugasan where id_user = u.id_user group by id_group_user) m
      join core.grup g on g.id_group_user = m.id_group_user), '[]'::json)`.as('grup'),
  ]);
  const search = q.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', pattern), eb('u.nama', 'ilike', pattern)]));
  }
  if (q.id_group_user) {
    query = query.where(sql<boolean>`exists (select 1 from core.penugasan p where p.id_user = u.id_user and p.id_group_user = ${q.id_group_user})`);
  }
  const page = await paged(query.orderBy(sql`lower(u.nama)`).orderBy('u.id_user'), q, PAGE_SIZE.USERS);
  return {
    ...page,
    data: page.data.map((r) => ({
      id_user: Number(r.id_user), username: String(r.username), nama: String(r.nama), aktif: Boolean(r.aktif), default_group: String(r.default_group),
      grup: (typeof r.grup === 'string' ? JSON.parse(r.grup) : r.grup) as Array<{ id_group_user: string; nama_group: string }>,
    })),
  };
}

/** GET pengguna/{id_pengguna}: the account's data. */
export async function detailPengguna(db: Kysely<any>, idUser: number): Promise<PenggunaDetail> {
  const u = await pengguna(db, idUser);
  const extra = await sql<{ nama_group: string; mahasiswa: boolean; dosen: boolean; staf_prodi: boolean }>`
    select (select nama_group from core.grup where id_group_user = ${u.default_group}) as nama_group,
      exists (select 1 from master_data.mahasiswa where id_user = ${idUser}) as mahasiswa,
      exists (select 1 from master_data.dosen where id_user = ${idUser}) as dosen,
      exists (select 1 from core.penugasan where id_user = ${idUser} and id_group_user = any(${[...PRODI_STAFF]}::text[])) as staf_prodi`.execute(db);
  const e = extra.rows[0];
  return {
    id_user: Number(u.id_user), username: u.username, nama: u.nama, aktif: u.aktif, default_group: u.default_group, nama_default_group: e.nama_group ?? u.default_group,
    sudah_ubah_password: u.sudah_ubah_password, mahasiswa: e.mahasiswa, dosen: e.dosen, staf_prodi: e.staf_prodi,
  };
}

async function prodiOptions(db: Kysely<any>) {
  return db.withSchema('master_data').selectFrom('prodi as p').innerJoin('fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .select(['p.id_prodi', 'p.kode_prodi', 'p.nama_prodi', 'p.jenjang', 'f.nama_fakultas', 'f.id_fakultas'])
    .orderBy('f.nama_fakultas').orderBy('p.nama_prodi').orderBy('p.id_prodi').execute();
}

/** GET pengguna/grup: the 13 groups of spec section 9 with their Indonesian names and what each assignment needs. */
export async function listGrup(db: Kysely<any>): Promise<GrupDefinisi[]> {
  const [groups, prodi, fakultas, lembaga] = await Promise.all([
    core(db).selectFrom('grup').select(['id_group_user', 'nama_group']).execute(),
    prodiOptions(db),
    db.withSchema('master_data').selectFrom('fakultas').select(['id_fakultas', 'nama_fakultas']).orderBy('nama_fakultas').execute(),
    db.withSchema('master_data').selectFrom('lembaga').select(['id_lembaga', 'kode_lembaga', 'nama_lembaga']).orderBy('id_lembaga').execute(),
  ]);
  const order = (code: string) => (USER_TYPES as readonly string[]).indexOf(code);
  return groups.filter((g) => isUserType(g.id_group_user)).sort((a, b) => order(a.id_group_user) - order(b.id_group_user)).map((g) => {
    const group = g.id_group_user as UserType;
    const cakupan = cakupanOf(group);
    const pilihan = group === 'mhs00' ? []
      : cakupan === 'prodi' ? prodi.map((p) => ({ id: p.id_prodi, nama: `${p.nama_prodi} (${p.jenjang})` }))
        : cakupan === 'fakultas' ? fakultas.map((f) => ({ id: f.id_fakultas, nama: f.nama_fakultas }))
          : cakupan === 'lembaga' ? lembaga.filter((l) => l.kode_lembaga === lembagaOf(group).kode).map((l) => ({ id: l.id_lembaga, nama: l.nama_lembaga }))
            : [];
    return { id_group_user: group, nama_group: g.nama_group, cakupan, dapat_diberikan: group !== 'mhs00', pilihan };
  });
}

async function penugasanRows(db: Kysely<any>, idUser: number): Promise<DaftarGrupItem[]> {
  const rows = await core(db).selectFrom('penugasan as p').innerJoin('grup as g', 'g.id_group_user', 'p.id_group_user')
    .select(['p.idp', 'p.id_group_user', 'g.nama_group', 'p.id_level', 'p.kode_penugasan', 'p.sebagai_ketua_prodi', 'p.id_prodi', 'p.id_fakultas', 'p.id_lembaga',
      'p.nama_prodi', 'p.nama_fakultas', 'p.nama_lembaga'])
    .where('p.id_user', '=', idUser).orderBy('p.idp').execute();
  return rows.map((r) => ({ ...r, idp: Number(r.idp), id_level: Number(r.id_level) }) as DaftarGrupItem);
}

/** GET pengguna/daftar-grup: the assignments (groups with their scope) of one user, in login order. */
export async function daftarGrup(db: Kysely<any>, idUser: number): Promise<DaftarGrup> {
  const u = await pengguna(db, idUser);
  return { id_user: Number(u.id_user), default_group: u.default_group, data: await penugasanRows(db, idUser) };
}

type Row = Omit<DaftarGrupItem, 'idp' | 'nama_group'>;
/** An assignment's identity: its group and the one scope that group needs. */
function keyOf(r: Pick<Row, 'id_group_user' | 'id_prodi' | 'id_fakultas' | 'id_lembaga'>): string {
  const cakupan = isUserType(r.id_group_user) ? cakupanOf(r.id_group_user) : null;
  const scope = cakupan === 'prodi' || cakupan === 'dosen' ? r.id_prodi : cakupan === 'fakultas' ? r.id_fakultas : cakupan === 'lembaga' ? r.id_lembaga : '';
  return `${r.id_group_user}|${scope ?? ''}`;
}

/** Ends the user's active sessions inside the change's transaction (all but `keep`), returning their ids. */
async function cabutSesi(trx: Kysely<any>, idUser: number, keep: string | null): Promise<string[]> {
  let q = core(trx).updateTable('sesi').set({ revoked_at: sql`now()` }).where('id_user', '=', idUser).where('revoked_at', 'is', null);
  if (keep) q = q.where('id', '<>', keep);
  return (await q.returning('id').execute()).map((r) => String(r.id));
}

/**
 * PATCH pengguna/daftar-grup: sets the complete list of a user's groups in one transaction, under a
 * lock on the account row, so two administrators saving at once apply one after the other.
 * Assignments that stay are kept as they are (their order, level and head-of-programme flag);
 * removed or changed ones end every session of the user (tokens carry `penugasan`, and a refresh
 * reuses the session's group), except the administrator's own current session. Rules: a student
 * account (mhs00) keeps exactly its student group; mhs00 is given to no one here; dsn00 and kor00
 * need a lecturer record (their programme is its programme); aka00-02 need a programme and fak00
 * a faculty; an administrator keeps adm00 on their own account. The stored default group follows
 * when it is removed, and programme access is cleared with the last programme-staff group.
 */
export async function setDaftarGrup(db: Kysely<any>, admin: TokenClaims, body: DaftarGrupBody): Promise<{ hasil: DaftarGrup; dicabut: Dicabut }> {
  return db.transaction().execute(async (trx) => {
    const u = await core(trx).selectFrom('pengguna').select(['id_user', 'default_group']).where('id_user', '=', body.id_pengguna).forUpdate().executeTakeFirst();
    if (!u) throw httpError(404, msg('pengguna_tidak_ditemukan'));
    const current = await penugasanRows(trx, body.id_pengguna);
    const errors: Record<string, string[]> = {};
    const add = (field: string, key: string, vars?: Record<string, string | number>) => (errors[field] ??= []).push(msg(key, vars));

    const student = current.some((p) => p.id_group_user === 'mhs00');
    const dosen = await trx.withSchema('master_data').selectFrom('dosen as d').innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi').innerJoin('fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
      .select(['d.id_prodi', 'p.nama_prodi', 'f.id_fakultas', 'f.nama_fakultas']).where('d.id_user', '=', body.id_pengguna).executeTakeFirst();
    const prodi = new Map((await prodiOptions(trx)).map((p) => [p.id_prodi, p]));
    const fakultas = new Map((await trx.withSchema('master_data').selectFrom('fakultas').select(['id_fakultas', 'nama_fakultas']).execute()).map((f) => [f.id_fakultas, f]));
    const lembaga = new Map((await trx.withSchema('master_data').selectFrom('lembaga').select(['id_lembaga', 'kode_lembaga', 'nama_lembaga']).execute()).map((l) => [l.kode_lembaga, l]));

    const wanted: Array<Row & { levelGiven: boolean }> = [];
    const seen = new Set<string>();
    body.grup.forEach((g, i) => {
      const field = `grup.${i}`;
      if (!isUserType(g.id_group_user)) return add(`${field}.id_group_user`, 'grup_tidak_dikenal');
      const group = g.id_group_user;
      if (student) {
        if (group !== 'mhs00') add(`${field}.id_group_user`, 'mahasiswa_hanya_mahasiswa');
        else {
          const own = current.find((p) => p.id_group_user === 'mhs00')!;
          if (!seen.has(keyOf(own))) wanted.push({ ...own, levelGiven: false });
          seen.add(keyOf(own));
        }
        return;
      }
      if (group === 'mhs00') return add(`${field}.id_group_user`, 'mhs_tidak_dapat_diberikan');
      const base: Row = { id_group_user: group, id_level: 0, kode_penugasan: kodeOf(group), sebagai_ketua_prodi: false, id_prodi: null, id_fakultas: null, id_lembaga: null, nama_prodi: null, nama_fakultas: null, nama_lembaga: null };
      let levelGiven = false;
      const cakupan = cakupanOf(group);
      if (cakupan === 'dosen') {
        if (!dosen) return add(`${field}.id_group_user`, 'perlu_data_dosen');
        Object.assign(base, { id_prodi: dosen.id_prodi, nama_prodi: dosen.nama_prodi, id_fakultas: dosen.id_fakultas, nama_fakultas: dosen.nama_fakultas, id_level: group === 'dsn00' ? g.id_level ?? 1 : 1 });
        levelGiven = group === 'dsn00' && g.id_level !== undefined;
      } else if (cakupan === 'prodi') {
        if (!g.id_prodi) return add(`${field}.id_prodi`, 'prodi_wajib');
        const p = prodi.get(g.id_prodi);
        if (!p) return add(`${field}.id_prodi`, 'prodi_tidak_ditemukan');
        Object.assign(base, { id_prodi: p.id_prodi, nama_prodi: p.nama_prodi, id_fakultas: p.id_fakultas, nama_fakultas: p.nama_fakultas });
      } else if (cakupan === 'fakultas') {
        if (!g.id_fakultas) return add(`${field}.id_fakultas`, 'fakultas_wajib');
        const f = fakultas.get(g.id_fakultas);
        if (!f) return add(`${field}.id_fakultas`, 'fakultas_tidak_ditemukan');
        Object.assign(base, { id_fakultas: f.id_fakultas, nama_fakultas: f.nama_fakultas });
      } else if (cakupan === 'lembaga') {
        const { kode, level } = lembagaOf(group);
        const l = lembaga.get(kode);
        if (!l) return add(`${field}.id_group_user`, 'lembaga_tidak_ditemukan');
        Object.assign(base, { id_lembaga: l.id_lembaga, nama_lembaga: l.nama_lembaga, id_level: level });
      }
      if (seen.has(keyOf(base))) return add(`${field}.id_group_user`, 'grup_ganda');
      seen.add(keyOf(base));
      wanted.push({ ...base, levelGiven });
    });
    if (student && !wanted.length && !Object.keys(errors).length) add('grup', 'mahasiswa_hanya_mahasiswa');
    if (Object.keys(errors).length) throw httpError(400, msg('data_tidak_valid'), errors);
    if (admin.id_user === body.id_pengguna && !wanted.some((w) => w.id_group_user === 'adm00')) {
      throw httpError(400, msg('admin_sendiri'), { grup: [msg('admin_sendiri')] });
    }

    // Which assignments stay (matched by group and scope), change (lecturer ring), go, or come.
    const remaining = [...current];
    const kept: DaftarGrupItem[] = [];
    const changed: Array<{ idp: number; id_level: number }> = [];
    const added: Row[] = [];
    for (const w of wanted) {
      const i = remaining.findIndex((c) => keyOf(c) === keyOf(w));
      if (i < 0) {
        const { levelGiven: _l, ...row } = w;
        added.push(row);
        continue;
      }
      const [match] = remaining.splice(i, 1);
      kept.push(match);
      if (w.levelGiven && w.id_level !== match.id_level) changed.push({ idp: match.idp, id_level: w.id_level });
    }
    const removed = remaining;

    if (removed.length) await core(trx).deleteFrom('penugasan').where('idp', 'in', removed.map((r) => r.idp)).execute();
    for (const c of changed) await core(trx).updateTable('penugasan').set({ id_level: c.id_level }).where('idp', '=', c.idp).execute();
    if (added.length) await core(trx).insertInto('penugasan').values(added.map((r) => ({ ...r, id_user: body.id_pengguna }))).execute();

    const after = await penugasanRows(trx, body.id_pengguna);
    const groups = after.map((p) => p.id_group_user);
    let defaultGroup = u.default_group as string;
    if (!groups.includes(defaultGroup)) {
      defaultGroup = groups[0];
      await core(trx).updateTable('pengguna').set({ default_group: defaultGroup }).where('id_user', '=', body.id_pengguna).execute();
    }
    // Programme access belongs to programme staff: cleared with their last such group, and a new
    // programme-staff assignment brings its own programme.
    let aksesHilang = 0;
    if (!groups.some((g) => (PRODI_STAFF as readonly string[]).includes(g))) {
      aksesHilang = (await core(trx).deleteFrom('akses_prodi').where('id_user', '=', body.id_pengguna).returning('id_prodi').execute()).length;
    } else {
      const baru = [...new Set(added.filter((a) => (PRODI_STAFF as readonly string[]).includes(a.id_group_user) && a.id_prodi).map((a) => a.id_prodi!))];
      if (baru.length) {
        await core(trx).insertInto('akses_prodi').values(baru.map((id_prodi) => ({ id_user: body.id_pengguna, id_prodi })))
          .onConflict((oc) => oc.columns(['id_user', 'id_prodi']).doNothing()).execute();
      }
    }

    const cabut = removed.length > 0 || changed.length > 0 || aksesHilang > 0;
    const sids = cabut ? await cabutSesi(trx, body.id_pengguna, admin.id_user === body.id_pengguna ? admin.sid ?? null : null) : [];
    if (removed.length || changed.length || added.length) {
      await trx.withSchema('admin').insertInto('riwayat_perubahan').values({
        id_user: body.id_pengguna, id_admin: admin.id_user, jenis: 'grup', sebelum: JSON.stringify(current), sesudah: JSON.stringify(after), sesi_dicabut: sids.length,
      }).execute();
    }
    return { hasil: { id_user: body.id_pengguna, default_group: defaultGroup, data: after }, dicabut: { sids } };
  });
}

async function aksesRows(db: Kysely<any>, idUser: number): Promise<ProdiItem[]> {
  const rows = await sql<ProdiItem>`
    select p.id_prodi, p.kode_prodi, p.nama_prodi, p.jenjang, f.nama_fakultas
    from core.akses_prodi a join master_data.prodi p on p.id_prodi = a.id_prodi join master_data.fakultas f on f.id_fakultas = p.id_fakultas
    where a.id_user = ${idUser} order by f.nama_fakultas, p.nama_prodi, p.id_prodi`.execute(db);
  return rows.rows.map((r) => ({ ...r, kode_prodi: String(r.kode_prodi).trim() }));
}

/** GET pengguna/prodi/akses-prodi: the programmes a user may see as programme staff (core.akses_prodi). */
export async function aksesProdi(db: Kysely<any>, idUser: number): Promise<AksesProdiList> {
  await pengguna(db, idUser);
  return { id_user: idUser, data: await aksesRows(db, idUser) };
}

async function stafProdi(db: Kysely<any>, idUser: number): Promise<boolean> {
  const row = await core(db).selectFrom('penugasan').select('idp').where('id_user', '=', idUser).where('id_group_user', 'in', [...PRODI_STAFF]).executeTakeFirst();
  return !!row;
}

async function otorisasiOf(db: Kysely<any>, idUser: number): Promise<Otorisasi> {
  const [all, held, staf] = await Promise.all([prodiOptions(db), aksesRows(db, idUser), stafProdi(db, idUser)]);
  const ids = new Set(held.map((h) => h.id_prodi));
  return {
    id_user: idUser, staf_prodi: staf,
    data: all.map((p) => ({ id_prodi: p.id_prodi, kode_prodi: String(p.kode_prodi).trim(), nama_prodi: p.nama_prodi, jenjang: p.jenjang, nama_fakultas: p.nama_fakultas, diizinkan: ids.has(p.id_prodi) })),
  };
}

/** GET pengguna/otorisasi-data-staff: every programme, flagged where the user is authorised. */
export async function otorisasi(db: Kysely<any>, idUser: number): Promise<Otorisasi> {
  await pengguna(db, idUser);
  return otorisasiOf(db, idUser);
}

/**
 * PATCH pengguna/otorisasi-data-staff: sets the complete set of programmes a programme-staff user
 * is authorised for, in one transaction under a lock on the account row. Any change ends the
 * user's sessions (except the administrator's own current one), so every list they open
 * afterwards comes from a new login with the new access.
 */
export async function setOtorisasi(db: Kysely<any>, admin: TokenClaims, body: OtorisasiBody): Promise<{ hasil: Otorisasi; dicabut: Dicabut; berubah: boolean }> {
  return db.transaction().execute(async (trx) => {
    const u = await core(trx).selectFrom('pengguna').select('id_user').where('id_user', '=', body.id_pengguna).forUpdate().executeTakeFirst();
    if (!u) throw httpError(404, msg('pengguna_tidak_ditemukan'));
    const wanted = [...new Set(body.id_prodi)];
    if (wanted.length && !(await stafProdi(trx, body.id_pengguna))) {
      throw httpError(400, msg('bukan_staf_prodi'), { id_prodi: [msg('bukan_staf_prodi')] });
    }
    const known = new Set((await prodiOptions(trx)).map((p) => p.id_prodi));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length) throw httpError(400, msg('data_tidak_valid'), { id_prodi: [msg('prodi_tidak_ditemukan_id', { id: unknown.join(', ') })] });

    const before = (await core(trx).selectFrom('akses_prodi').select('id_prodi').where('id_user', '=', body.id_pengguna).orderBy('id_prodi').execute()).map((r) => Number(r.id_prodi));
    const hapus = before.filter((id) => !wanted.includes(id));
    const tambah = wanted.filter((id) => !before.includes(id));
    if (hapus.length) await core(trx).deleteFrom('akses_prodi').where('id_user', '=', body.id_pengguna).where('id_prodi', 'in', hapus).execute();
    if (tambah.length) await core(trx).insertInto('akses_prodi').values(tambah.map((id_prodi) => ({ id_user: body.id_pengguna, id_prodi }))).execute();
    const berubah = hapus.length + tambah.length > 0;
    const sids = berubah ? await cabutSesi(trx, body.id_pengguna, admin.id_user === body.id_pengguna ? admin.sid ?? null : null) : [];
    if (berubah) {
      await trx.withSchema('admin').insertInto('riwayat_perubahan').values({
        id_user: body.id_pengguna, id_admin: admin.id_user, jenis: 'akses_prodi', sebelum: JSON.stringify(before), sesudah: JSON.stringify([...wanted].sort((a, b) => a - b)), sesi_dicabut: sids.length,
      }).execute();
    }
    return { hasil: await otorisasiOf(trx, body.id_pengguna), dicabut: { sids }, berubah };
  });
}
