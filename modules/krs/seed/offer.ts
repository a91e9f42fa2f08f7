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

export interface DemoOffer {
  /** The demo student's programme and ids. */
  idProdi: number;
  idMahasiswa: number;
  idDosenDemo: number;
  /** In the active semester: the class of dsn00 put in mhs00's draft KRS, and a class meeting at the same time. */
  kelasDosenAktif: number;
  kelasBentrokAktif: number;
}

/**
 * The class offer (penawaran kelas) of the demo student's programme: every course of the
 * programme's curriculum gets a class in each regular semester of its parity where the campus seed
 * left it out, so the demo student has a full grade history and a real choice in the active
 * semester. Meetings go to a free room at a time the lecturer is free. In the active semester
 * 'Komputasi Awan' is taught by dsn00 and 'Basis Data' meets at the same time (the demo clash).
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
    for (const c of todo) {
      const demoDosen = s.aktif && c.nama_mata_kuliah === 'Komputasi Awan';
      const id_dosen = demoDosen ? dsn.id_dosen : lecturers[turn++ % lecturers.length];
      const [kelas] = await db.insertInto('master_data.kelas').values({
        id_semester_registrasi: s.id_semester_registrasi, id_mata_kuliah: c.id_mata_kuliah, nama_kelas: 'A', id_shift: pagi, kuota: 40, id_dosen,
      }).returning('id_kelas').execute();
      if (Number(c.sks) > SKS_TERJADWAL_MAKS) continue;
      const wanted = s.aktif && c.nama_mata_kuliah === 'Basis Data' ? cellOf.get('Komputasi Awan') : undefined;
      const candidates = wanted ? [wanted, ...CELLS] : CELLS.map((_, k) => CELLS[(turn * 7 + k) % CELLS.length]);
      let placed = false;
      for (const cell of candidates) {
        const key = `${cell.hari}-${cell.jam}`;
        if (lecturerBusy.has(`${key}-${id_dosen}`)) continue;
        const room = rooms.find((r) => !roomBusy.has(`${key}-${r}`));
        if (room === undefined) continue;
        roomBusy.add(`${key}-${room}`);
        lecturerBusy.add(`${key}-${id_dosen}`);
        cellOf.set(c.nama_mata_kuliah as string, cell);
        await db.insertInto('master_data.jadwal').values({ id_kelas: kelas.id_kelas, hari: cell.hari, jam_mulai: cell.jam, jam_selesai: jamSelesai(cell.jam, Number(c.sks)), id_ruang: room }).execute();
        placed = true;
        break;
      }
      if (!placed) throw new Error(`Seed krs: tidak ada ruang/waktu kosong untuk kelas ${c.nama_mata_kuliah}.`);
      if (s.aktif && demoDosen) kelasDosenAktif = kelas.id_kelas;
      if (s.aktif && c.nama_mata_kuliah === 'Basis Data') kelasBentrokAktif = kelas.id_kelas;
    }
  }
  return { idProdi, idMahasiswa: mhs.id_mahasiswa, idDosenDemo: dsn.id_dosen, kelasDosenAktif, kelasBentrokAktif };
}
