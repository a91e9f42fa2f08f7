import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, tanggal, tu } from './access';
import { jumlahBimbingan, prodiFilter } from './riwayat-ta.service';

type Db = Kysely<any>;
type PageInput = { page?: number; per_page?: number };

/**
 * The lecturer a history call is about, as `user` may see it: staff any lecturer of their
 * programmes (403 outside them), a lecturer only themself (403 for anyone else).
 */
export async function dosenDalamCakupan(db: Db, user: TokenClaims, idDosen: number) {
  const dosen = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi')
    .select(['d.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'd.id_prodi', 'p.nama_prodi']).where('d.id_dosen', '=', idDosen).executeTakeFirst();
  if (!dosen) throw httpError(404, tu('galat.dosen_tidak_ditemukan'));
  if (PRODI_STAFF.includes(user.id_group_user)) assertAkses(await aksesOf(db, user), dosen.id_prodi);
  else if ((await dosenOf(db, user)).id_dosen !== idDosen) throw httpError(403, tu('laporan.galat.bukan_diri_sendiri'));
  return dosen;
}

/** Where a supervision stands: replaced or withdrawn (no longer active), or the project's end, or still running. */
const keadaan = sql<string>`case when not pb.aktif then 'diganti' when ta.status = 'selesai' then 'selesai' when ta.status = 'gagal' then 'gagal' else 'berjalan' end`;

/** Supervisions of one lecturer, with the state filters of SupervisiQuery (also the lecturer module's history, public.ts). */
export function supervisiQuery(db: Db, idDosen: number, q: { keadaan?: string; peran?: string; cari?: string }) {
  let query = db.withSchema('uaps').selectFrom('pembimbing as pb')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .select([
      'pb.id_tugas_akhir_pembimbing', 'ta.id_tugas_akhir', 'ta.id_proposal_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'pr.nama_prodi', 'ta.judul', 'pb.peran', 'pb.aktif',
      'ta.status as tahap', keadaan.as('keadaan'), 'pb.nomor_surat', tanggal('pb.tanggal_surat').as('tanggal_surat'), tanggal('ta.batas_selesai').as('batas_selesai'),
      jumlahBimbingan('divalidasi').as('bimbingan_tervalidasi'), jumlahBimbingan('diajukan').as('bimbingan_menunggu'), 'ta.nilai_huruf',
    ])
    .where('pb.id_dosen', '=', idDosen);
  if (q.keadaan) query = query.where(keadaan, '=', q.keadaan);
  if (q.peran) query = query.where('pb.peran', '=', q.peran);
  if (q.cari?.trim()) {
    const like = likePattern(q.cari);
    query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', like), eb('m.nim', 'like', like), eb('ta.judul', 'ilike', like)]));
  }
  // Running supervisions first, then the newest assignment.
  return query.orderBy(sql`case when pb.aktif and ta.status not in ('selesai', 'gagal') then 0 else 1 end`).orderBy('pb.tanggal_surat', 'desc').orderBy('pb.id_tugas_akhir_pembimbing', 'desc');
}

type SupervisiInput = { keadaan?: string; peran?: string; cari?: string } & PageInput;

/**
 * GET pembimbing/dosen/{id_dosen}: a lecturer's supervised projects (9 per page, supervising detail)
 * and GET mahasiswa-bimbingan/legacy[/{id_dosen}]: the same history including finished, withdrawn
 * and replaced supervisions (10 per page, supervision history). Both name the lecturer.
 */
export async function supervisiDosen(db: Db, user: TokenClaims, idDosen: number | 'saya', q: SupervisiInput, perPage: number) {
  const dosen = await dosenDalamCakupan(db, user, idDosen === 'saya' ? (await dosenOf(db, user)).id_dosen : idDosen);
  return { ...(await paged(supervisiQuery(db, dosen.id_dosen, q), q, perPage)), dosen };
}

const hitung = (peran: string, selesai: boolean) => sql<number>`(select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
  where pb.id_dosen = d.id_dosen and pb.aktif and pb.peran = ${peran} and ${selesai ? sql`ta.status = 'selesai'` : sql`ta.status not in ('selesai', 'gagal')`})`;

/**
 * GET pembimbing/dosen: the supervising lecturers of the staff member's programmes (a lecturer: only
 * themself) with their supervisions counted: running and finished, as main and as second
 * supervisor, and those that ended early (replaced, withdrawn or failed). 10 per page.
 */
export async function pembimbingDosen(db: Db, user: TokenClaims, q: { id_prodi?: number; cari?: string } & PageInput) {
  const staff = PRODI_STAFF.includes(user.id_group_user);
  const akses = staff ? await aksesOf(db, user) : [];
  let query = db.withSchema('master_data').selectFrom('dosen as d').innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi')
    .innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'd.id_prodi', 'p.nama_prodi', 'j.nama as jabatan_fungsional',
      hitung('utama', false).as('utama_aktif'), hitung('utama', true).as('utama_selesai'), hitung('pendamping', false).as('pendamping_aktif'), hitung('pendamping', true).as('pendamping_selesai'),
      sql<number>`(select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
        where pb.id_dosen = d.id_dosen and (not pb.aktif or ta.status = 'gagal'))`.as('berhenti'),
    ])
    // Lecturers who may supervise now, and anyone who ever did (their history stays visible).
    .where((eb) => eb.or([eb.and([eb('d.aktif', '=', true), eb('j.boleh_membimbing', '=', true)]), eb.exists(eb.selectFrom('uaps.pembimbing as x').select('x.id_dosen').whereRef('x.id_dosen', '=', 'd.id_dosen'))]));
  query = staff ? query.where('d.id_prodi', 'in', prodiFilter(akses, q.id_prodi)) : query.where('d.id_dosen', '=', (await dosenOf(db, user)).id_dosen);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('d.nama_dosen', 'ilike', likePattern(q.cari!)), eb('d.nidn', '=', q.cari!.trim())]));
  const page = await paged(query.orderBy('d.nama_dosen').orderBy('d.id_dosen'), q, PAGE_SIZE.SUPERVISION_HISTORY);
  return staff ? { ...page, akses_prodi: akses } : page;
}

const pengujiCount = (extra: RawBuilder<unknown>) => sql<number>`(select count(*)::int from uaps.sidang_penguji sp join uaps.sidang s on s.id_sidang_tugas_akhir = sp.id_sidang_tugas_akhir
  where sp.id_dosen = d.id_dosen and s.status = 'divalidasi' and ${extra})`;

/**
 * GET riwayat/penguji-sidang: lecturers of the staff member's programmes who sat on a defence panel
 * as examiner, with their defences counted (finished, still to be decided) and the latest date;
 * busiest first, 9 per page (examiner lists).
 */
export async function pengujiSidang(db: Db, user: TokenClaims, q: { id_prodi?: number; cari?: string } & PageInput) {
  const akses = await aksesOf(db, user);
  let query = db.withSchema('master_data').selectFrom('dosen as d').innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi')
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'd.id_prodi', 'p.nama_prodi',
      pengujiCount(sql`true`).as('jumlah_menguji'), pengujiCount(sql`s.hasil is not null`).as('jumlah_selesai'), pengujiCount(sql`s.hasil is null`).as('jumlah_terjadwal'),
      sql<string | null>`(select to_char(max(s.tanggal), 'YYYY-MM-DD') from uaps.sidang_penguji sp join uaps.sidang s on s.id_sidang_tugas_akhir = sp.id_sidang_tugas_akhir
        where sp.id_dosen = d.id_dosen and s.status = 'divalidasi')`.as('sidang_terakhir'),
    ])
    .where('d.id_prodi', 'in', prodiFilter(akses, q.id_prodi))
    .where(sql<boolean>`${pengujiCount(sql`true`)} > 0`);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('d.nama_dosen', 'ilike', likePattern(q.cari!)), eb('d.nidn', '=', q.cari!.trim())]));
  const page = await paged(query.orderBy(pengujiCount(sql`true`), 'desc').orderBy('d.nama_dosen').orderBy('d.id_dosen'), q, PAGE_SIZE.PRE_UAPS_EXAMINERS);
  return { ...page, akses_prodi: akses };
}

/** GET riwayat/penguji-sidang/{id_dosen}: the scheduled defences a lecturer examined or will examine, newest first, 9 per page. */
export async function pengujiSidangDetail(db: Db, user: TokenClaims, idDosen: number, q: PageInput) {
  const dosen = await dosenDalamCakupan(db, user, idDosen);
  const query = db.withSchema('uaps').selectFrom('sidang_penguji as sp')
    .innerJoin('uaps.sidang as s', 's.id_sidang_tugas_akhir', 'sp.id_sidang_tugas_akhir')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 's.id_prodi')
    .leftJoin('master_data.ruang as r', 'r.id_ruang', 's.id_ruang')
    .select([
      's.id_sidang_tugas_akhir', 's.id_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'pr.nama_prodi', 'ta.judul', tanggal('s.tanggal').as('tanggal'),
      sql<string>`to_char(s.jam_mulai, 'HH24:MI')`.as('jam_mulai'), sql<string>`to_char(s.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 'r.nama_ruang',
      sql<number>`sp.urutan::int`.as('urutan'), sql<number | null>`s.nilai_akhir::float8`.as('nilai_akhir'), 's.nilai_huruf', 's.hasil',
    ])
    .where('sp.id_dosen', '=', dosen.id_dosen).where('s.status', '=', 'divalidasi').where('s.tanggal', 'is not', null);
  return { ...(await paged(query.orderBy('s.tanggal', 'desc').orderBy('s.id_sidang_tugas_akhir', 'desc'), q, PAGE_SIZE.PRE_UAPS_EXAMINERS)), dosen };
}
