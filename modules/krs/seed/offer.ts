import type { Kysely } from 'kysely';

const MENIT_PER_SKS = 50;
const SLOTS = ['07:30', '10:10', '13:00', '15:40'];
const CELLS = [1, 2, 3, 4, 5].flatMap((hari) => SLOTS.map((jam) => ({ hari, jam })));
/** Courses above this many SKS (KKN, thesis) are not timetabled lectures (as in master-data's seed). */
const SKS_TERJADWAL_MAKS = 3;

const jamSelesai = (mulai: string, sks: number) => {
  const [h, m] = mulai.split(':').map(Number);
  const total = h * 60 + m + sks * MENIT_PER_SKS;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Electives (mata kuliah pilihan) of the demo programme's semester 7, created and offered only in the
 * active semester so every earlier semester and the rest of the campus stay as master-data seeded them.
 * The first one meets at the time of dsn00's 'Komputasi Awan' (the demo clash).
 */
const PILIHAN = [
  { nama: 'Internet of Things', sks: 3 },
  { nama: 'Pemrosesan Bahasa Alami', sks: 3, prasyarat: 'Kecerdasan Buatan' },
  { nama: 'Pengolahan Citra Digital', sks: 3 },
];
const SEMESTER_PILIHAN = 7;

export interface DemoOffer {
  /** The demo student's programme and ids. */
  idProdi: number;
  idMahasiswa: number;
  idDosenDemo: number;
  /** In the active semester: the class of dsn00 put in mhs00's draft KRS, and an elective meeting at the same time. */
  kelasDosenAktif: number;
  kelasBentrokAktif: number;
}

/**
 * The class offer (penawaran kelas) of the demo student's programme: every course of the
 * programme's curriculum gets a class in each regular semester of its parity where the campus seed
 * left it out, so the demo student has a full grade history and a real choice in the active
 * semester. Meetings go to a free room at a time the lecturer is free. In the active semester
 * 'Komputasi Awan' is taught by dsn00, and the programme's semester-7 electives (PILIHAN) are
 * offered, one of them meeting at the same time (the demo clash): the demo student, in semester 7,
 * has passed the lower semesters' courses offered now and may not take them again.
 */
export async function offerDemoProgramme(db: Kysely<any>): Promise<DemoOffer | null> {
  const mhs = await db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .select(['m.id_mahasiswa', 'm.id_prodi']).where('u.username', '=', 'mhs00').executeTakeFirst();
  const dsn = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirst();
  if (!mhs || !dsn) return null;
  const idProdi = mhs.id_prodi as number;
  const semesters = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'periode', 'aktif'])
    .where('periode', '<>', 3).orderBy('kode_semester').execute();
  const courses = await db.selectFrom('master_data.mata_kuliah').select(['id_mata_kuliah', 'nama_mata_kuliah', 'sks', 'semester_paket'])
    .where('id_prodi', '=', idProdi).orderBy('semester_paket').orderBy('kode_mata_kuliah').execute();
  const lecturers = (await db.selectFrom('master_data.dosen').select('id_dosen').where('id_prodi', '=', idProdi).orderBy('id_dosen').execute()).map((d) => d.id_dosen as number);
  const rooms = (await db.selectFrom('master_data.ruang').select('id_ruang').where('jenis', '=', 'Kelas').orderBy('id_ruang').execute()).map((r) => r.id_ruang as number);
  const pagi = (await db.selectFrom('master_data.shift').select('id_shift').where('kode', '=', 'pagi').executeTakeFirstOrThrow()).id_shift;
  let kelasDosenAktif = 0;
  let kelasBentrokAktif = 0;
  let turn = 0;

  for (const s of semesters) {
    const parity = Number(s.periode) === 1 ? 1 : 0;
    const existing = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
      .select(['k.id_kelas', 'k.id_mata_kuliah', 'k.id_dosen']).where('k.id_semester_registrasi', '=', s.id_semester_registrasi).where('mk.id_prodi', '=', idProdi).execute();
    const offered = new Set(existing.map((k) => k.id_mata_kuliah as number));
    const busy = await db.selectFrom('master_data.jadwal as j').innerJoin('master_data.kelas as k', 'k.id_kelas', 'j.id_kelas')
      .select(['j.hari', 'j.jam_mulai', 'j.id_ruang', 'k.id_dosen']).where('k.id_semester_registrasi', '=', s.id_semester_registrasi).execute();
    const roomBusy = new Set(busy.map((b) => `${b.hari}-${String(b.jam_mulai).slice(0, 5)}-${b.id_ruang}`));
    const lecturerBusy = new Set(busy.map((b) => `${b.hari}-${String(b.jam_mulai).slice(0, 5)}-${b.id_dosen}`));
    const cellOf = new Map<string, { hari: number; jam: string }>();

    const todo = courses.filter((c) => Number(c.semester_paket) % 2 === parity && !offered.has(c.id_mata_kuliah as number));
    // The demo lecturer's class goes first so the clash partner can take its time.
    todo.sort((a, b) => Number(b.nama_mata_kuliah === 'Komputasi Awan') - Number(a.nama_mata_kuliah === 'Komputasi Awan'));
    /** The weekly meeting in a free room at the first of `candidates` where the lecturer is free; the cell taken. */
    const place = async (idKelas: number, nama: string, sks: number, id_dosen: number, candidates: { hari: number; jam: string }[]) => {
      for (const cell of candidates) {
        const key = `${cell.hari}-${cell.jam}`;
        if (lecturerBusy.has(`${key}-${id_dosen}`)) continue;
        const room = rooms.find((r) => !roomBusy.has(`${key}-${r}`));
        if (room === undefined) continue;
        roomBusy.add(`${key}-${room}`);
        lecturerBusy.add(`${key}-${id_dosen}`);
        cellOf.set(nama, cell);
        await db.insertInto('master_data.jadwal').values({ id_kelas: idKelas, hari: cell.hari, jam_mulai: cell.jam, jam_selesai: jamSelesai(cell.jam, sks), id_ruang: room }).execute();
        return cell;
      }
      throw new Error(`Seed krs: tidak ada ruang/waktu kosong untuk kelas ${nama}.`);
    };

    for (const c of todo) {
      const demoDosen = s.aktif && c.nama_mata_kuliah === 'Komputasi Awan';
      const id_dosen = demoDosen ? dsn.id_dosen : lecturers[turn++ % lecturers.length];
      const [kelas] = await db.insertInto('master_data.kelas').values({
        id_semester_registrasi: s.id_semester_registrasi, id_mata_kuliah: c.id_mata_kuliah, nama_kelas: 'A', id_shift: pagi, kuota: 40, id_dosen,
      }).returning('id_kelas').execute();
      if (demoDosen) kelasDosenAktif = kelas.id_kelas;
      if (Number(c.sks) > SKS_TERJADWAL_MAKS) continue;
      await place(kelas.id_kelas, c.nama_mata_kuliah as string, Number(c.sks), id_dosen, CELLS.map((_, k) => CELLS[(turn * 7 + k) % CELLS.length]));
    }
    if (!s.aktif) continue;

    const electives = await electiveCourses(db, idProdi);
    // Lecturers other than dsn00, from the last one back, so the demo lecturer's load stays as it was;
    // the clash partner's lecturer must be free at the time of 'Komputasi Awan'.
    const others = lecturers.filter((d) => d !== dsn.id_dosen);
    const clash = cellOf.get('Komputasi Awan');
    const freeAtClash = (d: number) => !clash || !lecturerBusy.has(`${clash.hari}-${clash.jam}-${d}`);
    for (const [i, c] of electives.entries()) {
      const wanted = i === 0 && clash ? [clash] : [];
      const inTurn = others[(((others.length - 1 - i) % others.length) + others.length) % others.length];
      const id_dosen = wanted.length ? others.find(freeAtClash) ?? inTurn : inTurn;
      const [kelas] = await db.insertInto('master_data.kelas').values({
        id_semester_registrasi: s.id_semester_registrasi, id_mata_kuliah: c.id_mata_kuliah, nama_kelas: 'A', id_shift: pagi, kuota: 40, id_dosen,
      }).returning('id_kelas').execute();
      const cell = await place(kelas.id_kelas, c.nama, c.sks, id_dosen, [...wanted, ...CELLS.map((_, k) => CELLS[(i * 5 + k) % CELLS.length])]);
      if (i === 0 && cell === clash) kelasBentrokAktif = kelas.id_kelas;
    }
  }
  return { idProdi, idMahasiswa: mhs.id_mahasiswa, idDosenDemo: dsn.id_dosen, kelasDosenAktif, kelasBentrokAktif };
}

/** The demo programme's PILIHAN courses (created on first use, with their prerequisites), in PILIHAN order. */
async function electiveCourses(db: Kysely<any>, idProdi: number): Promise<Array<{ id_mata_kuliah: number; nama: string; sks: number }>> {
  const codes = (await db.selectFrom('master_data.mata_kuliah').select('kode_mata_kuliah').where('id_prodi', '=', idProdi)
    .where('semester_paket', '=', SEMESTER_PILIHAN).orderBy('kode_mata_kuliah').execute()).map((r) => r.kode_mata_kuliah as string);
  // Codes continue the programme's numbering of its semester-7 courses (TIF701, TIF702, ... in master-data's seed).
  const prefix = codes[0]?.slice(0, -2);
  if (!prefix) return [];
  const out = [];
  for (const [i, p] of PILIHAN.entries()) {
    const [row] = await db.insertInto('master_data.mata_kuliah').values({
      id_prodi: idProdi, kode_mata_kuliah: `${prefix}${String(codes.length + i + 1).padStart(2, '0')}`, nama_mata_kuliah: p.nama, sks: p.sks,
      semester_paket: SEMESTER_PILIHAN, jenis: 'pilihan',
    }).returning('id_mata_kuliah').execute();
    if (p.prasyarat) {
      const pre = await db.selectFrom('master_data.mata_kuliah').select('id_mata_kuliah').where('id_prodi', '=', idProdi)
        .where('nama_mata_kuliah', '=', p.prasyarat).executeTakeFirstOrThrow();
      await db.insertInto('master_data.prasyarat').values({ id_mata_kuliah: row.id_mata_kuliah, id_mata_kuliah_prasyarat: pre.id_mata_kuliah }).execute();
    }
    out.push({ id_mata_kuliah: row.id_mata_kuliah as number, nama: p.nama, sks: p.sks });
  }
  return out;
}
