import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { likePattern } from '../../../core/server/db/like';
import { httpError, httpErrorPerluKonfirmasi } from '../../../core/server/http/errors';
import { tagMahasiswa } from '../../krs/public';
import {
  aksesProdi, cariBentrokJadwal, hapusSlotJadwal, kunciJadwalSemester, namaLengkapDosenSql, ruangUntukSlot, semesterAktif, tambahSlotJadwal, ubahSlotJadwal,
} from '../../master-data/public';
import type { JadwalKelas, JadwalKelasItem, JadwalKelasQuery, SlotBody, SlotTersimpan } from '../schemas-jadwal-kelas';
import { tt } from './nilai.service';
import { halamanStaf } from './preferensi-prodi.service';
import { semesterTujuan } from './semester-pendek.service';
import { prodiDilihat } from './usulan-prodi.service';

// Programme staff set the weekly meetings of the classes of their akses_prodi programmes (decision
// 0029). master-data owns master_data.jadwal and its clash check; this file decides who may write,
// the campus hours, the room's capacity and whether LP3 already generated the class's meetings.

const fail = (status: number, key: string, vars?: Record<string, string | number>, field?: string): never => {
  const pesan = tt(`galat.${key}`, vars);
  throw httpError(status, pesan, field ? { [field]: [pesan] } : undefined);
};

/** Announces changed schedules (the kernel's readCache `changed`), after the commit. */
export type UmumkanPerubahan = (tags: string[]) => void;

type Semester = JadwalKelas['semester'];

/** The semester asked for (404 unknown), else the coming short semester once it has a calendar row, else the active one. */
async function semesterJadwal(db: Kysely<any>, idSemester?: number): Promise<Semester> {
  const pilih = db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi']);
  let s;
  if (idSemester !== undefined) {
    s = await pilih.where('id_semester_registrasi', '=', idSemester).executeTakeFirst();
    if (!s) fail(404, 'semester_tidak_ditemukan', undefined, 'id_semester');
  } else {
    const aktif = await semesterAktif(db);
    const pendek = aktif ? await pilih.where('kode_semester', '=', (await semesterTujuan(db)).kode_semester).executeTakeFirst() : undefined;
    s = pendek ?? aktif;
    if (!s) fail(404, 'tidak_ada_semester_aktif');
  }
  return { id_semester_registrasi: Number(s!.id_semester_registrasi), nama_semester_registrasi: s!.nama_semester_registrasi as string };
}

/** Classes (one page, or the ones named) with their slots; `where` narrows them. */
async function bacaKelas(db: Kysely<any>, where: ReturnType<typeof sql>, halaman: { limit: number; offset: number } | null) {
  const { rows } = await sql<JadwalKelasItem & { total: number }>`
    select k.id_kelas, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, k.nama_kelas, pr.nama_prodi,
      ${namaLengkapDosenSql('d')} as pengampu, k.kuota::int as kuota,
      (select count(*) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)::int as jumlah_mahasiswa,
      exists (select 1 from attendance.pertemuan p where p.id_kelas = k.id_kelas) as pertemuan_dibuat,
      coalesce((select json_agg(json_build_object('hari', w.hari, 'jam_mulai', to_char(w.jam_mulai, 'HH24:MI'), 'jam_selesai', to_char(w.jam_selesai, 'HH24:MI'))
          order by w.hari, w.jam_mulai) from teaching.waktu_mengajar w where w.id_dosen = k.id_dosen), '[]') as waktu_dosen,
      coalesce((select json_agg(json_build_object('id_jadwal', j.id_jadwal, 'hari', j.hari, 'jam_mulai', to_char(j.jam_mulai, 'HH24:MI'),
          'jam_selesai', to_char(j.jam_selesai, 'HH24:MI'), 'id_ruang', j.id_ruang, 'nama_ruang', r.nama_ruang, 'kapasitas', r.kapasitas)
          order by j.hari, j.jam_mulai, j.id_jadwal)
        from master_data.jadwal j join master_data.ruang r on r.id_ruang = j.id_ruang where j.id_kelas = k.id_kelas), '[]') as jadwal,
      count(*) over()::int as total
    from master_data.kelas k
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    join master_data.dosen d on d.id_dosen = k.id_dosen
    where ${where}
    order by mk.nama_mata_kuliah, k.nama_kelas, k.id_kelas
    ${halaman ? sql`limit ${halaman.limit} offset ${halaman.offset}` : sql``}`.execute(db);
  return rows;
}

/** GET jadwal-kelas: one page of the semester's classes of the staff's programmes with their weekly meetings. */
export async function daftarJadwalKelas(db: Kysely<any>, user: TokenClaims, q: JadwalKelasQuery): Promise<JadwalKelas> {
  const { akses, dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterJadwal(db, q.id_semester);
  const kata = q.cari?.trim();
  const where = sql`k.id_semester_registrasi = ${semester.id_semester_registrasi} and mk.id_prodi = any(${dipilih}::int[])
    ${q.belum_berjadwal ? sql`and not exists (select 1 from master_data.jadwal j where j.id_kelas = k.id_kelas)` : sql``}
    ${kata ? sql`and (mk.nama_mata_kuliah ilike ${likePattern(kata)} or mk.kode_mata_kuliah ilike ${likePattern(kata)} or d.nama_dosen ilike ${likePattern(kata)})` : sql``}`;
  const halaman = await halamanStaf<JadwalKelasItem>(db, q, (h) => bacaKelas(db, where, h));
  const ruang = await db.selectFrom('master_data.ruang as r').innerJoin('master_data.gedung as g', 'g.id_gedung', 'r.id_gedung')
    .select(['r.id_ruang', 'r.nama_ruang', 'g.nama_gedung', 'r.kapasitas']).where('r.aktif', '=', true).orderBy('g.nama_gedung').orderBy('r.nama_ruang').execute();
  return { ...halaman, akses_prodi: akses, semester, prodi, ruang: ruang as JadwalKelas['ruang'], batas: await batasKampus(db) };
}

/** The campus's lecture days and hours: the one row of teaching.pengaturan_preferensi (the same limits as the lecturers' teaching times). */
async function batasKampus(db: Kysely<any>): Promise<JadwalKelas['batas']> {
  const { rows: [b] } = await sql<JadwalKelas['batas']>`select hari_terakhir::int as hari_terakhir,
    to_char(jam_buka, 'HH24:MI') as jam_buka, to_char(jam_tutup, 'HH24:MI') as jam_tutup from teaching.pengaturan_preferensi`.execute(db);
  return b;
}

/** The class (404), within the staff's programmes (403), with what the checks need. */
async function kelasStaf(db: Kysely<any>, user: TokenClaims, idKelas: number) {
  const k = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'k.id_dosen')
    .select(['k.id_kelas', 'k.id_semester_registrasi', 'k.kuota', 'k.nama_kelas', 'k.id_dosen', 'mk.id_prodi', 'mk.nama_mata_kuliah', namaLengkapDosenSql('d').as('pengampu')])
    .where('k.id_kelas', '=', idKelas).executeTakeFirst();
  if (!k) fail(404, 'kelas_tidak_ada', undefined, 'id_kelas');
  if (!(await aksesProdi(db, user.id_user)).includes(k!.id_prodi as number)) fail(403, 'prodi_bukan_akses');
  return {
    id_semester: Number(k!.id_semester_registrasi), kuota: Number(k!.kuota), nama: `${k!.nama_mata_kuliah} (${k!.nama_kelas})`,
    id_dosen: Number(k!.id_dosen), pengampu: k!.pengampu as string,
  };
}

type KelasStaf = Awaited<ReturnType<typeof kelasStaf>>;

const hariNama = (hari: number) => tt(`hari.${hari}`);

/**
 * The slot must lie wholly inside one of the lecturer's stated ranges of its day (touching an edge
 * counts as inside). A lecturer who stated none is not checked: there is nothing to respect.
 */
async function periksaWaktuDosen(trx: Kysely<any>, kelas: KelasStaf, body: SlotBody) {
  const { rows: waktu } = await sql<{ hari: number; jam_mulai: string; jam_selesai: string }>`
    select hari::int as hari, to_char(jam_mulai, 'HH24:MI') as jam_mulai, to_char(jam_selesai, 'HH24:MI') as jam_selesai
    from teaching.waktu_mengajar where id_dosen = ${kelas.id_dosen} order by hari, jam_mulai`.execute(trx);
  if (!waktu.length) return;
  const hariIni = waktu.filter((w) => w.hari === body.hari);
  // "HH:MM" strings compare as times.
  if (hariIni.some((w) => w.jam_mulai <= body.jam_mulai && body.jam_selesai <= w.jam_selesai)) return;
  const rentang = (ws: typeof waktu, denganHari: boolean) => ws.map((w) => `${denganHari ? `${hariNama(w.hari)} ` : ''}${w.jam_mulai}-${w.jam_selesai}`).join(', ');
  const message = hariIni.length
    ? tt('galat.slot_di_luar_waktu_dosen', { hari: hariNama(body.hari), jam: `${body.jam_mulai}-${body.jam_selesai}`, dosen: kelas.pengampu, waktu: rentang(hariIni, false) })
    : tt('galat.slot_hari_bukan_waktu_dosen', { hari: hariNama(body.hari), dosen: kelas.pengampu, waktu: rentang(waktu, true) });
  // Only this refusal may be overridden: the staff confirm it with `abaikan_waktu_dosen` (decision 0037).
  throw httpErrorPerluKonfirmasi(409, message, { jam_mulai: [message] });
}

/** The checks of the slot's times, before anything is locked: campus days and hours, end after start. */
async function periksaSlot(db: Kysely<any>, body: SlotBody) {
  const batas = await batasKampus(db);
  if (body.jam_selesai <= body.jam_mulai) fail(400, 'slot_selesai_sebelum_mulai', { mulai: body.jam_mulai, selesai: body.jam_selesai }, 'jam_selesai');
  if (body.hari > batas.hari_terakhir) fail(400, 'slot_bukan_hari_kuliah', { hari: hariNama(body.hari), sampai: hariNama(batas.hari_terakhir) }, 'hari');
  if (body.jam_mulai < batas.jam_buka || body.jam_selesai > batas.jam_tutup) {
    fail(400, 'slot_di_luar_jam', { mulai: body.jam_mulai, selesai: body.jam_selesai, buka: batas.jam_buka, tutup: batas.jam_tutup }, 'jam_mulai');
  }
}

/**
 * The room: it exists, is in use (the administrator deactivated it otherwise, decision 0033) and seats
 * the quota. Read inside the slot's transaction and held FOR SHARE, so the room cannot be cut or
 * deactivated between this check and the write.
 */
async function periksaRuang(trx: Parameters<typeof ruangUntukSlot>[0], body: SlotBody, kuota: number) {
  const ruang = await ruangUntukSlot(trx, body.id_ruang);
  if (!ruang) fail(400, 'ruang_tidak_ada', undefined, 'id_ruang');
  if (!ruang!.aktif) fail(400, 'ruang_tidak_aktif', { ruang: ruang!.nama_ruang }, 'id_ruang');
  // Refused, not warned: a room smaller than the quota would seat fewer students than krs lets enrol.
  if (ruang!.kapasitas < kuota) fail(400, 'ruang_terlalu_kecil', { ruang: ruang!.nama_ruang, kapasitas: ruang!.kapasitas, kuota }, 'id_ruang');
}

/**
 * One slot write of a class: the checks, then inside the semester's lock the generated-meetings
 * check, the clash check and `tulis`; the enrolled students' cached schedules are dropped after the commit.
 */
async function tulisSlot(db: Kysely<any>, umumkan: UmumkanPerubahan, user: TokenClaims, idKelas: number, body: SlotBody | null,
  tulis: (trx: Parameters<typeof kunciJadwalSemester>[0]) => Promise<boolean>, idJadwal?: number) {
  const kelas = await kelasStaf(db, user, idKelas);
  if (body) await periksaSlot(db, body);
  const mahasiswa = await db.transaction().execute(async (trx) => {
    await kunciJadwalSemester(trx, kelas.id_semester);
    if (body) await periksaRuang(trx, body, kelas.kuota);
    const { rows } = await sql`select 1 from attendance.pertemuan where id_kelas = ${idKelas} limit 1`.execute(trx);
    if (rows.length) fail(409, 'pertemuan_sudah_dibuat', { kelas: kelas.nama });
    if (body) {
      const bentrok = await cariBentrokJadwal(trx, idKelas, body, idJadwal);
      if (bentrok) {
        fail(409, `bentrok_${bentrok.jenis}`, { kelas: bentrok.kelas, hari: hariNama(bentrok.hari), jam: `${bentrok.jam_mulai}-${bentrok.jam_selesai}` }, bentrok.jenis === 'ruang' ? 'id_ruang' : 'jam_mulai');
      }
      // After every clash check, so a confirmation can never let a clash through.
      if (!body.abaikan_waktu_dosen) await periksaWaktuDosen(trx, kelas, body);
    }
    if (!(await tulis(trx))) fail(404, 'slot_tidak_ada');
    return (await trx.selectFrom('krs.krs_kelas').select('id_mahasiswa').where('id_kelas', '=', idKelas).execute()).map((r) => Number(r.id_mahasiswa));
  });
  if (mahasiswa.length) umumkan(mahasiswa.map(tagMahasiswa));
  const [baru] = await bacaKelas(db, sql`k.id_kelas = ${idKelas}`, null);
  const { total: _t, ...item } = baru;
  return item as JadwalKelasItem;
}

const slotDari = (b: SlotBody) => ({ hari: b.hari, jam_mulai: b.jam_mulai, jam_selesai: b.jam_selesai, id_ruang: b.id_ruang });

/** POST jadwal-kelas/slot: adds a weekly meeting to the class. */
export async function tambahSlot(db: Kysely<any>, umumkan: UmumkanPerubahan, user: TokenClaims, body: SlotBody): Promise<SlotTersimpan> {
  const kelas = await tulisSlot(db, umumkan, user, body.id_kelas, body, async (trx) => (await tambahSlotJadwal(trx, body.id_kelas, slotDari(body)), true));
  return { message: tt('pesan.slot_ditambah', { kelas: `${kelas.nama_mata_kuliah} (${kelas.nama_kelas})` }), kelas };
}

/** PUT jadwal-kelas/slot/{id_jadwal}: changes one weekly meeting of the class (404 when the class has no such slot). */
export async function ubahSlot(db: Kysely<any>, umumkan: UmumkanPerubahan, user: TokenClaims, idJadwal: number, body: SlotBody): Promise<SlotTersimpan> {
  const kelas = await tulisSlot(db, umumkan, user, body.id_kelas, body, (trx) => ubahSlotJadwal(trx, body.id_kelas, idJadwal, slotDari(body)), idJadwal);
  return { message: tt('pesan.slot_diubah', { kelas: `${kelas.nama_mata_kuliah} (${kelas.nama_kelas})` }), kelas };
}

/** DELETE jadwal-kelas/slot/{id_jadwal}?id_kelas: removes one weekly meeting (a second removal at once: 404). */
export async function hapusSlot(db: Kysely<any>, umumkan: UmumkanPerubahan, user: TokenClaims, idJadwal: number, idKelas: number): Promise<SlotTersimpan> {
  const kelas = await tulisSlot(db, umumkan, user, idKelas, null, (trx) => hapusSlotJadwal(trx, idKelas, idJadwal));
  return { message: tt('pesan.slot_dihapus', { kelas: `${kelas.nama_mata_kuliah} (${kelas.nama_kelas})` }), kelas };
}
