import { KUESIONER_FLAG_REQUIRED } from '../../../core/contract/constants';
import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { namaLengkapDosenSql } from '../../master-data/public';
import type {
  IsiKuesionerBody, IsiKuesionerDosenBody, IsiKuesionerDosenHasil, IsiKuesionerHasil, Jawaban, KelasDinilai, KomentarIsian, KuesionerDosen, KuesionerInfo, KuesionerMahasiswa, Soal,
} from '../schemas';
import { KOMENTAR_MAKS } from '../schemas';
import { rows } from './statistik.service';

export type Jenis = 'mahasiswa' | 'dosen';

/** A text of the module's catalogue. */
export const tq = (key: string, vars?: Record<string, string | number>) => t('questionnaire', key, vars);

/**
 * Which states a reader sees: students and lecturers answer only a published (`terbit`) one; the
 * staff statistics read every questionnaire that was ever published (`dibaca`), never a draft
 * (decision 0025); a lecturer reads their own results only once it is closed (`ditutup`, decision 0035).
 */
export type Tampak = 'terbit' | 'dibaca' | 'ditutup';

/** The questionnaire of a kind for a semester (default: the active one) in the states `tampak` allows, or null. */
export async function kuesionerOf(db: Kysely<any>, jenis: Jenis, idSemester?: number, tampak: Tampak = 'terbit'): Promise<KuesionerInfo | null> {
  const semester = idSemester
    ? sql`s.id_semester_registrasi = ${idSemester}`
    : sql`s.aktif`;
  const status = tampak === 'dibaca' ? sql`k.status <> 'draf'` : sql`k.status = ${tampak}`;
  const [row] = await rows<KuesionerInfo>(db, sql`select k.id_kuesioner, k.jenis, k.judul, k.petunjuk, k.id_semester_registrasi, s.nama_semester_registrasi
    from master_data.semester s join questionnaire.kuesioner k on k.id_semester_registrasi = s.id_semester_registrasi and k.jenis = ${jenis}
    where ${semester} and ${status}`);
  return row ?? null;
}

/**
 * Inside a submission's transaction: the questionnaire is still published, and stays so until the
 * commit (`for key share` waits for an administrator's change, whose `for update` waits for it); a
 * questionnaire closed or turned back into a draft meanwhile is a 409 and nothing is stored.
 */
async function masihTerbuka(trx: Kysely<any>, idKuesioner: number): Promise<void> {
  const open = await rows(trx, sql`select 1 from questionnaire.kuesioner where id_kuesioner = ${idKuesioner} and status = 'terbit' for key share`);
  if (!open.length) throw httpError(409, tq('galat.kuesioner_ditutup'));
}

/** The questions in order. */
export function soalOf(db: Kysely<any>, idKuesioner: number): Promise<Soal[]> {
  return rows<Soal>(db, sql`select id_soal, urutan::int as urutan, tipe, kategori, pertanyaan from questionnaire.soal where id_kuesioner = ${idKuesioner} order by urutan`);
}

/** A comment to store: trimmed, the empty ones dropped (decision 0032). */
interface Komentar { id_soal: number; isi: string }

/**
 * The comments of a submission: each on a comment question of this questionnaire, at most once, at
 * most KOMENTAR_MAKS characters once trimmed; otherwise a 400 under `komentar` and nothing is stored.
 * An empty comment is no comment.
 */
function periksaKomentar(soal: readonly Soal[], komentar: readonly KomentarIsian[] = []): Komentar[] {
  const boleh = new Map(soal.filter((s) => s.tipe === 'komentar').map((s) => [s.id_soal, s.urutan]));
  const problems: string[] = [];
  const asing = komentar.filter((k) => !boleh.has(k.id_soal)).map((k) => k.id_soal);
  if (asing.length) problems.push(tq('galat.komentar_bukan_soal', { id: asing.join(', ') }));
  const ids = komentar.map((k) => k.id_soal);
  const ganda = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (ganda.length) problems.push(tq('galat.soal_ganda', { id: ganda.join(', ') }));
  const panjang = komentar.filter((k) => k.isi.trim().length > KOMENTAR_MAKS).map((k) => boleh.get(k.id_soal) ?? k.id_soal);
  if (panjang.length) problems.push(tq('galat.komentar_panjang', { maks: KOMENTAR_MAKS, nomor: panjang.join(', ') }));
  if (problems.length) throw httpError(400, problems[0], { komentar: problems });
  return komentar.map((k) => ({ id_soal: k.id_soal, isi: k.isi.trim() })).filter((k) => k.isi.length > 0);
}

/**
 * Every question answered exactly once, each 1-5 (the schema checks the range): otherwise a 400
 * naming what is wrong under `jawaban`.
 */
function periksaJawaban(semua: readonly Soal[], jawaban: readonly Jawaban[]): void {
  // Only Likert questions take a value 1-5: a value for a comment question is a foreign question.
  const soal = semua.filter((s) => s.tipe === 'likert');
  const known = new Set(soal.map((s) => s.id_soal));
  const seen = new Set<number>();
  const problems: string[] = [];
  const asing = jawaban.filter((j) => !known.has(j.id_soal)).map((j) => j.id_soal);
  if (asing.length) problems.push(tq('galat.soal_asing', { id: asing.join(', ') }));
  const ganda = new Set<number>();
  for (const j of jawaban) {
    if (seen.has(j.id_soal)) ganda.add(j.id_soal);
    seen.add(j.id_soal);
  }
  if (ganda.size) problems.push(tq('galat.soal_ganda', { id: [...ganda].join(', ') }));
  const kurang = soal.filter((s) => !seen.has(s.id_soal)).map((s) => s.urutan);
  if (kurang.length) problems.push(tq('galat.soal_kurang', { nomor: kurang.join(', ') }));
  if (problems.length) throw httpError(400, problems[0], { jawaban: problems });
}

async function idMahasiswa(db: Kysely<any>, user: TokenClaims): Promise<number> {
  const [m] = await rows<{ id_mahasiswa: number }>(db, sql`select id_mahasiswa from master_data.mahasiswa where id_user = ${user.id_user}`);
  if (!m) throw httpError(403, tq('galat.bukan_mahasiswa'));
  return m.id_mahasiswa;
}

/** The student's classes of the semester (krs.krs_kelas: the enrolment, whatever the KRS header's status) and whether each was rated. */
function kelasMahasiswa(db: Kysely<any>, user: TokenClaims, id: number, k: KuesionerInfo): Promise<KelasDinilai[]> {
  return rows<KelasDinilai>(db, sql`select kk.id_kelas, kk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, kl.nama_kelas, ${namaLengkapDosenSql('d')} as nama_dosen,
      exists (select 1 from questionnaire.pengisian p where p.id_kuesioner = ${k.id_kuesioner} and p.id_user = ${user.id_user} and p.id_kelas = kk.id_kelas) as sudah_diisi
    from krs.krs_kelas kk
    join master_data.kelas kl on kl.id_kelas = kk.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = kk.id_mata_kuliah
    join master_data.dosen d on d.id_dosen = kl.id_dosen
    where kk.id_mahasiswa = ${id} and kk.id_semester_registrasi = ${k.id_semester_registrasi}
    order by mk.kode_mata_kuliah, kl.nama_kelas`);
}

/** GET kuesioner (mhs00). */
export async function kuesionerMahasiswa(db: Kysely<any>, user: TokenClaims): Promise<KuesionerMahasiswa> {
  const id = await idMahasiswa(db, user);
  const k = await kuesionerOf(db, 'mahasiswa');
  if (!k) return { kuesioner: null, soal: [], kelas: [], belum_diisi: 0 };
  const kelas = await kelasMahasiswa(db, user, id, k);
  return { kuesioner: k, soal: await soalOf(db, k.id_kuesioner), kelas, belum_diisi: kelas.filter((c) => !c.sudah_diisi).length };
}

/**
 * POST kuesioner (mhs00): the answers for one class of the student's KRS, once. The receipt
 * (questionnaire.pengisian, unique per questionnaire, user and class) is written first; when it
 * already exists, also because a concurrent request has just written it, nothing is stored and
 * the answer is 409. The answers go to an anonymous sheet that names the class, never the student.
 */
export async function isiKuesionerMahasiswa(db: Kysely<any>, user: TokenClaims, body: IsiKuesionerBody): Promise<IsiKuesionerHasil> {
  const id = await idMahasiswa(db, user);
  const k = await kuesionerOf(db, 'mahasiswa');
  if (!k) throw httpError(404, tq('galat.tidak_ada_kuesioner'));
  const [kelas] = await rows<{ id_kelas: number; id_dosen: number; id_prodi: number }>(db, sql`select kl.id_kelas, kl.id_dosen, mk.id_prodi
    from krs.krs_kelas kk join master_data.kelas kl on kl.id_kelas = kk.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = kk.id_mata_kuliah
    where kk.id_mahasiswa = ${id} and kk.id_semester_registrasi = ${k.id_semester_registrasi} and kk.id_kelas = ${body.id_kelas}`);
  if (!kelas) throw httpError(400, tq('galat.kelas_bukan_krs'), { id_kelas: [tq('galat.kelas_bukan_krs')] });
  const soal = await soalOf(db, k.id_kuesioner);
  periksaJawaban(soal, body.jawaban);
  const komentar = periksaKomentar(soal, body.komentar);
  await db.transaction().execute(async (trx) => {
    await masihTerbuka(trx, k.id_kuesioner);
    const tanda = await rows(trx, sql`insert into questionnaire.pengisian (id_kuesioner, id_user, id_kelas) values (${k.id_kuesioner}, ${user.id_user}, ${kelas.id_kelas})
      on conflict do nothing returning id_pengisian`);
    if (!tanda.length) throw httpError(409, tq('galat.sudah_diisi'));
    await simpanLembar(trx, k.id_kuesioner, { id_prodi: kelas.id_prodi, id_kelas: kelas.id_kelas, id_dosen: kelas.id_dosen }, body.jawaban, komentar);
  });
  const sisa = (await kelasMahasiswa(db, user, id, k)).filter((c) => !c.sudah_diisi).length;
  return { message: tq('pesan.terkirim'), id_kelas: kelas.id_kelas, belum_diisi: sisa };
}

/** The anonymous sheet with its Likert answers and its comments, inside the receipt's transaction. */
async function simpanLembar(trx: Kysely<any>, idKuesioner: number, what: { id_prodi: number; id_kelas: number | null; id_dosen: number | null }, jawaban: readonly Jawaban[], komentar: readonly Komentar[]) {
  const [lembar] = await rows<{ id_lembar: number }>(trx, sql`insert into questionnaire.lembar (id_kuesioner, id_prodi, id_kelas, id_dosen)
    values (${idKuesioner}, ${what.id_prodi}, ${what.id_kelas}, ${what.id_dosen}) returning id_lembar`);
  await trx.withSchema('questionnaire').insertInto('jawaban').values(jawaban.map((j) => ({ id_lembar: lembar.id_lembar, id_soal: j.id_soal, nilai: j.nilai }))).execute();
  if (komentar.length) await trx.withSchema('questionnaire').insertInto('komentar').values(komentar.map((c) => ({ id_lembar: lembar.id_lembar, id_soal: c.id_soal, isi: c.isi }))).execute();
}

export async function dosenOf(db: Kysely<any>, user: TokenClaims): Promise<{ id_dosen: number; id_prodi: number }> {
  const [d] = await rows<{ id_dosen: number; id_prodi: number }>(db, sql`select id_dosen, id_prodi from master_data.dosen where id_user = ${user.id_user}`);
  if (!d) throw httpError(403, tq('galat.bukan_dosen'));
  return d;
}

async function flagOf(db: Kysely<any>, idUser: number): Promise<number> {
  const [row] = await rows<{ flags_kuesioner: number }>(db, sql`select flags_kuesioner::int as flags_kuesioner from core.pengguna where id_user = ${idUser}`);
  return row?.flags_kuesioner ?? 0;
}

/**
 * GET kuesioner-dosen (dsn00, kor00). A flag of 0 with nothing left to answer (no questionnaire open
 * this semester, or this one already answered) is set to 1 here and the client refreshes its token:
 * the blocking dialog of spec section 2 leads to this page, and must not lead there for ever.
 */
export async function kuesionerDosen(db: Kysely<any>, user: TokenClaims): Promise<KuesionerDosen> {
  await dosenOf(db, user);
  const k = await kuesionerOf(db, 'dosen');
  const [done] = k ? await rows(db, sql`select 1 from questionnaire.pengisian where id_kuesioner = ${k.id_kuesioner} and id_user = ${user.id_user} and id_kelas is null`) : [];
  let flags = await flagOf(db, user.id_user);
  let perlu_refresh_token = false;
  if (flags === KUESIONER_FLAG_REQUIRED && (!k || done)) {
    const cleared = await rows(db, sql`update core.pengguna set flags_kuesioner = 1 where id_user = ${user.id_user} and flags_kuesioner = ${KUESIONER_FLAG_REQUIRED} returning id_user`);
    flags = 1;
    perlu_refresh_token = cleared.length > 0;
  }
  if (!k) return { kuesioner: null, soal: [], sudah_diisi: false, flags_kuesioner: flags, perlu_refresh_token };
  return { kuesioner: k, soal: await soalOf(db, k.id_kuesioner), sudah_diisi: Boolean(done), flags_kuesioner: flags, perlu_refresh_token };
}

/**
 * POST kuesioner-dosen (ours): the lecturer's answers, once per questionnaire, and in the same
 * transaction core.pengguna.flags_kuesioner = 1, so the blocking dialog of spec section 2 stops
 * with the next token (the client asks GET refresh-token at once).
 */
export async function isiKuesionerDosen(db: Kysely<any>, user: TokenClaims, body: IsiKuesionerDosenBody): Promise<IsiKuesionerDosenHasil> {
  const dosen = await dosenOf(db, user);
  const k = await kuesionerOf(db, 'dosen');
  if (!k) throw httpError(404, tq('galat.tidak_ada_kuesioner'));
  const soal = await soalOf(db, k.id_kuesioner);
  periksaJawaban(soal, body.jawaban);
  const komentar = periksaKomentar(soal, body.komentar);
  await db.transaction().execute(async (trx) => {
    await masihTerbuka(trx, k.id_kuesioner);
    const tanda = await rows(trx, sql`insert into questionnaire.pengisian (id_kuesioner, id_user, id_kelas) values (${k.id_kuesioner}, ${user.id_user}, null)
      on conflict do nothing returning id_pengisian`);
    if (!tanda.length) throw httpError(409, tq('galat.sudah_diisi_dosen'));
    await simpanLembar(trx, k.id_kuesioner, { id_prodi: dosen.id_prodi, id_kelas: null, id_dosen: null }, body.jawaban, komentar);
    await sql`update core.pengguna set flags_kuesioner = 1 where id_user = ${user.id_user}`.execute(trx);
  });
  return { message: tq('pesan.terkirim_dosen'), flags_kuesioner: 1, perlu_refresh_token: true };
}
