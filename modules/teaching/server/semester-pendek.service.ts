import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { semesterAktif } from '../../master-data/public';
import type { PreferensiTersimpan, TarikUsulanQuery, UsulanSemesterPendek, UsulkanSemesterPendekBody } from '../schemas';
import { keputusanMataKuliah, kunciUsulan } from './keputusan-sp';
import { idDosen, tt } from './nilai.service';

const fail = (status: number, key: string, vars?: Record<string, string | number>, field?: string): never => {
  const pesan = tt(`galat.${key}`, vars);
  throw httpError(status, pesan, field ? { [field]: [pesan] } : undefined);
};

/**
 * The coming short semester (code YYYY3) after the active semester `kodeAktif`: the one closing its
 * academic year, or next year's while a short semester is itself the active one.
 */
export function semesterPendekBerikut(kodeAktif: string): { kode_semester: string; nama_semester: string } {
  const tahun = Number(kodeAktif.slice(0, 4)) + (kodeAktif.endsWith('3') ? 1 : 0);
  return { kode_semester: `${tahun}3`, nama_semester: `${tahun}/${tahun + 1} Pendek` };
}

/** The short semester proposals are for now. */
export async function semesterTujuan(db: Kysely<any>) {
  const aktif = await semesterAktif(db);
  if (!aktif) fail(404, 'tidak_ada_semester_aktif');
  return semesterPendekBerikut(aktif!.kode_semester);
}

/**
 * The courses a lecturer may propose: those they have taught a class of in any semester, no longer
 * than the short-semester SKS limit of the course's programme (a student could not take it).
 */
const diampu = (dosen: number) => sql<{ id_mata_kuliah: number; kode_mata_kuliah: string; nama_mata_kuliah: string; sks: number; sks_maks: number }>`
  select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, p.sks_semester_pendek_maks::int as sks_maks
  from master_data.mata_kuliah mk
  join master_data.pengaturan_prodi p on p.id_prodi = mk.id_prodi
  where exists (select 1 from master_data.kelas k where k.id_mata_kuliah = mk.id_mata_kuliah and k.id_dosen = ${dosen})`;

/** GET semester-pendek/matkul: the lecturer's proposals for the coming short semester and what they may still propose. */
export async function usulanSemesterPendek(db: Kysely<any>, user: TokenClaims): Promise<UsulanSemesterPendek> {
  const dosen = await idDosen(db, user);
  const semester = await semesterTujuan(db);
  const { rows: usulan } = await sql<Omit<UsulanSemesterPendek['data'][number], 'keputusan'>>`
    select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks,
      to_char(u.diusulkan_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') as diusulkan_pada
    from teaching.usulan_semester_pendek u join master_data.mata_kuliah mk on mk.id_mata_kuliah = u.id_mata_kuliah
    where u.kode_semester = ${semester.kode_semester} and u.id_dosen = ${dosen}
    order by mk.nama_mata_kuliah`.execute(db);
  const { rows: semua } = await sql<{ id_mata_kuliah: number; kode_mata_kuliah: string; nama_mata_kuliah: string; sks: number; sks_maks: number }>`
    select * from (${diampu(dosen)}) d order by nama_mata_kuliah`.execute(db);
  const { rows: [pengaturan] } = await sql<{ maks: number }>`
    select p.sks_semester_pendek_maks::int as maks from master_data.dosen d join master_data.pengaturan_prodi p on p.id_prodi = d.id_prodi
    where d.id_dosen = ${dosen}`.execute(db);
  const keputusan = await keputusanMataKuliah(db, semester.kode_semester, semua.map((m) => m.id_mata_kuliah).concat(usulan.map((u) => u.id_mata_kuliah)));
  // Whether an opened class is this lecturer's (several may have proposed the course).
  const { rows: kelasAnda } = await sql<{ id_kelas: number }>`select id_kelas from master_data.kelas
    where id_dosen = ${dosen} and id_kelas = any(${[...keputusan.values()].map((k) => k.id_kelas ?? 0)}::int[])`.execute(db);
  const milik = new Set(kelasAnda.map((k) => k.id_kelas));
  const data = usulan.map((u) => {
    const k = keputusan.get(u.id_mata_kuliah);
    return { ...u, keputusan: k ? { status: k.status, alasan: k.alasan, nama_kelas: k.nama_kelas, pengampu: k.pengampu, pengampu_anda: k.id_kelas !== null && milik.has(k.id_kelas), diputuskan_pada: k.diputuskan_pada } : null };
  });
  const diusulkan = new Set(data.map((d) => d.id_mata_kuliah));
  return {
    semester,
    sks_maks: pengaturan?.maks ?? 9,
    data,
    pilihan: semua.filter((m) => m.sks <= m.sks_maks && !diusulkan.has(m.id_mata_kuliah) && !keputusan.has(m.id_mata_kuliah))
      .map(({ sks_maks: _, ...m }) => m),
  };
}

/** 409 when the programme has decided the course for the short semester (the transaction then stores nothing). */
async function tolakBilaDiputuskan(trx: Kysely<any>, semester: { kode_semester: string; nama_semester: string }, idMataKuliah: number, nama: string): Promise<void> {
  const k = (await keputusanMataKuliah(trx, semester.kode_semester, [idMataKuliah])).get(idMataKuliah);
  if (k) fail(409, 'usulan_sudah_diputuskan_dosen', { mata_kuliah: nama, semester: semester.nama_semester, status: tt(`usulan_prodi.status_${k.status}`).toLowerCase() });
}

/**
 * POST semester-pendek: propose one course for the coming short semester. The unique key
 * (semester, lecturer, course) decides a second proposal, so two at once store one and answer 409.
 */
export async function usulkanSemesterPendek(db: Kysely<any>, user: TokenClaims, body: UsulkanSemesterPendekBody): Promise<PreferensiTersimpan> {
  const dosen = await idDosen(db, user);
  const semester = await semesterTujuan(db);
  const mk = await db.selectFrom('master_data.mata_kuliah').select(['id_mata_kuliah', 'nama_mata_kuliah'])
    .where('id_mata_kuliah', '=', body.id_mata_kuliah).executeTakeFirst();
  if (!mk) fail(404, 'mata_kuliah_tidak_ditemukan', undefined, 'id_mata_kuliah');
  const { rows: [boleh] } = await sql<{ sks: number; sks_maks: number }>`
    select sks, sks_maks from (${diampu(dosen)}) d where id_mata_kuliah = ${body.id_mata_kuliah}`.execute(db);
  if (!boleh) fail(400, 'usulan_belum_diampu', undefined, 'id_mata_kuliah');
  if (boleh.sks > boleh.sks_maks) fail(400, 'usulan_sks_lebih', { sks: boleh.sks, maks: boleh.sks_maks }, 'id_mata_kuliah');
  // Behind the course's lock: a course the programme has decided takes no new proposal (decision 0026).
  await db.transaction().execute(async (trx) => {
    await kunciUsulan(trx, semester.kode_semester, body.id_mata_kuliah);
    await tolakBilaDiputuskan(trx, semester, body.id_mata_kuliah, mk!.nama_mata_kuliah as string);
    const { rows } = await sql`
      insert into teaching.usulan_semester_pendek (kode_semester, id_dosen, id_mata_kuliah)
      values (${semester.kode_semester}, ${dosen}, ${body.id_mata_kuliah})
      on conflict (kode_semester, id_dosen, id_mata_kuliah) do nothing returning id_usulan_semester_pendek`.execute(trx);
    if (!rows.length) fail(409, 'usulan_ganda', { semester: semester.nama_semester });
  });
  return { message: tt('pesan.usulan_tersimpan', { mata_kuliah: mk!.nama_mata_kuliah, semester: semester.nama_semester }) };
}

/** DELETE semester-pendek/matkul: withdraw a proposal for the coming short semester (404 when there is none). */
export async function tarikUsulanSemesterPendek(db: Kysely<any>, user: TokenClaims, q: TarikUsulanQuery): Promise<PreferensiTersimpan> {
  const dosen = await idDosen(db, user);
  const semester = await semesterTujuan(db);
  // Behind the course's lock: once decided, the proposal is part of the decision and stays.
  const hapus = await db.transaction().execute(async (trx) => {
    await kunciUsulan(trx, semester.kode_semester, q.id_mata_kuliah);
    const { rows: [baris] } = await sql<{ nama_mata_kuliah: string }>`
      delete from teaching.usulan_semester_pendek u using master_data.mata_kuliah mk
      where mk.id_mata_kuliah = u.id_mata_kuliah and u.kode_semester = ${semester.kode_semester} and u.id_dosen = ${dosen} and u.id_mata_kuliah = ${q.id_mata_kuliah}
      returning mk.nama_mata_kuliah`.execute(trx);
    if (!baris) fail(404, 'usulan_tidak_ditemukan', { semester: semester.nama_semester });
    await tolakBilaDiputuskan(trx, semester, q.id_mata_kuliah, baris.nama_mata_kuliah);
    return baris;
  });
  return { message: tt('pesan.usulan_ditarik', { mata_kuliah: hapus.nama_mata_kuliah, semester: semester.nama_semester }) };
}
