import { sql, type Kysely } from 'kysely';
import { prepare } from '../../../core/server/db/prepared';
import type { ExtensionRegistry } from '../../../core/server/extensions';
import { httpError } from '../../../core/server/http/errors';
import { findClashes, formatIndeks, indeksOfHuruf, latestAttempts, missingPrerequisites, type Meeting } from '../rules';
import type { KrsStatus, SimpanKrsBody } from '../schemas';
import { msg, namaHari, type Mahasiswa, type SemesterRow } from './context.service';
import { alasanGerbang, alasanJendela, alasanStatus } from './krs.service';
import { batasSksMahasiswa, gradesOf, latestEarlierGrade, minimumIndeks, pengaturanKrs, skalaNilai } from './record.service';

const FIELD = 'id_kelas';
const refuse = (status: number, message: string) => httpError(status, message, { [FIELD]: [message] });

interface Wanted {
  id_kelas: number;
  id_mata_kuliah: number;
  kode_mata_kuliah: string;
  nama_mata_kuliah: string;
  nama_kelas: string;
  sks: number;
  /** The latest graded attempt of the course before the active semester, if any. */
  nilai_huruf_lalu: string | null;
  nilai_indeks_lalu: number | null;
  semester_lalu: string | null;
}

const label = (k: Pick<Wanted, 'nama_mata_kuliah' | 'nama_kelas'>) => `${k.nama_mata_kuliah} (${k.nama_kelas})`;

type Key = { id_mahasiswa: number; id_semester_registrasi: number };
type Ids = { ids: number[] };
type Student = { id_mahasiswa: number; kode_semester: string };
const ints = (ids: number[]) => sql`${ids}::int[]`;

/** The save's statements, compiled once (core/server/db/prepared.ts): the rush runs them thousands of times. */
const q = {
  headerCreate: prepare<Key>()((db, p) => db.insertInto('krs.krs').values({ id_mahasiswa: p.id_mahasiswa, id_semester_registrasi: p.id_semester_registrasi, status: 'draft' })
    .onConflict((oc) => oc.columns(['id_mahasiswa', 'id_semester_registrasi']).doNothing())),
  headerLocked: prepare<Key>()((db, p) => db.selectFrom('krs.krs').select(['id_krs', 'status']).where('id_mahasiswa', '=', p.id_mahasiswa)
    .where('id_semester_registrasi', '=', p.id_semester_registrasi).forUpdate()),
  // The latest earlier grade rides along (krs_kelas is unique per student, semester and course), so
  // students without history pay no extra round trip for the already-passed check.
  wanted: prepare<Ids & Student>()((db, p) => db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .leftJoinLateral((eb) => latestEarlierGrade(eb, p), (join) => join.onTrue())
    .select(['k.id_kelas', 'k.id_mata_kuliah', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'k.nama_kelas', 'mk.sks', 'k.id_semester_registrasi', 'mk.id_prodi',
      'lalu.nilai_huruf_lalu', 'lalu.nilai_indeks_lalu', 'lalu.semester_lalu'])
    .where(sql<boolean>`k.id_kelas = any(${ints(p.ids)})`)),
  prerequisites: prepare<Ids>()((db, p) => db.selectFrom('master_data.prasyarat').select(['id_mata_kuliah', 'id_mata_kuliah_prasyarat'])
    .where(sql<boolean>`id_mata_kuliah = any(${ints(p.ids)})`)),
  meetings: prepare<Ids>()((db, p) => db.selectFrom('master_data.jadwal').select(['id_kelas', 'hari', 'jam_mulai', 'jam_selesai'])
    .where(sql<boolean>`id_kelas = any(${ints(p.ids)})`)),
  current: prepare<{ id_krs: number }>()((db, p) => db.selectFrom('krs.krs_kelas').select('id_kelas').where('id_krs', '=', p.id_krs)),
  removeRows: prepare<{ id_krs: number } & Ids>()((db, p) => db.deleteFrom('krs.krs_kelas').where('id_krs', '=', p.id_krs)
    .where(sql<boolean>`id_kelas = any(${ints(p.ids)})`)),
  // One statement for any number of classes: course and SKS come from the class itself.
  addRows: prepare<{ id_krs: number } & Key & Ids>()((db, p) => db.insertInto('krs.krs_kelas')
    .columns(['id_krs', 'id_mahasiswa', 'id_semester_registrasi', 'id_kelas', 'id_mata_kuliah', 'sks'])
    .expression(db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
      .select([sql`${p.id_krs}::int`.as('id_krs'), sql`${p.id_mahasiswa}::int`.as('id_mahasiswa'), sql`${p.id_semester_registrasi}::int`.as('id_semester_registrasi'),
        'k.id_kelas', 'k.id_mata_kuliah', 'mk.sks'])
      .where(sql<boolean>`k.id_kelas = any(${ints(p.ids)})`))),
  headerSaved: prepare<{ id_krs: number; status: KrsStatus }>()((db, p) => db.updateTable('krs.krs').set({ status: p.status, diubah: sql`now()` }).where('id_krs', '=', p.id_krs)),
  headerSubmitted: prepare<{ id_krs: number }>()((db, p) => db.updateTable('krs.krs')
    .set({ status: 'diajukan', diubah: sql`now()`, diajukan_pada: sql`now()`, diputuskan_pada: null, id_dosen_penyetuju: null }).where('id_krs', '=', p.id_krs)),
  history: prepare<{ id_krs: number; status_dari: string; id_user: number }>()((db, p) => db.insertInto('krs.riwayat_krs')
    .values({ id_krs: p.id_krs, status_dari: p.status_dari, status_ke: 'diajukan', id_user: p.id_user })),
  counters: prepare<Ids>()((db, p) => db.insertInto('krs.kelas_kuota').columns(['id_kelas', 'kuota', 'terisi'])
    .expression(db.selectFrom('master_data.kelas').select(['id_kelas', 'kuota', sql`0`.as('terisi')]).where(sql<boolean>`id_kelas = any(${ints(p.ids)})`))
    .onConflict((oc) => oc.column('id_kelas').doNothing())),
  seatTake: prepare<{ id_kelas: number }>()((db, p) => db.updateTable('krs.kelas_kuota').set({ terisi: sql`terisi + 1` })
    .where('id_kelas', '=', p.id_kelas).where(sql<boolean>`terisi < kuota`)),
  seatFree: prepare<{ id_kelas: number }>()((db, p) => db.updateTable('krs.kelas_kuota').set({ terisi: sql`terisi - 1` })
    .where('id_kelas', '=', p.id_kelas).where('terisi', '>', 0)),
};

/**
 * PATCH krs: replaces the student's KRS of the active semester with `id_kelas` (the full list),
 * optionally submitting it to the adviser. Checks in this order, each with its own message, and
 * saves nothing on any failure (one transaction): window open, gates (tuition...), KRS not locked,
 * classes offered, no course already passed (a D or E is retaken), SKS limit from the previous
 * IPS, prerequisites passed, no schedule clash, and seats. Seats move by one conditional update per class in ascending id_kelas order (so
 * concurrent savers never deadlock), and the CHECK on krs.kelas_kuota is the last guard.
 */
export async function simpanKrs(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow, body: SimpanKrsBody): Promise<{ status: KrsStatus; message: string }> {
  const ids = [...new Set(body.id_kelas)].sort((a, b) => a - b);
  if (ids.length !== body.id_kelas.length) throw refuse(400, msg('galat.kelas_ganda'));
  if (body.ajukan && ids.length === 0) throw refuse(422, msg('galat.ajukan_kosong'));

  const jendela = alasanJendela(semester);
  if (jendela) throw refuse(422, jendela.pesan);
  const gerbang = await alasanGerbang(db, ext, m, semester);
  if (gerbang.length) throw refuse(422, gerbang[0].pesan);

  return db.transaction().execute(async (trx) => {
    const key = { id_mahasiswa: m.id_mahasiswa, id_semester_registrasi: semester.id_semester_registrasi };
    // The header row serialises two saves of the same student (two tabs) and a concurrent approval.
    await q.headerCreate.written(trx, key);
    const header = (await q.headerLocked.first(trx, key))!;
    const locked = alasanStatus(header.status as KrsStatus);
    if (locked) throw refuse(409, locked.pesan);

    const wanted = await loadWanted(trx, m, semester, ids);
    await checkNotPassed(trx, m, semester, wanted);
    await checkSksLimit(trx, m, semester, wanted);
    await checkPrerequisites(trx, m, semester, wanted);
    await checkClashes(trx, wanted);

    const current = (await q.current.all(trx, { id_krs: header.id_krs })).map((r) => r.id_kelas as number);
    const added = ids.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !ids.includes(id));
    if (removed.length) await q.removeRows.written(trx, { id_krs: header.id_krs, ids: removed });
    if (added.length) await q.addRows.written(trx, { id_krs: header.id_krs, ...key, ids: added });
    const status: KrsStatus = body.ajukan ? 'diajukan' : (header.status as KrsStatus) === 'dikembalikan' ? 'dikembalikan' : 'draft';
    if (body.ajukan) {
      await q.headerSubmitted.written(trx, { id_krs: header.id_krs });
      await q.history.written(trx, { id_krs: header.id_krs, status_dari: header.status, id_user: m.id_user });
    } else {
      await q.headerSaved.written(trx, { id_krs: header.id_krs, status });
    }
    // Seats last: a popular class's counter row stays locked only from its update to the commit.
    await moveSeats(trx, wanted, added, removed);
    return { status, message: msg(body.ajukan ? 'sukses.diajukan' : 'sukses.disimpan') };
  });
}

/** The wanted classes: each must be a class of the active semester offered to the student's programme, one per course. */
async function loadWanted(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow, ids: number[]): Promise<Wanted[]> {
  if (!ids.length) return [];
  const rows = await q.wanted.all(db, { ids, id_mahasiswa: m.id_mahasiswa, kode_semester: semester.kode_semester });
  const byId = new Map(rows.map((r: any) => [r.id_kelas as number, r]));
  const notOffered = ids.filter((id) => {
    const r = byId.get(id);
    return !r || r.id_semester_registrasi !== semester.id_semester_registrasi || r.id_prodi !== m.id_prodi;
  });
  if (notOffered.length) throw refuse(422, msg('galat.kelas_tidak_ditawarkan', { kelas: notOffered.join(', ') }));
  const wanted = ids.map((id) => {
    const r = byId.get(id);
    return { ...r, sks: Number(r.sks), nilai_indeks_lalu: r.nilai_indeks_lalu === null ? null : Number(r.nilai_indeks_lalu) } as Wanted;
  });
  const seen = new Map<number, Wanted>();
  for (const w of wanted) {
    const other = seen.get(w.id_mata_kuliah);
    if (other) throw refuse(422, msg('galat.mata_kuliah_ganda', { mata_kuliah: w.nama_mata_kuliah, a: other.nama_kelas, b: w.nama_kelas }));
    seen.set(w.id_mata_kuliah, w);
  }
  return wanted;
}

/** A course whose latest earlier grade reaches the programme minimum is passed and cannot be taken again (D/E retakes can). */
async function checkNotPassed(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow, wanted: Wanted[]) {
  const graded = wanted.filter((w) => w.nilai_indeks_lalu !== null);
  if (!graded.length) return;
  const minimum = await minimumIndeks(db, m.id_prodi, semester.krs_mulai);
  const passed = graded.find((w) => w.nilai_indeks_lalu! >= minimum);
  if (!passed) return;
  throw refuse(422, msg('galat.sudah_lulus', { mata_kuliah: passed.nama_mata_kuliah, nilai: passed.nilai_huruf_lalu ?? '-', semester: passed.semester_lalu ?? '-' }));
}

async function checkSksLimit(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow, wanted: Wanted[]) {
  const total = wanted.reduce((a, w) => a + w.sks, 0);
  const limit = await batasSksMahasiswa(db, m.id_mahasiswa, semester.kode_semester);
  if (total <= limit.batas_sks) return;
  const message = limit.dasar === 'ips' && limit.ips_sebelumnya !== null
    ? msg('galat.sks_melebihi_ips', { total, batas: limit.batas_sks, ips: formatIndeks(limit.ips_sebelumnya) })
    : msg('galat.sks_melebihi', { total, batas: limit.batas_sks });
  throw refuse(422, message);
}

async function checkPrerequisites(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow, wanted: Wanted[]) {
  if (!wanted.length) return;
  const links = await q.prerequisites.all(db, { ids: wanted.map((w) => w.id_mata_kuliah) }) as Array<{ id_mata_kuliah: number; id_mata_kuliah_prasyarat: number }>;
  if (!links.length) return;
  const { nilai_minimal_lulus } = await pengaturanKrs(db, m.id_prodi);
  const minimum = indeksOfHuruf(nilai_minimal_lulus, await skalaNilai(db, m.id_prodi, semester.krs_mulai)) ?? 0;
  const passed = new Set(latestAttempts((await gradesOf(db, m.id_mahasiswa)).filter((g) => g.kode_semester < semester.kode_semester))
    .filter((g) => (g.nilai_indeks as number) >= minimum).map((g) => g.id_mata_kuliah));
  const missing = missingPrerequisites(wanted.map((w) => w.id_mata_kuliah), links, passed);
  if (!missing.size) return;
  const names = new Map((await db.selectFrom('master_data.mata_kuliah').select(['id_mata_kuliah', 'nama_mata_kuliah'])
    .where('id_mata_kuliah', 'in', [...missing.values()].flat()).execute()).map((r) => [r.id_mata_kuliah as number, r.nama_mata_kuliah as string]));
  const [course, lacking] = [...missing.entries()][0];
  const w = wanted.find((x) => x.id_mata_kuliah === course)!;
  throw refuse(422, msg('galat.prasyarat', { mata_kuliah: w.nama_mata_kuliah, prasyarat: lacking.map((id) => names.get(id)).join(', '), minimal: nilai_minimal_lulus }));
}

async function checkClashes(db: Kysely<any>, wanted: Wanted[]) {
  if (wanted.length < 2) return;
  const meetings = await q.meetings.all(db, { ids: wanted.map((w) => w.id_kelas) }) as Meeting[];
  const clash = findClashes(meetings.map((x) => ({ ...x, jam_mulai: String(x.jam_mulai), jam_selesai: String(x.jam_selesai) })))[0];
  if (!clash) return;
  const a = wanted.find((w) => w.id_kelas === clash.a.id_kelas)!;
  const b = wanted.find((w) => w.id_kelas === clash.b.id_kelas)!;
  throw refuse(422, msg('galat.bentrok', {
    a: label(a), b: label(b), hari: namaHari(clash.a.hari), jam: `${clash.a.jam_mulai.slice(0, 5).replace(':', '.')}-${clash.a.jam_selesai.slice(0, 5).replace(':', '.')}`,
  }));
}

/** Frees the seats of removed classes and takes one seat in each added class, all in ascending id_kelas order. */
async function moveSeats(db: Kysely<any>, wanted: Wanted[], added: number[], removed: number[]) {
  // Counters of classes created after the seed appear on first use.
  if (added.length) await q.counters.written(db, { ids: added });
  const steps = [...added.map((id) => ({ id, delta: 1 })), ...removed.map((id) => ({ id, delta: -1 }))].sort((x, y) => x.id - y.id);
  for (const step of steps) {
    if (step.delta < 0) {
      await q.seatFree.written(db, { id_kelas: step.id });
      continue;
    }
    if (!(await q.seatTake.written(db, { id_kelas: step.id }))) {
      const w = wanted.find((x) => x.id_kelas === step.id)!;
      throw refuse(409, msg('galat.kelas_penuh', { kelas: label(w) }));
    }
  }
}
