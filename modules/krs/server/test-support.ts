import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

// Helpers of the krs server tests: demo facts looked up by meaning, never by hard-coded ids.

/** The text of a PDF through poppler's pdftotext. */
export function pdfText(buffer: Buffer): string {
  const file = path.join(os.tmpdir(), `krs-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, buffer);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** id of the active-semester class of a course of the demo programme (Teknik Informatika), by course name. */
export async function kelasAktif(db: Kysely<any>, namaMataKuliah: string, idProdi = 1): Promise<number> {
  const row = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'k.id_semester_registrasi')
    .select('k.id_kelas').where('s.aktif', '=', true).where('mk.nama_mata_kuliah', '=', namaMataKuliah).where('mk.id_prodi', '=', idProdi)
    .orderBy('k.nama_kelas').executeTakeFirstOrThrow();
  return row.id_kelas as number;
}

export async function mahasiswaByUsername(db: Kysely<any>, username: string) {
  return db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .selectAll('m').where('u.username', '=', username).executeTakeFirstOrThrow();
}

/** Seats taken and enrolment rows of a class. */
export async function seats(db: Kysely<any>, idKelas: number): Promise<{ terisi: number; kuota: number; rows: number }> {
  const q = await db.selectFrom('krs.kelas_kuota').select(['terisi', 'kuota']).where('id_kelas', '=', idKelas).executeTakeFirstOrThrow();
  const n = await db.selectFrom('krs.krs_kelas').select(sql<string>`count(*)`.as('n')).where('id_kelas', '=', idKelas).executeTakeFirstOrThrow();
  return { terisi: Number(q.terisi), kuota: Number(q.kuota), rows: Number(n.n) };
}
