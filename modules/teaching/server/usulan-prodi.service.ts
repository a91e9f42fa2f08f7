import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { aksesProdi, namaLengkapDosenSql, pastikanSemester } from '../../master-data/public';
import type { KeputusanTersimpan, TerimaUsulanBody, TolakUsulanBody, UsulanMataKuliah, UsulanProdi, UsulanProdiQuery } from '../schemas-prodi';
import { keputusanMataKuliah, kunciUsulan } from './keputusan-sp';
import { tt } from './nilai.service';
import { semesterTujuan } from './semester-pendek.service';

// Programme staff decide the lecturers' short-semester proposals of their akses_prodi programmes,
// one course at a time (decision 0026). The course's state: 'diusulkan' (proposals, no decision)
// -> 'diterima' (one class opened in the short semester, taught by a proposer) or 'ditolak' (a
// reason); an undo (decision 0034, batal-keputusan-sp.ts) takes it back to 'diusulkan'. A decision
// is one row keyed by (semester, course), written after the
// course's proposal lock, with a history row: of two staff deciding at once one wins, the other 409.

export const fail = (status: number, key: string, vars?: Record<string, string | number>, field?: string): never => {
  const pesan = tt(`galat.${key}`, vars);
  throw httpError(status, pesan, field ? { [field]: [pesan] } : undefined);
};

/** The staff's programmes (all of akses_prodi, or the one asked for: 403 outside it). */
export async function prodiDilihat(db: Kysely<any>, user: TokenClaims, idProdi?: number) {
  const akses = await aksesProdi(db, user.id_user);
  if (idProdi !== undefined && !akses.includes(idProdi)) fail(403, 'prodi_bukan_akses', undefined, 'id_prodi');
  const prodi = akses.length
    ? await db.selectFrom('master_data.prodi').select(['id_prodi', 'nama_prodi']).where('id_prodi', 'in', akses).orderBy('nama_prodi').execute()
    : [];
  return { akses, dipilih: idProdi === undefined ? akses : [idProdi], prodi: prodi as Array<{ id_prodi: number; nama_prodi: string }> };
}

/** GET semester-pendek/usulan: the proposed courses of the staff's programmes with their proposers and decision. */
export async function daftarUsulanProdi(db: Kysely<any>, user: TokenClaims, q: UsulanProdiQuery): Promise<UsulanProdi> {
  const semester = await semesterTujuan(db);
  const { akses, dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const { rows } = await sql<Omit<UsulanMataKuliah, 'keputusan'>>`
    select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, pr.nama_prodi,
      (select k.kuota::int from master_data.kelas k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
        where k.id_mata_kuliah = mk.id_mata_kuliah order by s.kode_semester desc, k.id_kelas desc limit 1) as kuota_terakhir,
      json_agg(json_build_object('id_dosen', d.id_dosen, 'nama_dosen', ${namaLengkapDosenSql('d')},
        'diusulkan_pada', to_char(u.diusulkan_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS')) order by u.diusulkan_pada, d.id_dosen) as pengusul
    from teaching.usulan_semester_pendek u
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = u.id_mata_kuliah
    join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    join master_data.dosen d on d.id_dosen = u.id_dosen
    where u.kode_semester = ${semester.kode_semester} and mk.id_prodi = any(${dipilih}::int[])
    group by mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks, pr.nama_prodi
    order by mk.nama_mata_kuliah, mk.id_mata_kuliah`.execute(db);
  const keputusan = await keputusanMataKuliah(db, semester.kode_semester, rows.map((r) => r.id_mata_kuliah));
  const data = rows.map((r) => ({ ...r, keputusan: keputusan.get(r.id_mata_kuliah) ?? null }));
  // Waiting courses first: they are what the staff still has to do.
  data.sort((a, b) => Number(a.keputusan !== null) - Number(b.keputusan !== null));
  return { semester, akses_prodi: akses, prodi, data };
}

/** The course decided, checked against the staff's programmes and the coming short semester. */
export async function mataKuliahDiputuskan(db: Kysely<any>, user: TokenClaims, body: { kode_semester: string; id_mata_kuliah: number }) {
  const semester = await semesterTujuan(db);
  if (body.kode_semester !== semester.kode_semester) fail(409, 'usulan_semester_berganti', { semester: semester.nama_semester });
  const mk = await db.selectFrom('master_data.mata_kuliah').select(['id_mata_kuliah', 'nama_mata_kuliah', 'id_prodi'])
    .where('id_mata_kuliah', '=', body.id_mata_kuliah).executeTakeFirst();
  if (!mk) fail(404, 'mata_kuliah_tidak_ditemukan', undefined, 'id_mata_kuliah');
  if (!(await aksesProdi(db, user.id_user)).includes(mk!.id_prodi as number)) fail(403, 'prodi_bukan_akses');
  return { semester, nama_mata_kuliah: mk!.nama_mata_kuliah as string };
}

/**
 * Inside the course's lock: the lecturers who proposed it (404 when none) and no decision yet (409
 * naming the one taken). Then `buat` does the decision's own work and the decision row and its history are written.
 */
async function putuskan(db: Kysely<any>, user: TokenClaims, body: { kode_semester: string; id_mata_kuliah: number }, nama: string, semesterNama: string,
  buat: (trx: Parameters<typeof kunciUsulan>[0], pengusul: number[]) => Promise<{ status: 'diterima' | 'ditolak'; alasan: string | null; id_kelas: number | null }>) {
  await db.transaction().execute(async (trx) => {
    await kunciUsulan(trx, body.kode_semester, body.id_mata_kuliah);
    const pengusul = (await trx.selectFrom('teaching.usulan_semester_pendek').select('id_dosen')
      .where('kode_semester', '=', body.kode_semester).where('id_mata_kuliah', '=', body.id_mata_kuliah).execute()).map((r) => Number(r.id_dosen));
    if (!pengusul.length) fail(404, 'usulan_mk_tidak_ada', { mata_kuliah: nama, semester: semesterNama });
    const sudah = (await keputusanMataKuliah(trx, body.kode_semester, [body.id_mata_kuliah])).get(body.id_mata_kuliah);
    if (sudah) fail(409, 'usulan_sudah_diputuskan', { mata_kuliah: nama, status: tt(`usulan_prodi.status_${sudah.status}`).toLowerCase(), oleh: sudah.diputuskan_oleh });
    const k = await buat(trx, pengusul);
    // The unique key is the last guard: a second decision (which the lock already turned away) stores nothing.
    const { rows } = await sql`insert into teaching.keputusan_semester_pendek (kode_semester, id_mata_kuliah, status, alasan, id_kelas, id_user)
      values (${body.kode_semester}, ${body.id_mata_kuliah}, ${k.status}, ${k.alasan}, ${k.id_kelas}, ${user.id_user})
      on conflict (kode_semester, id_mata_kuliah) do nothing returning 1`.execute(trx);
    if (!rows.length) fail(409, 'usulan_bentrok', { mata_kuliah: nama });
    await trx.insertInto('teaching.riwayat_keputusan_semester_pendek').values({
      kode_semester: body.kode_semester, id_mata_kuliah: body.id_mata_kuliah, status_dari: 'diusulkan', status_ke: k.status,
      alasan: k.alasan, id_kelas: k.id_kelas, id_user: user.id_user,
      nama_kelas: k.id_kelas === null ? null : sql`(select nama_kelas from master_data.kelas where id_kelas = ${k.id_kelas})`,
    }).execute();
  });
  return (await keputusanMataKuliah(db, body.kode_semester, [body.id_mata_kuliah])).get(body.id_mata_kuliah)!;
}

/**
 * POST semester-pendek/usulan/terima: opens one class of the course in the short semester (its
 * calendar row is added with the campus's usual dates when it has none yet), taught by the proposer
 * `id_dosen`, with the quota given: an ordinary class of a YYYY3 semester, as the short-semester
 * schedule, grade entry and KRS expect (seats are counted by krs from the class's quota). The
 * class's weekly meetings are not set here; the class's first free letter from 'A' names it.
 */
export async function terimaUsulan(db: Kysely<any>, user: TokenClaims, body: TerimaUsulanBody): Promise<KeputusanTersimpan> {
  const { semester, nama_mata_kuliah } = await mataKuliahDiputuskan(db, user, body);
  const keputusan = await putuskan(db, user, body, nama_mata_kuliah, semester.nama_semester, async (trx, pengusul) => {
    if (!pengusul.includes(body.id_dosen)) fail(400, 'pengampu_bukan_pengusul', { mata_kuliah: nama_mata_kuliah }, 'id_dosen');
    const sp = await pastikanSemester(trx, body.kode_semester);
    const { rows: [kelas] } = await sql<{ id_kelas: number }>`
      insert into master_data.kelas (id_semester_registrasi, id_mata_kuliah, nama_kelas, id_shift, kuota, id_dosen)
      select ${sp.id_semester_registrasi}, ${body.id_mata_kuliah}, h.nama,
        coalesce((select min(k.id_shift) from master_data.kelas k where k.id_mata_kuliah = ${body.id_mata_kuliah} and k.id_dosen = ${body.id_dosen}),
          (select id_shift from master_data.shift order by urutan, id_shift limit 1)),
        ${body.kuota}, ${body.id_dosen}
      from (select chr(64 + n) as nama from generate_series(1, 26) n
        where chr(64 + n) not in (select nama_kelas from master_data.kelas where id_semester_registrasi = ${sp.id_semester_registrasi} and id_mata_kuliah = ${body.id_mata_kuliah})
        order by n limit 1) h
      returning id_kelas`.execute(trx);
    if (!kelas) fail(409, 'kelas_sp_penuh', { mata_kuliah: nama_mata_kuliah });
    return { status: 'diterima', alasan: null, id_kelas: kelas.id_kelas };
  });
  return {
    message: tt('pesan.usulan_diterima', { mata_kuliah: nama_mata_kuliah, kelas: keputusan.nama_kelas ?? '', pengampu: keputusan.pengampu ?? '', semester: semester.nama_semester }),
    keputusan,
  };
}

/** POST semester-pendek/usulan/tolak: declines the course's proposals with the reason the lecturers will read. */
export async function tolakUsulan(db: Kysely<any>, user: TokenClaims, body: TolakUsulanBody): Promise<KeputusanTersimpan> {
  const { semester, nama_mata_kuliah } = await mataKuliahDiputuskan(db, user, body);
  const keputusan = await putuskan(db, user, body, nama_mata_kuliah, semester.nama_semester,
    async () => ({ status: 'ditolak', alasan: body.alasan.trim(), id_kelas: null }));
  return { message: tt('pesan.usulan_ditolak', { mata_kuliah: nama_mata_kuliah, semester: semester.nama_semester }), keputusan };
}
