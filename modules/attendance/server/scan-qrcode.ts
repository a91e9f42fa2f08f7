import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { sessionActiveSql, type SessionStore } from '../../../core/server/auth/sessions';
import { prepare, rawStatement } from '../../../core/server/db/prepared';
import { HttpError } from '../../../core/server/http/errors';
import { te } from '../../../core/server/i18n';
import { fail, msg } from './common';
import { statusEfektif } from './dosen.service';
import { terdaftar } from './enrolment';
import { knownQrSecret, rememberQrSecret } from './qr-secret-cache';
import { readQrToken, verifyQrSignature, type QrPayload } from './qr-token';

interface ScanRow {
  /** The caller's session is still active (the permission hook left this check to the statement). */
  sesi_aktif: boolean;
  /** Null when the caller is no student. */
  id_mahasiswa: number | null;
  id_pertemuan: number | null;
  id_kelas: number | null;
  pertemuan_ke: number;
  qr_rahasia: Buffer | null;
  status: string;
  nama_mata_kuliah: string;
  terdaftar: boolean;
  /** The statement itself tried the write (every rule held with the guessed secret). */
  dicoba: boolean;
  /** The attendance row was written by this statement. */
  tercatat: boolean;
}

type Pindai = { sid: string; id_user: number; uid: string; nonce: string; id_kelas: number | null; tebakan: Buffer | null };

/**
 * One statement: checks the caller's session, reads the student, the meeting (by the token's uid)
 * and the enrolment, and, when `tebakan` is the meeting's current secret and every rule holds in
 * this same snapshot (session active, enrolled, open and not past its time, the class the scan
 * page is for), writes the attendance row (on conflict nothing: the primary key keeps one row per
 * student however many scans race) and its scan log. A lecture hall scans at once, so a scan is one round trip and one commit, like a
 * bare insert. Without a usable guess it only reads. Prepared (core/server/db/prepared.ts): PostgreSQL
 * parses and plans it once per connection, not on every scan of the hall.
 */
const scanStatement = prepare<Pindai>()((db, p) => rawStatement(db, sql<ScanRow>`
  with s as (select ${sessionActiveSql(p.sid)} as sesi_aktif),
  c as (
    select m.id_mahasiswa, p.id_pertemuan, p.id_kelas, p.pertemuan_ke::int as pertemuan_ke, p.qr_rahasia, ${statusEfektif()} as status, mk.nama_mata_kuliah,
      ${terdaftar(sql.ref('p.id_kelas'), sql.ref('m.id_mahasiswa'))} as terdaftar
    from (select id_mahasiswa from master_data.mahasiswa where id_user = ${p.id_user}::int) m
    left join (attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah)
      on p.uid = ${p.uid}::uuid
  ),
  boleh as (
    select id_pertemuan, id_mahasiswa from c, s
    where s.sesi_aktif and terdaftar and status = 'dibuka' and (${p.id_kelas}::int is null or id_kelas = ${p.id_kelas}::int) and qr_rahasia = ${p.tebakan}::bytea
  ),
  baru as (
    insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) select id_pertemuan, id_mahasiswa, 'hadir', 'qr' from boleh
    on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_pertemuan, id_mahasiswa
  ),
  log as (
    insert into attendance.pemindaian_qr (nonce, id_mahasiswa, id_pertemuan) select ${p.nonce}::uuid, id_mahasiswa, id_pertemuan from baru
  )
  select s.sesi_aktif, c.*, exists (select 1 from boleh) as dicoba, exists (select 1 from baru) as tercatat from s left join c on true`));

async function pindai(db: Kysely<any>, user: TokenClaims, payload: QrPayload, idKelas: number | null, tebakan: Buffer | null): Promise<ScanRow> {
  return (await scanStatement.first(db, { sid: user.sid!, id_user: user.id_user, uid: payload.u, nonce: payload.n, id_kelas: idKelas, tebakan }))!;
}

/** The write alone, for a scan whose secret was not known beforehand (first scan of a meeting in this process). */
const recordStatement = prepare<{ id_pertemuan: number; id_mahasiswa: number; nonce: string }>()((db, p) => rawStatement(db, sql<{ id_mahasiswa: number }>`
  with baru as (
    insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values (${p.id_pertemuan}::int, ${p.id_mahasiswa}::int, 'hadir', 'qr')
    on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_mahasiswa
  )
  insert into attendance.pemindaian_qr (nonce, id_mahasiswa, id_pertemuan) select ${p.nonce}::uuid, id_mahasiswa, ${p.id_pertemuan}::int from baru
  returning id_mahasiswa`));

async function catat(db: Kysely<any>, idPertemuan: number, idMahasiswa: number, nonce: string): Promise<boolean> {
  return (await recordStatement.all(db, { id_pertemuan: idPertemuan, id_mahasiswa: idMahasiswa, nonce })).length === 1;
}

/**
 * POST presensi/mahasiswa/scan-qrcode: records 'hadir' from a scanned QR token. Checks, in order,
 * each refusal with its own message and nothing recorded: the token is well formed and names a
 * meeting; it belongs to the class the scan page is for (when given); the student is enrolled in
 * the meeting's class; the meeting is open; the signature matches the meeting's current secret;
 * the token has not expired. A student already recorded gets 'sudah tercatat' and nothing changes
 * (the primary key of attendance.kehadiran guarantees one row however many scans race).
 */
export async function scanQrcode(db: Kysely<any>, sessions: Pick<SessionStore, 'remember'>, user: TokenClaims, body: { token: string; id_kelas?: number }, now = Date.now()) {
  const token = body.token.trim();
  const payload = readQrToken(token);
  if (!payload) fail(400, 'qr_tidak_valid');
  // The write rides on the read only when the token already checks out against the secret seen last.
  const known = knownQrSecret(payload.u);
  const tebakan = known && now <= payload.e && verifyQrSignature(token, known) ? known : null;
  const p = await pindai(db, user, payload, body.id_kelas ?? null, tebakan);
  // The route opts out of the permission hook's session read (sesiDiperiksaRute): this is that check.
  sessions.remember(user.sid!, p.sesi_aktif);
  if (!p.sesi_aktif) throw new HttpError(401, te('auth.token_tidak_valid'));
  if (p.id_mahasiswa === null) fail(403, 'bukan_mahasiswa');
  if (p.id_pertemuan === null) fail(400, 'qr_tidak_valid');
  rememberQrSecret(payload.u, p.qr_rahasia);
  // The same checks as the statement's, on the same snapshot, so each refusal keeps its own message.
  if (body.id_kelas !== undefined && body.id_kelas !== p.id_kelas) fail(400, 'qr_kelas_lain');
  if (!p.terdaftar) fail(403, 'tidak_terdaftar_di_kelas');
  if (p.status !== 'dibuka' || !p.qr_rahasia) fail(409, 'pertemuan_tidak_dibuka');
  if (!verifyQrSignature(token, p.qr_rahasia)) fail(400, 'qr_tidak_valid');
  if (now > payload.e) fail(400, 'qr_kedaluwarsa');
  const tercatat = p.dicoba ? p.tercatat : await catat(db, p.id_pertemuan, p.id_mahasiswa, payload.n);
  return {
    tercatat,
    message: tercatat ? msg('pesan.scan_berhasil', { ke: p.pertemuan_ke, matkul: p.nama_mata_kuliah }) : msg('pesan.sudah_tercatat'),
    pertemuan_ke: p.pertemuan_ke,
    nama_mata_kuliah: p.nama_mata_kuliah,
  };
}
