import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import {
  TRANSISI, type AksiStatus, type BuatKuesionerBody, type DaftarKelolaQuery, type DaftarKuesionerKelola, type SumberSalinan, type KuesionerDetail, type KuesionerKelola, type KuesionerTerhapus,
  type KuesionerTersimpan, type RiwayatStatus, type SemesterPilihan, type SimpanKuesionerBody, type StatusKuesioner,
} from '../schemas-kelola';
import { tq } from './kuesioner.service';
import { PAGE_SIZE } from '../../../core/contract/constants';

// The administrator's management of the questionnaires (decision 0025). A questionnaire is a draft
// (only here, editable), published (students or lecturers fill it) or closed. Every change locks the
// questionnaire's row first (`for update`), so it waits for the submissions in flight, which hold a
// `for key share` lock on it (kuesioner.service.ts), and they in turn wait for it. The transitions
// are TRANSISI of schemas-kelola.ts.

const fail = (status: number, key: string, vars?: Record<string, string | number>, errors?: Record<string, string[]>): never => {
  throw httpError(status, tq(`galat.${key}`, vars), errors);
};

/** Questionnaires (one, one semester's, or a page of all), newest semester first, with their counts. */
async function baca(db: Kysely<any>, where: { id_kuesioner?: number; id_semester_registrasi?: number }, halaman?: { limit: number; offset: number }): Promise<Array<KuesionerKelola & { total: number }>> {
  const syarat = where.id_kuesioner !== undefined ? sql`where k.id_kuesioner = ${where.id_kuesioner}`
    : where.id_semester_registrasi !== undefined ? sql`where k.id_semester_registrasi = ${where.id_semester_registrasi}` : sql``;
  const { rows } = await sql<KuesionerKelola & { total: number }>`select k.id_kuesioner, k.jenis, k.id_semester_registrasi, s.nama_semester_registrasi, s.aktif as semester_aktif,
      k.judul, k.petunjuk, k.status, k.versi,
      (select count(*) from questionnaire.soal x where x.id_kuesioner = k.id_kuesioner)::int as jumlah_soal,
      (select count(*) from questionnaire.lembar l where l.id_kuesioner = k.id_kuesioner)::int as jumlah_lembar,
      (count(*) over ())::int as total
    from questionnaire.kuesioner k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    ${syarat}
    order by s.kode_semester desc, k.jenis desc
    ${halaman ? sql`limit ${halaman.limit} offset ${halaman.offset}` : sql``}`.execute(db);
  return rows;
}

/** GET kuesioner/kelola: a page of 7 (optionally one semester's), the semesters, and every questionnaire to copy from. */
export async function daftarKelola(db: Kysely<any>, q: DaftarKelolaQuery = {}): Promise<DaftarKuesionerKelola> {
  const { rows: semester } = await sql<SemesterPilihan>`select id_semester_registrasi, nama_semester_registrasi, aktif
    from master_data.semester order by kode_semester desc`.execute(db);
  const { rows: sumber } = await sql<SumberSalinan>`select k.id_kuesioner, k.jenis, k.judul,
      (select count(*) from questionnaire.soal x where x.id_kuesioner = k.id_kuesioner)::int as jumlah_soal
    from questionnaire.kuesioner k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    order by s.kode_semester desc, k.jenis desc`.execute(db);
  const current_page = q.page ?? 1;
  const per_page = q.per_page ?? PAGE_SIZE.DEFAULT;
  const rows = await baca(db, { id_semester_registrasi: q.id_semester_registrasi }, { limit: per_page, offset: (current_page - 1) * per_page });
  const total = rows[0]?.total ?? (current_page > 1 ? (await baca(db, { id_semester_registrasi: q.id_semester_registrasi })).length : 0);
  return { data: rows.map(({ total: _, ...k }) => k), current_page, per_page, total, semester, sumber };
}

/** GET kuesioner/kelola/{id}: 404 when it does not exist. */
export async function detailKelola(db: Kysely<any>, idKuesioner: number): Promise<KuesionerDetail> {
  const [row] = await baca(db, { id_kuesioner: idKuesioner });
  if (!row) fail(404, 'kuesioner_tidak_ditemukan');
  const { total: _, ...k } = row;
  const { rows: soal } = await sql<KuesionerDetail['soal'][number]>`select id_soal, urutan::int as urutan, tipe, kategori, pertanyaan
    from questionnaire.soal where id_kuesioner = ${idKuesioner} order by urutan`.execute(db);
  const { rows: riwayat } = await sql<RiwayatStatus>`select r.dari, r.ke, u.nama as nama_user, to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') as waktu
    from questionnaire.riwayat_status r left join core.pengguna u on u.id_user = r.id_user
    where r.id_kuesioner = ${idKuesioner} order by r.id_riwayat`.execute(db);
  return { ...k, soal, riwayat };
}

async function catatRiwayat(trx: Kysely<any>, idKuesioner: number, dari: StatusKuesioner | null, ke: StatusKuesioner, user: TokenClaims) {
  await sql`insert into questionnaire.riwayat_status (id_kuesioner, dari, ke, id_user) values (${idKuesioner}, ${dari}, ${ke}, ${user.id_user})`.execute(trx);
}

/**
 * POST kuesioner/kelola: a draft for a semester and kind, at most one per pair (the table's unique
 * key decides between two creations at once: the other gets 409). `salin_dari` copies the questions
 * (and the instructions) of another questionnaire of the same kind.
 */
export async function buatKuesioner(db: Kysely<any>, user: TokenClaims, body: BuatKuesionerBody): Promise<KuesionerTersimpan> {
  const semester = await db.selectFrom('master_data.semester').select('nama_semester_registrasi').where('id_semester_registrasi', '=', body.id_semester_registrasi).executeTakeFirst();
  if (!semester) fail(404, 'semester_tidak_ada');
  const nama = semester!.nama_semester_registrasi as string;
  let petunjuk = tq(`petunjuk_bawaan.${body.jenis}`);
  if (body.salin_dari !== undefined) {
    const asal = await db.selectFrom('questionnaire.kuesioner').select(['jenis', 'petunjuk']).where('id_kuesioner', '=', body.salin_dari).executeTakeFirst();
    if (!asal) fail(404, 'sumber_tidak_ditemukan');
    if (asal!.jenis !== body.jenis) fail(400, 'sumber_beda_jenis', undefined, { salin_dari: [tq('galat.sumber_beda_jenis')] });
    petunjuk = asal!.petunjuk as string;
  }
  const judul = body.judul?.trim() ?? tq(`judul_bawaan.${body.jenis}`, { semester: nama });
  const id = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id_kuesioner: number }>`insert into questionnaire.kuesioner (jenis, id_semester_registrasi, judul, petunjuk, status)
      values (${body.jenis}, ${body.id_semester_registrasi}, ${judul}, ${petunjuk}, 'draf')
      on conflict (jenis, id_semester_registrasi) do nothing returning id_kuesioner`.execute(trx);
    if (!rows.length) fail(409, 'sudah_ada', { jenis: tq(`jenis.${body.jenis}`), semester: nama });
    const idBaru = rows[0].id_kuesioner;
    if (body.salin_dari !== undefined) {
      await sql`insert into questionnaire.soal (id_kuesioner, urutan, tipe, kategori, pertanyaan)
        select ${idBaru}, urutan, tipe, kategori, pertanyaan from questionnaire.soal where id_kuesioner = ${body.salin_dari} order by urutan`.execute(trx);
    }
    await catatRiwayat(trx, idBaru, null, 'draf', user);
    return idBaru;
  });
  return { message: tq('kelola.pesan_dibuat', { judul }), data: await detailKelola(db, id) };
}

/** Locks the questionnaire's row for a change; 404 when it does not exist. */
async function kunci(trx: Kysely<any>, idKuesioner: number) {
  const { rows } = await sql<{ status: StatusKuesioner; versi: number; jenis: 'mahasiswa' | 'dosen'; id_semester_registrasi: number; aktif: boolean; judul: string }>`
    select k.status, k.versi, k.jenis, k.id_semester_registrasi, s.aktif, k.judul
    from questionnaire.kuesioner k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    where k.id_kuesioner = ${idKuesioner} for update of k`.execute(trx);
  if (!rows.length) fail(404, 'kuesioner_tidak_ditemukan');
  return rows[0];
}

/** Whether anyone has filled it: read after the lock, so a submission that committed meanwhile counts. */
async function adaPengisian(trx: Kysely<any>, idKuesioner: number): Promise<boolean> {
  const { rows } = await sql`select 1 from questionnaire.pengisian where id_kuesioner = ${idKuesioner} limit 1`.execute(trx);
  return rows.length > 0;
}

/** The questions a save keeps must be this questionnaire's, each once. */
function periksaSoal(body: SimpanKuesionerBody, milik: Set<number>): void {
  const ids = body.soal.flatMap((s) => (s.id_soal === undefined ? [] : [s.id_soal]));
  const asing = ids.filter((id) => !milik.has(id));
  if (asing.length) fail(400, 'soal_bukan_milik', { id: asing.join(', ') }, { soal: [tq('galat.soal_bukan_milik', { id: asing.join(', ') })] });
  const ganda = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (ganda.length) fail(400, 'soal_dobel', { id: ganda.join(', ') }, { soal: [tq('galat.soal_dobel', { id: ganda.join(', ') })] });
}

/**
 * PUT kuesioner/kelola/{id}: the draft's title, instructions and ordered questions (added, edited,
 * moved, removed) in one transaction, when it is still a draft nobody filled and still the version
 * the page loaded; the version then goes up, so a second save from an older page is a 409.
 */
export async function simpanKuesioner(db: Kysely<any>, idKuesioner: number, body: SimpanKuesionerBody): Promise<KuesionerTersimpan> {
  await db.transaction().execute(async (trx) => {
    const k = await kunci(trx, idKuesioner);
    if (await adaPengisian(trx, idKuesioner)) fail(409, 'soal_terkunci');
    if (k.status !== 'draf') fail(409, 'bukan_draf', { status: tq(`status_kuesioner.${k.status}`) });
    if (k.versi !== body.versi) fail(409, 'versi_berubah');
    const { rows: ada } = await sql<{ id_soal: number }>`select id_soal from questionnaire.soal where id_kuesioner = ${idKuesioner}`.execute(trx);
    periksaSoal(body, new Set(ada.map((r) => r.id_soal)));
    const tetap = body.soal.flatMap((s) => (s.id_soal === undefined ? [] : [s.id_soal]));
    await sql`delete from questionnaire.soal where id_kuesioner = ${idKuesioner} and not (id_soal = any(${tetap}::int[]))`.execute(trx);
    // Out of the way first: (id_kuesioner, urutan) is unique, and a move swaps positions.
    await sql`update questionnaire.soal set urutan = urutan + 1000 where id_kuesioner = ${idKuesioner}`.execute(trx);
    for (const [i, s] of body.soal.entries()) {
      if (s.id_soal === undefined) {
        await sql`insert into questionnaire.soal (id_kuesioner, urutan, tipe, kategori, pertanyaan) values (${idKuesioner}, ${i + 1}, ${s.tipe ?? 'likert'}, ${s.kategori.trim()}, ${s.pertanyaan.trim()})`.execute(trx);
      } else {
        await sql`update questionnaire.soal set urutan = ${i + 1}, tipe = ${s.tipe ?? 'likert'}, kategori = ${s.kategori.trim()}, pertanyaan = ${s.pertanyaan.trim()} where id_soal = ${s.id_soal}`.execute(trx);
      }
    }
    await sql`update questionnaire.kuesioner set judul = ${body.judul.trim()}, petunjuk = ${body.petunjuk.trim()}, versi = versi + 1
      where id_kuesioner = ${idKuesioner} and versi = ${body.versi} and status = 'draf'`.execute(trx);
  });
  const data = await detailKelola(db, idKuesioner);
  return { message: tq('kelola.pesan_disimpan', { judul: data.judul }), data };
}

/**
 * Spec section 2: a lecturer whose flag is 0 is asked to fill the lecturer questionnaire. Publishing
 * the active semester's lecturer questionnaire asks every lecturer who teaches a class that semester
 * and has not answered it, in the publishing transaction. Answers how many were asked.
 */
async function mintaDosenMengisi(trx: Kysely<any>, idKuesioner: number, idSemester: number): Promise<number> {
  const { rows } = await sql`update core.pengguna p set flags_kuesioner = 0
    where p.flags_kuesioner <> 0
      and p.id_user in (select d.id_user from master_data.dosen d join master_data.kelas kl on kl.id_dosen = d.id_dosen
        where kl.id_semester_registrasi = ${idSemester} and d.id_user is not null)
      and not exists (select 1 from questionnaire.pengisian x where x.id_kuesioner = ${idKuesioner} and x.id_user = p.id_user and x.id_kelas is null)
    returning p.id_user`.execute(trx);
  return rows.length;
}

/**
 * POST kuesioner/kelola/{id}/{aksi}: one transition of TRANSISI as a conditional update plus a
 * history row; of two administrators acting at once, the second finds the new state and gets 409.
 */
export async function ubahStatus(db: Kysely<any>, user: TokenClaims, idKuesioner: number, aksi: AksiStatus): Promise<KuesionerTersimpan> {
  const t = TRANSISI[aksi];
  const diminta = await db.transaction().execute(async (trx) => {
    const k = await kunci(trx, idKuesioner);
    if (k.status !== t.dari) fail(409, 'transisi_tidak_sah', { status: tq(`status_kuesioner.${k.status}`), aksi: tq(`kelola.aksi.${aksi}`).toLowerCase() });
    if (aksi === 'terbitkan') {
      // A questionnaire of comments only would have nothing to average: at least one Likert question.
      const { rows } = await sql`select 1 from questionnaire.soal where id_kuesioner = ${idKuesioner} and tipe = 'likert' limit 1`.execute(trx);
      if (!rows.length) fail(409, 'tanpa_soal');
    }
    if (aksi === 'jadikan-draf' && await adaPengisian(trx, idKuesioner)) fail(409, 'sudah_diisi_tidak_draf');
    await sql`update questionnaire.kuesioner set status = ${t.ke}, versi = versi + 1 where id_kuesioner = ${idKuesioner} and status = ${t.dari}`.execute(trx);
    await catatRiwayat(trx, idKuesioner, t.dari, t.ke, user);
    return t.ke === 'terbit' && k.jenis === 'dosen' && k.aktif ? mintaDosenMengisi(trx, idKuesioner, k.id_semester_registrasi) : undefined;
  });
  const data = await detailKelola(db, idKuesioner);
  const message = tq(`kelola.pesan.${aksi}`, { judul: data.judul }) + (diminta === undefined ? '' : ` ${tq('kelola.pesan_dosen_diminta', { jumlah: diminta })}`);
  return { message, data, ...(diminta === undefined ? {} : { dosen_diminta_mengisi: diminta }) };
}

/** DELETE kuesioner/kelola/{id}: a draft nobody filled (a mistaken creation), with its questions. */
export async function hapusKuesioner(db: Kysely<any>, idKuesioner: number): Promise<KuesionerTerhapus> {
  const judul = await db.transaction().execute(async (trx) => {
    const k = await kunci(trx, idKuesioner);
    if (k.status !== 'draf' || await adaPengisian(trx, idKuesioner)) fail(409, 'hapus_bukan_draf');
    await sql`delete from questionnaire.kuesioner where id_kuesioner = ${idKuesioner}`.execute(trx);
    return k.judul;
  });
  return { message: tq('kelola.pesan_dihapus', { judul }) };
}
