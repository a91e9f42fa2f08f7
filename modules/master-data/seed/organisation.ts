import type { Kysely } from 'kysely';
import { BATAS_SKS, FAKULTAS, LEMBAGA, MATKUL_UMUM_S1, MATKUL_UMUM_S2, PENGATURAN_BAWAAN, SKALA_NILAI, type ProdiDef } from './campus';
import { insertOnly, insertRows } from './insert';

export interface SeededCourse { id_mata_kuliah: number; semester_paket: number; sks: number }
export interface SeededProdi {
  id_prodi: number;
  id_fakultas: number;
  def: ProdiDef;
  nama_fakultas: string;
  peminatan: number[];
  courses: SeededCourse[];
}
export interface SeededOrganisation {
  prodi: SeededProdi[];
  fakultas: { id_fakultas: number; nama_fakultas: string }[];
  lembaga: Map<string, { id_lembaga: number; nama_lembaga: string }>;
}

const parseCourse = (line: string) => {
  const [semester, sks, rawName, prasyarat] = line.split('|');
  return { semester: Number(semester), sks: Number(sks), nama: rawName.replace('*', ''), kompre: rawName.endsWith('*'), prasyarat };
};

/** Faculties, programmes with curriculum and prerequisites, institute units and per-programme settings. */
export async function seedOrganisation(db: Kysely<any>, berlakuMulai: string): Promise<SeededOrganisation> {
  const out: SeededOrganisation = { prodi: [], fakultas: [], lembaga: new Map() };
  for (const f of FAKULTAS) {
    const [id_fakultas] = await insertRows(db, 'fakultas', [{ kode_fakultas: f.kode, nama_fakultas: f.nama, singkatan: f.singkatan }], 'id_fakultas', 'kode_fakultas');
    out.fakultas.push({ id_fakultas, nama_fakultas: f.nama });
    for (const p of f.prodi) {
      const [id_prodi] = await insertRows(db, 'prodi', [{ id_fakultas, kode_prodi: p.kode, nama_prodi: p.nama, jenjang: p.jenjang, akreditasi: p.akreditasi }], 'id_prodi', 'kode_prodi');
      const peminatan = await insertRows(db, 'peminatan', p.peminatan.map((nama_peminatan) => ({ id_prodi, nama_peminatan })), 'id_peminatan', 'nama_peminatan');
      const courses = await seedCurriculum(db, id_prodi, p);
      out.prodi.push({ id_prodi, id_fakultas, def: p, nama_fakultas: f.nama, peminatan, courses });
      await insertOnly(db, 'pengaturan_prodi', [{ id_prodi, ...PENGATURAN_BAWAAN }]);
      await insertOnly(db, 'skala_nilai', SKALA_NILAI.map(([nilai_huruf, batas_bawah, nilai_indeks, lulus]) => ({ id_prodi, berlaku_mulai: berlakuMulai, nilai_huruf, batas_bawah, nilai_indeks, lulus })));
      await insertOnly(db, 'batas_sks', BATAS_SKS.map(([ips_minimal, sks_maks]) => ({ id_prodi, ips_minimal, sks_maks })));
    }
  }
  const ids = await insertRows(db, 'lembaga', LEMBAGA, 'id_lembaga', 'kode_lembaga');
  LEMBAGA.forEach((l, i) => out.lembaga.set(l.kode_lembaga, { id_lembaga: ids[i], nama_lembaga: l.nama_lembaga }));
  return out;
}

async function seedCurriculum(db: Kysely<any>, id_prodi: number, p: ProdiDef): Promise<SeededCourse[]> {
  const general = p.jenjang === 'S2' ? MATKUL_UMUM_S2 : MATKUL_UMUM_S1;
  const lines = [...general, ...p.matkul].map(parseCourse).sort((a, b) => a.semester - b.semester);
  const perSemester = new Map<number, number>();
  const rows = lines.map((c) => {
    const seq = (perSemester.get(c.semester) ?? 0) + 1;
    perSemester.set(c.semester, seq);
    return {
      id_prodi,
      kode_mata_kuliah: `${p.prefix}${c.semester}${String(seq).padStart(2, '0')}`,
      nama_mata_kuliah: c.nama,
      sks: c.sks,
      semester_paket: c.semester,
      // Courses after the package semesters that are not general stages are electives in the demo.
      jenis: c.semester >= 6 && !general.some((g) => g.includes(`|${c.nama}`)) ? 'pilihan' : 'wajib',
      kompre: c.kompre,
    };
  });
  const ids = await insertRows(db, 'mata_kuliah', rows, 'id_mata_kuliah', 'kode_mata_kuliah');
  const idByName = new Map(lines.map((c, i) => [c.nama, ids[i]]));
  const prasyarat = lines.filter((c) => c.prasyarat).map((c) => ({
    id_mata_kuliah: idByName.get(c.nama)!,
    id_mata_kuliah_prasyarat: idByName.get(c.prasyarat)!,
  }));
  for (const link of prasyarat) {
    if (!link.id_mata_kuliah_prasyarat) throw new Error(`Prasyarat tidak dikenal di kurikulum ${p.nama}`);
  }
  await insertOnly(db, 'prasyarat', prasyarat);
  return lines.map((c, i) => ({ id_mata_kuliah: ids[i], semester_paket: c.semester, sks: c.sks }));
}
