import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SeedContext } from '../../../core/server/module';
import { todayJakarta } from '../server/common';
import { samakanJadwalUjian } from '../server/jadwal-libur';
import { generatePertemuanSql } from '../server/lp3.service';
import { RANTAI_PENGGANTI, RANTAI_PRESENSI_MANUAL, type ValidationChain } from '../server/validation-chain';

/** Who took each validation step of the past requests (the demo's validator accounts). */
const VALIDATOR = { prodi: 'aka00', dekan: 'fak00', lp3: 'lbg204.0', lak: 'lbg213.0' } as const;
/** Of every 100 past lecture meetings (by a salted hash): not held, taught by a substitute, attended manually; the rest by QR. */
const PERSEN = { tidak: 3, pengganti: 2, manual: 3 } as const;
/** Meetings of dsn00's first class of the semester that show each case on dsn00's own pages, whatever the hash says. */
const DEMO_KE = { manual: 3, pengganti: 5, tidak: 10 } as const;

const ALASAN_MANUAL = ['Jaringan internet kelas terputus sehingga QR tidak dapat ditampilkan.', 'Proyektor rusak, presensi dicatat di kertas.',
  'Perkuliahan dipindah ke laboratorium tanpa layar.'];
const ALASAN_PENGGANTI = ['Menghadiri seminar nasional sebagai pemakalah.', 'Sakit, surat keterangan dokter terlampir.', 'Tugas dinas ke kementerian.'];

/** SQL: one of `list` chosen by `hash` (a non-negative integer expression). */
const pilih = (list: readonly string[], hash: RawBuilder<number>) => sql<string>`(${sql.val(list)}::text[])[1 + ${hash} % ${list.length}]`;

/**
 * The previous regular semester of the demo campus, as it was lived (its lectures are over):
 * - its meetings, made by LP3's generator (weekly on each class's day, holidays skipped, UTS and UAS
 *   where it puts them) with krs's exam days following them, in two statements whatever `ctx.scale`;
 * - each lecture meeting, by a hash salted from `ctx.random`: mostly opened by the lecturer with the QR;
 *   some held without it and counted after a manual-attendance request validated at both levels; a
 *   few taught by a colleague whose substitution went through the whole chain and was cleared
 *   (the meeting is then the substitute's, never opened: only a class's own lecturer opens it); and a
 *   few never held (a BKD 2 deduction on the slip of their month). UTS and UAS were held;
 * - the approved enrolments' attendance of every held meeting, in one INSERT ... SELECT: mostly
 *   hadir, some izin, sakit and alpa by the same salted hash (at load-test size for a bounded part of
 *   the classes: KEHADIRAN_LALU_MAKS_PESERTA).
 * dsn00's first class of the semester shows each case at a fixed meeting (DEMO_KE).
 * Answers the semester's id, or undefined when the campus has no earlier regular semester.
 */
export async function seedSemesterLalu(ctx: SeedContext): Promise<number | undefined> {
  const { db } = ctx;
  const { rows: [lalu] } = await sql<{ id_semester_registrasi: number }>`
    select s.id_semester_registrasi from master_data.semester s
    where s.periode <> 3 and s.kode_semester < (select kode_semester from master_data.semester where aktif)
    order by s.kode_semester desc limit 1`.execute(db);
  if (!lalu) return undefined;
  const idSemester = lalu.id_semester_registrasi;
  await generatePertemuanSql(db, idSemester);
  await samakanJadwalUjian(db, idSemester);

  const salt = Math.floor(ctx.random() * 1_000_000);
  const { rows: [demo] } = await sql<{ id_kelas: number }>`
    select min(k.id_kelas) as id_kelas from master_data.kelas k
    join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
    where k.id_semester_registrasi = ${idSemester} and exists (select 1 from attendance.pertemuan p where p.id_kelas = k.id_kelas)`.execute(db);
  const r = sql<number>`(abs(hashtext(${String(salt)} || '-' || p.id_pertemuan)) % 100)`;
  const kasus = sql<string>`case
    when p.jenis <> 'kuliah' then 'qr'
    when p.id_kelas = ${demo?.id_kelas ?? null}::int then case p.pertemuan_ke when ${DEMO_KE.manual} then 'manual' when ${DEMO_KE.pengganti} then 'pengganti'
      when ${DEMO_KE.tidak} then 'tidak' else 'qr' end
    when ${r} < ${PERSEN.tidak} then 'tidak'
    when ${r} < ${PERSEN.tidak + PERSEN.pengganti} then 'pengganti'
    when ${r} < ${PERSEN.tidak + PERSEN.pengganti + PERSEN.manual} then 'manual'
    else 'qr' end`;
  // The semester's past meetings with their case; `k` and `d` are the class and its lecturer, `gabung` more joins.
  const pertemuan = (cases: string[], gabung = sql``) => sql`attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    join master_data.dosen d on d.id_dosen = k.id_dosen ${gabung}
    where k.id_semester_registrasi = ${idSemester} and p.tanggal < ${todayJakarta} and ${kasus} = any(${cases}::text[])`;
  const { rows: akun } = await sql<{ username: string; id_user: number }>`select username, id_user from core.pengguna
    where username = any(${Object.values(VALIDATOR)}::text[])`.execute(db);
  const user = (peran: keyof typeof VALIDATOR) => sql<number>`coalesce(${akun.find((a) => a.username === VALIDATOR[peran])?.id_user ?? null}::int, d.id_user, 0)`;
  const mulai = sql`((p.tanggal + p.jam_mulai) at time zone 'Asia/Jakarta')`;
  const oleh: Record<string, keyof typeof VALIDATOR> = { level_1: 'prodi', level_2: 'lp3', prodi: 'prodi', dekan: 'dekan', lp3: 'lp3', lak: 'lak' };
  // The history of the requests just inserted (CTE `baru`): filed at `dibuat`, then each step of the chain a day apart, then `lagi`.
  const riwayat = (chain: ValidationChain, lagi = sql``) => sql`
    insert into ${sql.raw(chain.history)} (${sql.raw(chain.idColumn)}, dari, ke, langkah, id_user, waktu)
    select b.${sql.raw(chain.idColumn)}, l.dari, l.ke, l.langkah, l.id_user, b.dibuat + l.setelah
    from baru b join master_data.dosen d on d.id_dosen = b.id_dosen
    cross join lateral (values (null, ${chain.awal}, 'pengajuan', coalesce(d.id_user, 0), interval '0'),
      ${sql.join(chain.steps.map((step, i) => sql`(${step.dari}, ${step.ke}, ${step.langkah}, ${user(oleh[step.langkah])}, make_interval(days => ${i + 1}::int))`))}
      ${lagi}) l(dari, ke, langkah, id_user, setelah)`;

  await sql`update attendance.pertemuan p set status = 'ditutup', dibuka_pada = ${mulai}, ditutup_pada = ${mulai} + make_interval(mins => p.durasi_menit)
    from master_data.kelas k, master_data.dosen d
    where k.id_kelas = p.id_kelas and d.id_dosen = k.id_dosen and k.id_semester_registrasi = ${idSemester} and p.tanggal < ${todayJakarta}
      and ${kasus} in ('qr', 'manual')`.execute(db);
  await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via, waktu)
    select p.id_pertemuan, k.id_dosen, 'qr', p.dibuka_pada from ${pertemuan(['qr'])}`.execute(db);

  // Held without the QR: the lecturer's request the same evening, level 1 the next day, level 2 the day after (which records them present).
  await sql`with baru as (
      insert into attendance.presensi_manual (id_pertemuan, id_dosen, alasan, status, dibuat, diperbarui)
      select p.id_pertemuan, k.id_dosen, ${pilih(ALASAN_MANUAL, sql`p.id_pertemuan`)}, 'selesai', ${mulai} + interval '10 hours', ${mulai} + interval '2 days'
      from ${pertemuan(['manual'])}
      returning id_presensi_manual, id_pertemuan, id_dosen, dibuat)
    ${riwayat(RANTAI_PRESENSI_MANUAL)}`.execute(db);
  await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via, waktu)
    select m.id_pertemuan, m.id_dosen, 'manual', m.diperbarui from attendance.presensi_manual m
    join attendance.pertemuan p on p.id_pertemuan = m.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
    where k.id_semester_registrasi = ${idSemester} and m.status = 'selesai'`.execute(db);

  // Taught by a colleague of the programme: asked a week before, validated prodi -> dekan -> LP3 -> LAK, cleared the day after.
  await sql`with baru as (
      insert into attendance.pengganti_mengajar (id_pertemuan, id_dosen, id_dosen_pengganti, id_jenis_pergantian, alasan, status, dosa_dibersihkan, dibuat, diperbarui)
      select p.id_pertemuan, k.id_dosen, g.id_dosen,
        (select j.id_jenis_pergantian from attendance.jenis_pergantian j order by j.urutan offset p.id_pertemuan % greatest((select count(*) from attendance.jenis_pergantian), 1) limit 1),
        ${pilih(ALASAN_PENGGANTI, sql`p.id_pertemuan`)}, 'selesai', true, ${mulai} - interval '7 days', ${mulai} + interval '1 day'
      from ${pertemuan(['pengganti'], sql`cross join lateral (select g.id_dosen from master_data.dosen g where g.id_prodi = d.id_prodi and g.id_dosen <> k.id_dosen
        and g.aktif order by (g.id_dosen * 7 + p.id_pertemuan) % 97, g.id_dosen limit 1) g`)}
      returning id_pengganti_mengajar, id_pertemuan, id_dosen, dibuat)
    ${riwayat(RANTAI_PENGGANTI, sql`, ('selesai', 'selesai', 'pembersihan_dosa', ${user('lak')}, interval '8 days')`)}`.execute(db);
  await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via, waktu)
    select g.id_pertemuan, g.id_dosen_pengganti, 'pengganti', g.diperbarui from attendance.pengganti_mengajar g
    join attendance.pertemuan p on p.id_pertemuan = g.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
    where k.id_semester_registrasi = ${idSemester} and g.dosa_dibersihkan`.execute(db);

  await seedKehadiranLalu(db, idSemester, salt);
  return idSemester;
}

/**
 * Enrolments whose past attendance is recorded: at the demo's size every one; at load-test size (20,000
 * students) the whole semester would be over half a million rows, so only the first classes (dsn00's
 * programme first, then by id) up to this many enrolments. The other classes' meetings are held all
 * the same, with the lecturer's attendance; their students simply show no record for that semester.
 */
export const KEHADIRAN_LALU_MAKS_PESERTA = 8_000;

/**
 * The attendance of the approved enrolments of the semester's classes within KEHADIRAN_LALU_MAKS_PESERTA
 * at every held meeting, in one statement: 85 % hadir, 5 % izin, 4 % sakit, 6 % alpa by a salted hash of
 * meeting and student; recorded with the QR when present at a QR meeting, by hand otherwise (a manual
 * meeting had no QR at all).
 */
async function seedKehadiranLalu(db: Kysely<any>, idSemester: number, salt: number): Promise<void> {
  await sql`with peserta as (
      select k.id_kelas, count(*) as n, (mk.id_prodi = (select d.id_prodi from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
        where u.username = 'dsn00')) is true as prodi_demo
      from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join krs.krs_kelas kk on kk.id_kelas = k.id_kelas
      where k.id_semester_registrasi = ${idSemester} group by k.id_kelas, mk.id_prodi
    ), dicatat as (
      select id_kelas from (select id_kelas, sum(n) over (order by prodi_demo desc, id_kelas) as sampai from peserta) x
      where sampai <= ${KEHADIRAN_LALU_MAKS_PESERTA}
    )
    insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, waktu)
    select p.id_pertemuan, kk.id_mahasiswa,
      case when r.v < 85 then 'hadir' when r.v < 90 then 'izin' when r.v < 94 then 'sakit' else 'alpa' end,
      case when r.v < 85 and pd.via = 'qr' then 'qr' else 'manual' end,
      p.dibuka_pada + make_interval(mins => (r.v % 10))
    from dicatat c
    join attendance.pertemuan p on p.id_kelas = c.id_kelas
    join attendance.presensi_dosen pd on pd.id_pertemuan = p.id_pertemuan
    join krs.krs_kelas kk on kk.id_kelas = p.id_kelas
    join krs.krs h on h.id_krs = kk.id_krs and h.status = 'disetujui'
    cross join lateral (select abs(hashtext(${String(salt)} || '-' || p.id_pertemuan || '-' || kk.id_mahasiswa)) % 100 as v) r
    where p.dibuka_pada is not null`.execute(db);
}
