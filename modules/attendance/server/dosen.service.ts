import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { activeSemesterId, fail, idDosen, msg, rows, todayJakarta } from './common';
import { pesertaKelas } from './enrolment';
import { rememberQrSecret } from './qr-secret-cache';
import { issueQrToken, newQrSecret } from './qr-token';

/** Status as the users see it: an open meeting whose time ran out is closed. */
export const statusEfektif = (alias = 'p') =>
  sql.raw(`(case when ${alias}.status = 'dibuka' and ${alias}.ditutup_pada <= now() then 'ditutup' else ${alias}.status end)`);

const tanggalText = (col: string) => sql.raw(`to_char(${col}, 'YYYY-MM-DD')`);
const jamText = (col: string) => sql.raw(`to_char(${col}, 'HH24:MI')`);
const waktuText = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** GET presensi/dosen/jadwal-mengajar: the lecturer's classes of a semester (default: the active one). */
export async function jadwalMengajar(db: Kysely<any>, user: TokenClaims, idSemester?: number) {
  const dosen = await idDosen(db, user);
  const semester = idSemester ?? (await activeSemesterId(db));
  return {
    data: await rows<any>(db, sql`
      select k.id_kelas, k.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks::int as sks,
        k.id_semester_registrasi, s.nama_semester_registrasi,
        j.hari::int as hari, ${jamText('j.jam_mulai')} as jam_mulai, ${jamText('j.jam_selesai')} as jam_selesai, r.nama_ruang,
        (select count(*)::int from ${pesertaKelas(sql.ref('k.id_kelas'))} x) as jumlah_mahasiswa,
        (select count(*)::int from attendance.pertemuan p where p.id_kelas = k.id_kelas) as jumlah_pertemuan,
        (select count(*)::int from attendance.pertemuan p where p.id_kelas = k.id_kelas and p.dibuka_pada is not null) as pertemuan_terlaksana
      from master_data.kelas k
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      left join lateral (select * from master_data.jadwal jj where jj.id_kelas = k.id_kelas order by jj.hari, jj.jam_mulai limit 1) j on true
      left join master_data.ruang r on r.id_ruang = j.id_ruang
      where k.id_dosen = ${dosen} and k.id_semester_registrasi = ${semester}
      order by j.hari nulls last, j.jam_mulai, mk.nama_mata_kuliah, k.nama_kelas`),
  };
}

/** A meeting row with the fields every lecturer view shows. */
function pertemuanSelect() {
  return sql`p.id_pertemuan, p.uid::text as uid, p.id_kelas, p.pertemuan_ke::int as pertemuan_ke, p.jenis,
    ${tanggalText('p.tanggal')} as tanggal, ${jamText('p.jam_mulai')} as jam_mulai, ${jamText('p.jam_selesai')} as jam_selesai,
    ${statusEfektif()} as status, p.durasi_menit::int as durasi_menit, p.qr_interval_detik::int as qr_interval_detik,
    case when p.dibuka_pada is null then null else ${waktuText('p.dibuka_pada')} end as dibuka_pada,
    case when p.ditutup_pada is null then null else ${waktuText('p.ditutup_pada')} end as ditutup_pada,
    (p.tanggal = ${todayJakarta}) as hari_ini,
    (select count(*)::int from attendance.kehadiran h where h.id_pertemuan = p.id_pertemuan and h.status = 'hadir') as jumlah_hadir`;
}

/** The class `idKelas` if the lecturer teaches it; 404 when it does not exist, 403 when it is someone else's. */
async function kelasMilik(db: Kysely<any>, dosen: number, idKelas: number) {
  const kelas = await db.withSchema('master_data').selectFrom('kelas as k').innerJoin('mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .select(['k.id_kelas', 'k.id_dosen', 'k.id_mata_kuliah', 'k.nama_kelas', 'mk.nama_mata_kuliah', 'mk.kode_mata_kuliah', sql<number>`mk.sks::int`.as('sks')])
    .where('k.id_kelas', '=', idKelas).executeTakeFirst();
  if (!kelas) fail(404, 'kelas_tidak_ditemukan');
  if (kelas.id_dosen !== dosen) fail(403, 'bukan_kelas_anda');
  return kelas;
}

/** GET presensi/dosen/jadwal-pertemuan/{id_mata_kuliah}/{id_kelas}/{sks}: the meetings of one of the lecturer's classes. */
export async function jadwalPertemuan(db: Kysely<any>, user: TokenClaims, idMataKuliah: number, idKelas: number) {
  const dosen = await idDosen(db, user);
  const kelas = await kelasMilik(db, dosen, idKelas);
  if (kelas.id_mata_kuliah !== idMataKuliah) fail(404, 'kelas_tidak_ditemukan');
  const data = await rows<any>(db, sql`select ${pertemuanSelect()} from attendance.pertemuan p where p.id_kelas = ${idKelas} order by p.pertemuan_ke`);
  const jumlah = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${pesertaKelas(idKelas)} x`);
  return { kelas: { ...kelas, jumlah_mahasiswa: jumlah[0].n }, data };
}

/** The meeting `uid` of the lecturer's own class (403 otherwise), with its class and secret. */
async function pertemuanMilik(db: Kysely<any>, user: TokenClaims, uid: string) {
  const dosen = await idDosen(db, user);
  const [row] = await rows<any>(db, sql`
    select ${pertemuanSelect()}, p.qr_rahasia, k.id_dosen, k.id_mata_kuliah, k.nama_kelas, mk.nama_mata_kuliah, mk.kode_mata_kuliah, mk.sks::int as sks
    from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where p.uid = ${uid}::uuid`);
  if (!row) fail(404, 'pertemuan_tidak_ditemukan');
  if (row.id_dosen !== dosen) fail(403, 'bukan_kelas_anda');
  return { ...row, dosen } as { qr_rahasia: Buffer | null; dosen: number; id_pertemuan: number; status: 'terjadwal' | 'dibuka' | 'ditutup'; hari_ini: boolean; uid: string; qr_interval_detik: number; durasi_menit: number } & Record<string, any>;
}

const publik = ({ qr_rahasia: _s, id_dosen: _d, dosen: _x, ...rest }: Record<string, any>) => rest;

/** GET presensi/dosen/pertemuan/{uid}: one meeting of the lecturer's class. */
export async function detailPertemuan(db: Kysely<any>, user: TokenClaims, uid: string) {
  return publik(await pertemuanMilik(db, user, uid));
}

/** GET presensi/dosen/pertemuan/{uid}/setting. */
export async function getSetting(db: Kysely<any>, user: TokenClaims, uid: string) {
  const p = await pertemuanMilik(db, user, uid);
  return { status: p.status, durasi_menit: p.durasi_menit, qr_interval_detik: p.qr_interval_detik, dibuka_pada: p.dibuka_pada, ditutup_pada: p.ditutup_pada };
}

/**
 * PATCH presensi/dosen/pertemuan/{uid}/setting: open or close the meeting, change its duration or
 * QR rotation. Opening is allowed only on the meeting's date (Asia/Jakarta); it renews the
 * meeting's QR secret (older tokens die), sets the closing time to now + duration and records the
 * lecturer as present. Closing drops the secret.
 */
export async function patchSetting(db: Kysely<any>, user: TokenClaims, uid: string, body: { status?: 'dibuka' | 'ditutup'; durasi_menit?: number; qr_interval_detik?: number }) {
  const p = await pertemuanMilik(db, user, uid);
  await db.transaction().execute(async (trx) => {
    if (body.qr_interval_detik !== undefined) {
      await sql`update attendance.pertemuan set qr_interval_detik = ${body.qr_interval_detik} where id_pertemuan = ${p.id_pertemuan}`.execute(trx);
    }
    if (body.durasi_menit !== undefined) {
      await sql`update attendance.pertemuan set durasi_menit = ${body.durasi_menit},
        ditutup_pada = case when status = 'dibuka' and ditutup_pada > now() then dibuka_pada + make_interval(mins => ${body.durasi_menit}) else ditutup_pada end
        where id_pertemuan = ${p.id_pertemuan}`.execute(trx);
    }
    if (body.status === 'dibuka') {
      if (!p.hari_ini) fail(400, 'buka_bukan_hari_ini');
      // The date is checked again in the update: LP3 may have just moved the meeting off a holiday.
      const dibuka = await sql`update attendance.pertemuan set status = 'dibuka', qr_rahasia = ${newQrSecret()}, dibuka_pada = now(),
        ditutup_pada = now() + make_interval(mins => durasi_menit) where id_pertemuan = ${p.id_pertemuan} and tanggal = ${todayJakarta}
        returning id_pertemuan`.execute(trx);
      if (!dibuka.rows.length) fail(400, 'buka_bukan_hari_ini');
      await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via) values (${p.id_pertemuan}, ${p.dosen}, 'qr') on conflict do nothing`.execute(trx);
    } else if (body.status === 'ditutup') {
      await sql`update attendance.pertemuan set status = case when dibuka_pada is null then 'terjadwal' else 'ditutup' end, qr_rahasia = null,
        ditutup_pada = case when ditutup_pada is null or ditutup_pada > now() then now() else ditutup_pada end
        where id_pertemuan = ${p.id_pertemuan}`.execute(trx);
    }
  });
  return getSetting(db, user, uid);
}

/**
 * GET presensi/dosen/pertemuan/{uid}/qrcode: a fresh signed token and its QR image (SVG data URL)
 * for an open meeting; the page asks again every `interval_detik` seconds.
 */
export async function qrcode(db: Kysely<any>, user: TokenClaims, uid: string) {
  const p = await pertemuanMilik(db, user, uid);
  if (p.status !== 'dibuka' || !p.qr_rahasia) fail(409, 'pertemuan_belum_dibuka');
  // The students' scans of this token can then check and write in one statement (scan-qrcode.ts).
  rememberQrSecret(p.uid, p.qr_rahasia);
  const { token, payload } = issueQrToken(p.uid, p.qr_rahasia, p.qr_interval_detik);
  // Loaded on the first image, not at start-up (about 30 ms of every start of the server).
  const QRCode = (await import('qrcode')).default;
  // One byte-mode segment: the token is ASCII, and the library's automatic mode search (a shortest
  // path over segment splits) took 4-9 ms of the event loop per image, stalling the students' scans.
  const svg = await QRCode.toString([{ data: Buffer.from(token), mode: 'byte' }], { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    token,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    diterbitkan: new Date(payload.i).toISOString(),
    berlaku_sampai: new Date(payload.e).toISOString(),
    interval_detik: p.qr_interval_detik,
    ditutup_pada: p.ditutup_pada,
  };
}

/** GET presensi/dosen/pertemuan/{uid}/mahasiswa: every enrolled student with their attendance (null = not yet). */
export async function mahasiswaPertemuan(db: Kysely<any>, user: TokenClaims, uid: string) {
  const p = await pertemuanMilik(db, user, uid);
  const data = await rows<any>(db, sql`
    select m.id_mahasiswa, m.nim::text as nim, m.nama_mahasiswa, h.status, h.via,
      case when h.waktu is null then null else ${waktuText('h.waktu')} end as waktu
    from master_data.mahasiswa m
    left join attendance.kehadiran h on h.id_pertemuan = ${p.id_pertemuan} and h.id_mahasiswa = m.id_mahasiswa
    where m.id_mahasiswa in ${pesertaKelas(p.id_kelas as number)}
    order by m.nim`);
  const hitung = (s: string) => data.filter((d) => d.status === s).length;
  return { data, ringkasan: { total: data.length, hadir: hitung('hadir'), izin: hitung('izin'), sakit: hitung('sakit'), alpa: hitung('alpa'), belum: data.filter((d) => !d.status).length } };
}

/** POST presensi/dosen/update-kehadiran: the lecturer sets one enrolled student's status on a held meeting. */
export async function updateKehadiran(db: Kysely<any>, user: TokenClaims, body: { uid: string; id_mahasiswa: number; status: string }) {
  const p = await pertemuanMilik(db, user, body.uid);
  if (p.status === 'terjadwal') fail(409, 'pertemuan_belum_dilaksanakan');
  const res = await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, diubah_oleh)
    select ${p.id_pertemuan}, ${body.id_mahasiswa}, ${body.status}, 'manual', ${user.id_user}
    where ${body.id_mahasiswa} in ${pesertaKelas(p.id_kelas as number)}
    on conflict (id_pertemuan, id_mahasiswa) do update set status = excluded.status, via = 'manual', waktu = now(), diubah_oleh = excluded.diubah_oleh
    returning id_mahasiswa`.execute(db);
  if (!res.rows.length) fail(404, 'mahasiswa_tidak_terdaftar_kelas');
  return { message: msg('pesan.kehadiran_diubah') };
}

/**
 * POST presensi/dosen/update-kehadiran-sekaligus: one status for many students at once — the
 * listed ones, or (without a list) every enrolled student who has no record yet, so students who
 * scanned keep their 'hadir'.
 */
export async function updateKehadiranSekaligus(db: Kysely<any>, user: TokenClaims, body: { uid: string; status: string; id_mahasiswa?: number[] }) {
  const p = await pertemuanMilik(db, user, body.uid);
  if (p.status === 'terjadwal') fail(409, 'pertemuan_belum_dilaksanakan');
  const peserta = pesertaKelas(p.id_kelas as number);
  let jumlah: number;
  if (body.id_mahasiswa) {
    const ids = body.id_mahasiswa;
    const inClass = await rows<{ id: number }>(db, sql`select x.id_mahasiswa as id from ${peserta} x where x.id_mahasiswa = any(${ids}::int[])`);
    if (inClass.length !== new Set(ids).size) fail(400, 'ada_mahasiswa_tidak_terdaftar');
    const res = await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, diubah_oleh)
      select ${p.id_pertemuan}, u.id, ${body.status}, 'manual', ${user.id_user} from unnest(${ids}::int[]) u(id)
      on conflict (id_pertemuan, id_mahasiswa) do update set status = excluded.status, via = 'manual', waktu = now(), diubah_oleh = excluded.diubah_oleh
      returning id_mahasiswa`.execute(db);
    jumlah = res.rows.length;
  } else {
    const res = await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, diubah_oleh)
      select ${p.id_pertemuan}, x.id_mahasiswa, ${body.status}, 'manual', ${user.id_user} from ${peserta} x
      on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_mahasiswa`.execute(db);
    jumlah = res.rows.length;
  }
  return { message: msg('pesan.kehadiran_sekaligus', { jumlah }), jumlah };
}

/** GET presensi/dosen/pertemuan-hari-ini: the lecturer's meetings dated today (for the /beranda card). */
export async function pertemuanHariIni(db: Kysely<any>, user: TokenClaims) {
  const dosen = await idDosen(db, user);
  return {
    data: await rows<any>(db, sql`select ${pertemuanSelect()}, mk.nama_mata_kuliah, k.nama_kelas
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where k.id_dosen = ${dosen} and p.tanggal = ${todayJakarta} order by p.jam_mulai`),
  };
}
