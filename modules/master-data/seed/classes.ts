import type { Kysely } from 'kysely';
import { insertOnly, insertRows } from './insert';
import type { SeededOrganisation } from './organisation';
import type { SeededDosen } from './people';
import type { SeededSemester } from './semesters';

const MENIT_PER_SKS = 50;
// Regular classes: Monday-Friday, four slots a day; evening (karyawan) classes: weekday evenings and Saturday.
const SLOT_REGULER = ['07:30', '10:10', '13:00', '15:40'];
const SEL_REGULER = [1, 2, 3, 4, 5].flatMap((hari) => SLOT_REGULER.map((jam) => ({ hari, jam })));
const SEL_KARYAWAN = [...[1, 2, 3, 4, 5].map((hari) => ({ hari, jam: '18:30' })), ...SLOT_REGULER.map((jam) => ({ hari: 6, jam }))];
/** Courses above this many SKS (KKN, thesis, school practice) are not timetabled lectures. */
const SKS_TERJADWAL_MAKS = 3;

const jamSelesai = (mulai: string, sks: number) => {
  const [h, m] = mulai.split(':').map(Number);
  const total = h * 60 + m + sks * MENIT_PER_SKS;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const namaKelas = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : namaKelas(Math.floor(n / 26) - 1) + namaKelas(n % 26));

/** Class rooms in the lecture buildings, enough for `classes` per semester without clashes. */
export async function seedRuangKelas(db: Kysely<any>, gedung: number[], classes: number): Promise<number[]> {
  const count = Math.max(8, Math.ceil(classes / 16));
  const rows = Array.from({ length: count }, (_, i) => {
    const id_gedung = gedung[i % gedung.length];
    const lantai = 1 + Math.floor(i / gedung.length / 10);
    const kode = `${i % gedung.length === 0 ? 'GB' : 'GC'}-${lantai}${String((Math.floor(i / gedung.length) % 10) + 1).padStart(2, '0')}`;
    return { id_gedung, kode, nama_ruang: `Ruang Kuliah ${kode}`, lantai, jenis: 'Kelas', kapasitas: 45 };
  });
  return insertRows(db, 'ruang', rows, 'id_ruang', 'kode');
}

/** One room out of use (under renovation), so the administrator's status filter on /ruang-kelas shows something; no slot uses it. */
export async function seedRuangNonaktif(db: Kysely<any>, gedung: number[]): Promise<void> {
  await insertOnly(db, 'ruang', [{ id_gedung: gedung[0], kode: 'GB-100', nama_ruang: 'Ruang Kuliah GB-100 (renovasi)', lantai: 1, jenis: 'Kelas', kapasitas: 40, aktif: false }]);
}

/**
 * `classes` classes in every regular semester: courses of the semester's parity (odd packages in
 * Ganjil), interleaved across programmes so a small scale still covers each one, parallel classes
 * A, B, ... as the count grows; lecturers of the programme in turn; one weekly meeting in a free
 * room at a time the lecturer is free. Every eighth class is an evening (karyawan) class.
 */
export async function seedKelas(db: Kysely<any>, org: SeededOrganisation, semesters: SeededSemester[], dosen: SeededDosen[], ruang: number[], shift: { pagi: number; karyawan: number }, classes: number) {
  const lecturers = new Map(org.prodi.map((p) => [p.id_prodi, dosen.filter((d) => d.id_prodi === p.id_prodi)]));
  for (const s of semesters.filter((x) => x.row.periode !== 3)) {
    const parity = s.row.periode === 1 ? 1 : 0;
    const perProdi = org.prodi.map((p) => p.courses.filter((c) => c.semester_paket % 2 === parity).map((c) => ({ ...c, id_prodi: p.id_prodi, s2: p.def.jenjang === 'S2' })));
    const offered: (typeof perProdi)[number] = [];
    for (let k = 0; offered.length < perProdi.reduce((a, l) => a + l.length, 0); k++) {
      for (const list of perProdi) if (list[k]) offered.push(list[k]);
    }
    const turn = new Map<number, number>();
    const kelasRows: Record<string, unknown>[] = [];
    const meta: { sks: number; id_dosen: number; karyawan: boolean }[] = [];
    for (let i = 0; i < classes; i++) {
      const course = offered[i % offered.length];
      const pool = lecturers.get(course.id_prodi)!;
      const t = turn.get(course.id_prodi) ?? 0;
      turn.set(course.id_prodi, t + 1);
      const karyawan = i % 8 === 7;
      kelasRows.push({
        id_semester_registrasi: s.id_semester_registrasi, id_mata_kuliah: course.id_mata_kuliah,
        nama_kelas: namaKelas(Math.floor(i / offered.length)), id_shift: karyawan ? shift.karyawan : shift.pagi,
        kuota: course.s2 ? 30 : 40, id_dosen: pool[t % pool.length].id_dosen, kunci: i,
      });
      meta.push({ sks: course.sks, id_dosen: pool[t % pool.length].id_dosen, karyawan });
    }
    const ids = await insertKelas(db, kelasRows);
    await insertOnly(db, 'jadwal', timetable(ids, meta, ruang));
  }
}

async function insertKelas(db: Kysely<any>, rows: Record<string, unknown>[]): Promise<number[]> {
  // (semester, course, name) is unique; map the returned ids back through it.
  const key = (r: Record<string, unknown>) => `${r.id_mata_kuliah}/${r.nama_kelas}`;
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map(({ kunci: _k, ...r }) => r);
    const out = await db.withSchema('master_data').insertInto('kelas').values(batch).returning(['id_kelas', 'id_mata_kuliah', 'nama_kelas']).execute();
    for (const r of out) ids.set(key(r), r.id_kelas);
  }
  return rows.map((r) => ids.get(key(r))!);
}

function timetable(ids: number[], meta: { sks: number; id_dosen: number; karyawan: boolean }[], ruang: number[]) {
  const roomsUsed = new Map<string, number>();
  const lecturerBusy = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  ids.forEach((id_kelas, i) => {
    const m = meta[i];
    if (m.sks > SKS_TERJADWAL_MAKS) return;
    const cells = m.karyawan ? SEL_KARYAWAN : SEL_REGULER;
    for (let k = 0; k < cells.length; k++) {
      const cell = cells[(i * 7 + k) % cells.length];
      const cellKey = `${cell.hari}-${cell.jam}`;
      const used = roomsUsed.get(cellKey) ?? 0;
      if (used >= ruang.length || lecturerBusy.has(`${m.id_dosen}@${cellKey}`)) continue;
      roomsUsed.set(cellKey, used + 1);
      lecturerBusy.add(`${m.id_dosen}@${cellKey}`);
      rows.push({ id_kelas, hari: cell.hari, jam_mulai: cell.jam, jam_selesai: jamSelesai(cell.jam, m.sks), id_ruang: ruang[used] });
      return;
    }
    throw new Error(`Seed: tidak ada ruang/waktu kosong untuk kelas ${id_kelas}; tambah ruang kuliah.`);
  });
  return rows;
}
