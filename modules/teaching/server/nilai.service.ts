import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { formatTanggalCetak } from '../../../core/server/print';
import { kehadiranKelas, pertemuanKelas } from '../../attendance/public';
import { simpanNilaiKelas, type HasilSimpanNilai, type PerubahanCache } from '../../krs/public';
import { idDosenPengguna } from '../../master-data/public';
import type {
  InputNilai, JadwalMengajar, JendelaInputNilai, KelasMengajar, KelasQuery, MahasiswaNilai, SimpanNilaiBody, SimpanNilaiHasil, SinkronPresensi, UbahNilaiBody,
} from '../schemas';
import { tolakBilaDivalidasi, validasiKelas } from './bukti-validasi';

/** A text of the module's catalogue (locales/id/teaching.json). */
export const tt = (key: string, vars?: Record<string, string | number>) => t('teaching', key, vars);
const fail = (status: number, key: string, vars?: Record<string, string | number>): never => {
  throw httpError(status, tt(`galat.${key}`, vars));
};

/** The lecturer record of the logged-in user (dsn00, kor00); 403 when the account has none. */
export async function idDosen(db: Kysely<any>, user: TokenClaims): Promise<number> {
  const id = await idDosenPengguna(db, user.id_user);
  if (id === undefined) fail(403, 'bukan_dosen');
  return id!;
}

/** The two periods of a semester's grades (teaching.jadwal_input_nilai): entry, then change after the deadline. */
const KOLOM_JENDELA = { input: ['mulai', 'selesai'], perubahan: ['perubahan_mulai', 'perubahan_selesai'] } as const;

/**
 * The grade-entry window (`input`) or the grade-change period (`perubahan`) of a semester against
 * today in Asia/Jakarta, with the reason it is closed (texts `galat.<jenis>_...`), and today's date
 * (the date the grade scale is read for).
 */
export async function jendela(db: Kysely<any>, idSemester: number, jenis: keyof typeof KOLOM_JENDELA = 'input'): Promise<JendelaInputNilai & { hari_ini: string }> {
  const [kolomMulai, kolomSelesai] = KOLOM_JENDELA[jenis].map((c) => sql.ref(`j.${c}`));
  const { rows: [r] } = await sql<{ hari_ini: string; mulai: string | null; selesai: string | null; belum: boolean | null; lewat: boolean | null }>`
    select to_char(h.d, 'YYYY-MM-DD') as hari_ini, to_char(${kolomMulai}, 'YYYY-MM-DD') as mulai, to_char(${kolomSelesai}, 'YYYY-MM-DD') as selesai,
      h.d < ${kolomMulai} as belum, h.d > ${kolomSelesai} as lewat
    from (select (now() at time zone 'Asia/Jakarta')::date as d) h
    left join teaching.jadwal_input_nilai j on j.id_semester_registrasi = ${idSemester}`.execute(db);
  // The reason is read by people (pages, refusals): its dates as '3 September 2026'.
  const alasan = r.mulai === null ? tt(`galat.${jenis}_belum_ditetapkan`)
    : r.belum ? tt(`galat.${jenis}_belum_dibuka`, { mulai: formatTanggalCetak(r.mulai) })
      : r.lewat ? tt(`galat.${jenis}_sudah_ditutup`, { selesai: formatTanggalCetak(r.selesai!) }) : null;
  return { dibuka: alasan === null, mulai: r.mulai, selesai: r.selesai, alasan, hari_ini: r.hari_ini };
}

const daftar = (items: readonly string[]) => items.join(', ');

/**
 * The semester a schedule is about. Regular: `id_semester` or the active one. Short semester
 * (GET jadwal-mengajar/sp): `id_semester` must be a short semester (code YYYY3); by default the
 * latest one whose lectures have begun (Asia/Jakarta), so a lecturer sees the running one or, between
 * them, the last one with its grades.
 */
async function semesterJadwal(db: Kysely<any>, idSemester: number | undefined, pendek: boolean) {
  const semester = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi', 'periode'])
    .$call((q) => (idSemester ? q.where('id_semester_registrasi', '=', idSemester)
      : pendek ? q.where('periode', '=', 3).where(sql<boolean>`kuliah_mulai <= (now() at time zone 'Asia/Jakarta')::date`).orderBy('kode_semester', 'desc').limit(1)
        : q.where('aktif', '=', true)))
    .executeTakeFirst();
  if (!semester) fail(404, idSemester ? 'semester_tidak_ditemukan' : pendek ? 'tidak_ada_semester_pendek' : 'tidak_ada_semester_aktif');
  if (pendek && Number(semester!.periode) !== 3) fail(404, 'bukan_semester_pendek');
  return { id_semester_registrasi: semester!.id_semester_registrasi as number, nama_semester_registrasi: semester!.nama_semester_registrasi as string };
}

/** GET jadwal-mengajar (and, `pendek`, GET jadwal-mengajar/sp): the lecturer's classes of a semester. */
export async function jadwalMengajar(db: Kysely<any>, user: TokenClaims, idSemester?: number, pendek = false): Promise<JadwalMengajar> {
  const dosen = await idDosen(db, user);
  const semester = await semesterJadwal(db, idSemester, pendek);
  const { rows } = await sql<Omit<KelasMengajar, 'pertemuan_terlaksana' | 'pertemuan_direncanakan' | 'nilai_lengkap'>>`
    select k.id_kelas, k.id_mata_kuliah, k.id_semester_registrasi, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, k.nama_kelas,
      j.hari::int as hari, to_char(j.jam_mulai, 'HH24:MI') as jam_mulai, to_char(j.jam_selesai, 'HH24:MI') as jam_selesai, r.nama_ruang,
      coalesce(n.jumlah, 0)::int as jumlah_mahasiswa, coalesce(n.dinilai, 0)::int as jumlah_dinilai,
      exists (select 1 from teaching.validasi_nilai v where v.id_kelas = k.id_kelas) as divalidasi
    from master_data.kelas k
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    left join lateral (select * from master_data.jadwal jj where jj.id_kelas = k.id_kelas order by jj.hari, jj.jam_mulai limit 1) j on true
    left join master_data.ruang r on r.id_ruang = j.id_ruang
    left join lateral (select count(*) as jumlah, count(kk.nilai_angka) as dinilai from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) n on true
    where k.id_dosen = ${dosen} and k.id_semester_registrasi = ${semester.id_semester_registrasi}
    order by j.hari nulls last, j.jam_mulai, mk.nama_mata_kuliah, k.nama_kelas`.execute(db);
  const pertemuan = await pertemuanKelas(db, rows.map((r) => r.id_kelas));
  const { hari_ini: _, ...input_nilai } = await jendela(db, semester.id_semester_registrasi);
  return {
    semester,
    input_nilai,
    data: rows.map((r) => ({
      ...r,
      pertemuan_terlaksana: pertemuan.get(r.id_kelas)!.terlaksana,
      pertemuan_direncanakan: pertemuan.get(r.id_kelas)!.direncanakan,
      nilai_lengkap: r.jumlah_mahasiswa > 0 && r.jumlah_dinilai === r.jumlah_mahasiswa,
    })),
  };
}

/** The class named by the three ids together (a class belongs to one course and one semester), with its course and semester; undefined when none is. */
export async function kelasDari(db: Kysely<any>, q: KelasQuery) {
  return db.selectFrom('master_data.kelas as k')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'k.id_semester_registrasi')
    .select(['k.id_kelas', 'k.nama_kelas', 'k.id_dosen', 'k.id_semester_registrasi', 's.nama_semester_registrasi', 'mk.id_mata_kuliah', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', sql<number>`mk.sks::int`.as('sks')])
    .where('k.id_kelas', '=', q.id_kelas).where('k.id_mata_kuliah', '=', q.id_mata_kuliah).where('k.id_semester_registrasi', '=', q.id_semester_registrasi)
    .executeTakeFirst();
}

/** A class as `kelasDari` reads it. */
export type KelasNilai = NonNullable<Awaited<ReturnType<typeof kelasDari>>>;

/**
 * The class of the query if the lecturer teaches it: 404 when no class has these three ids together,
 * 403 when it is someone else's.
 */
export async function kelasMilik(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<KelasNilai> {
  const dosen = await idDosen(db, user);
  const kelas = await kelasDari(db, q);
  if (!kelas) fail(404, 'kelas_tidak_ditemukan');
  if (kelas!.id_dosen !== dosen) fail(403, 'bukan_kelas_anda');
  return kelas!;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * GET input-nilai: meetings held, the course, every enrolled student with attendance and grade, and
 * the class's grade validation (its receipt, null while not validated: decision 0020).
 */
export async function inputNilai(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<InputNilai> {
  const kelas = await kelasMilik(db, user, q);
  const { rows } = await sql<MahasiswaNilai>`
    select kk.id_mahasiswa, kk.id_krs_kelas, m.nim, m.nama_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks
    from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
    where kk.id_kelas = ${kelas.id_kelas} order by m.nim`.execute(db);
  const hadir = await kehadiranKelas(db, kelas.id_kelas);
  const pertemuan = (await pertemuanKelas(db, [kelas.id_kelas])).get(kelas.id_kelas)!;
  const { hari_ini: _, ...input_nilai } = await jendela(db, kelas.id_semester_registrasi);
  const { hari_ini: __, ...perubahan_nilai } = await jendela(db, kelas.id_semester_registrasi, 'perubahan');
  const validasi = (await validasiKelas(db, kelas.id_kelas))?.bukti ?? null;
  return {
    jumlah_pertemuan: pertemuan.terlaksana,
    pertemuan_direncanakan: pertemuan.direncanakan,
    mata_kuliah: { id_mata_kuliah: kelas.id_mata_kuliah, kode_mata_kuliah: kelas.kode_mata_kuliah, nama_mata_kuliah: kelas.nama_mata_kuliah, sks: kelas.sks },
    kelas: { id_kelas: kelas.id_kelas, nama_kelas: kelas.nama_kelas, id_semester_registrasi: kelas.id_semester_registrasi, nama_semester_registrasi: kelas.nama_semester_registrasi },
    input_nilai,
    perubahan_nilai,
    validasi,
    mahasiswa: rows.map((r) => ({
      ...r,
      hadir: hadir.get(r.id_mahasiswa)?.hadir ?? 0,
      persen_kehadiran: hadir.get(r.id_mahasiswa)?.persen ?? 100,
      nilai_angka: num(r.nilai_angka), nilai_indeks: num(r.nilai_indeks),
    })),
  };
}

/** GET input-nilai/sinkron-presensi: each enrolled student's attendance, read from the attendance module. */
export async function sinkronPresensi(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<SinkronPresensi> {
  const kelas = await kelasMilik(db, user, q);
  const hadir = await kehadiranKelas(db, kelas.id_kelas);
  const nim = await db.selectFrom('master_data.mahasiswa').select(['id_mahasiswa', 'nim'])
    .where('id_mahasiswa', 'in', [0, ...hadir.keys()]).orderBy('nim').execute();
  const pertemuan = (await pertemuanKelas(db, [kelas.id_kelas])).get(kelas.id_kelas)!;
  return { jumlah_pertemuan: pertemuan.terlaksana, data: nim.map((m) => ({ ...hadir.get(m.id_mahasiswa)!, nim: m.nim })) };
}

/** Two decimals at most (the column is numeric(5,2)): 85.5 and 85.25 pass, 85.255 does not. */
const duaDesimal = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A refusal about the list of scores: the message, also under `errors.nilai` (the page shows it in red). */
export const tolakNilai = (status: number, key: string, vars: Record<string, string | number>): never => {
  const pesan = tt(`galat.${key}`, vars);
  throw httpError(status, pesan, { nilai: [pesan] });
};

/** Each student once per save, scores with at most two decimals: 400 naming the offenders. */
export function periksaNilai(nilai: ReadonlyArray<{ id_mahasiswa: number; nilai_angka: number }>): void {
  const seen = new Set<number>();
  const ganda = new Set<number>();
  for (const n of nilai) (seen.has(n.id_mahasiswa) ? ganda : seen).add(n.id_mahasiswa);
  if (ganda.size) tolakNilai(400, 'nilai_ganda', { daftar: daftar([...ganda].map(String)) });
  const desimal = nilai.filter((n) => !duaDesimal(n.nilai_angka));
  if (desimal.length) tolakNilai(400, 'nilai_desimal', { daftar: daftar(desimal.map((n) => String(n.nilai_angka))) });
}

/** Students named for a message, "NIM Nama" joined by commas: by the id sent where no such student exists. */
export async function namaMahasiswa(db: Kysely<any>, ids: readonly number[]): Promise<string> {
  const dikenal = await db.selectFrom('master_data.mahasiswa').select(['id_mahasiswa', 'nim', 'nama_mahasiswa'])
    .where('id_mahasiswa', 'in', [0, ...ids]).execute();
  return daftar(ids.map((id) => {
    const m = dikenal.find((d) => d.id_mahasiswa === id);
    return m ? `${m.nim} ${m.nama_mahasiswa}` : `id ${id}`;
  }));
}

/** Why krs's `simpanNilaiKelas` stored nothing, as the answer: 409 for students already graded (POST), else 400. */
export async function tolakHasil(db: Kysely<any>, hasil: Extract<HasilSimpanNilai, { ok: false }>): Promise<never> {
  return tolakNilai(hasil.alasan === 'sudah_dinilai' ? 409 : 400, hasil.alasan, { daftar: await namaMahasiswa(db, hasil.id_mahasiswa) });
}

/**
 * POST ('baru', first entry) and PATCH ('ubah') input-nilai. Allowed only for the lecturer's own
 * class and only inside its semester's grade-entry window; every student must be enrolled in the
 * class; the letter and index come from krs's `simpanNilaiKelas` (the programme's scale valid
 * today), which stores all or nothing and drops the students' cached KHS after the commit. Once the
 * class's grades are validated (decision 0020) both answer 409: they are final. A PATCH
 * with `perubahan: true` is the grade change after the deadline (perubahan-nilai.service.ts); the
 * change's own fields are refused here.
 */
export async function simpanNilai(db: Kysely<any>, cache: PerubahanCache, user: TokenClaims, body: SimpanNilaiBody | UbahNilaiBody, mode: 'baru' | 'ubah'): Promise<SimpanNilaiHasil> {
  const kelas = await kelasMilik(db, user, body);
  periksaNilai(body.nilai);
  if (body.nilai.some((n) => 'alasan' in n || 'nilai_angka_lama' in n)) tolakNilai(400, 'bukan_perubahan', {});
  const w = await jendela(db, kelas.id_semester_registrasi);
  if (!w.dibuka) fail(409, 'input_ditutup', { alasan: w.alasan! });
  await tolakBilaDivalidasi(db, kelas.id_kelas);
  const hasil = await simpanNilaiKelas(db, cache, {
    id_kelas: kelas.id_kelas, tanggal: w.hari_ini, mode, nilai: body.nilai,
    // Again under the rows' locks: a validation that committed while this save waited for them wins.
    dalamTransaksi: (trx) => tolakBilaDivalidasi(trx, kelas.id_kelas),
  });
  if (!hasil.ok) return tolakHasil(db, hasil);
  return {
    message: tt('pesan.tersimpan', { jumlah: hasil.nilai.length }),
    nilai: hasil.nilai.map((n) => ({ id_mahasiswa: n.id_mahasiswa, nilai_angka: n.nilai_angka, nilai_huruf: n.nilai_huruf, nilai_indeks: n.nilai_indeks })),
  };
}
