import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import type { DaftarKomentar } from '../schemas';
import { MINIMAL_RESPONDEN, type HasilDosen, type HasilKelas, type HasilKomentarQuery, type SemesterHasil } from '../schemas-hasil';
import { dosenOf, halamanKomentar, jumlahKomentar, kuesionerOf, ringkasanLembar, statistikPerSoal, tq } from './kuesioner.service';

// The lecturer's own results of the students' questionnaire (decision 0035). The numbers come from
// the staff statistics' own computations, narrowed to the sheets of one class naming this lecturer.

/** The sheets of one class that name this lecturer (the lecturer at the time of answering). */
const kelasSaya = (idDosen: number, idKelas: number): RawBuilder<boolean> => sql<boolean>`l.id_dosen = ${idDosen} and l.id_kelas = ${idKelas}`;

/** A class is the lecturer's when master data says so or when its sheets name them. */
const milikDosen = (idDosen: number) => sql<boolean>`(kl.id_dosen = ${idDosen}
  or exists (select 1 from questionnaire.lembar l where l.id_kelas = kl.id_kelas and l.id_dosen = ${idDosen}))`;

/** Semesters whose students' questionnaire is closed and in which the lecturer had a class, newest first. */
async function semesterDosen(db: Kysely<any>, idDosen: number): Promise<SemesterHasil[]> {
  return (await sql<SemesterHasil>`select s.id_semester_registrasi, s.nama_semester_registrasi from master_data.semester s
    where exists (select 1 from questionnaire.kuesioner k where k.id_semester_registrasi = s.id_semester_registrasi and k.jenis = 'mahasiswa' and k.status = 'ditutup')
      and exists (select 1 from master_data.kelas kl where kl.id_semester_registrasi = s.id_semester_registrasi and ${milikDosen(idDosen)})
    order by s.kode_semester desc`.execute(db)).rows;
}

/** GET kuesioner/hasil (dsn00, kor00): per class of the semester (default: the newest closed one). */
export async function hasilDosen(db: Kysely<any>, user: TokenClaims, idSemester?: number): Promise<HasilDosen> {
  const { id_dosen } = await dosenOf(db, user);
  const semester = await semesterDosen(db, id_dosen);
  const pilih = idSemester ?? semester[0]?.id_semester_registrasi;
  const k = pilih === undefined ? null : await kuesionerOf(db, 'mahasiswa', pilih, 'ditutup');
  if (!k) return { semester, kuesioner: null, minimal_responden: MINIMAL_RESPONDEN, kelas: [] };
  const daftar = (await sql<{ id_kelas: number; kode_mata_kuliah: string; nama_mata_kuliah: string; nama_kelas: string }>`
    select kl.id_kelas, mk.kode_mata_kuliah, mk.nama_mata_kuliah, kl.nama_kelas
    from master_data.kelas kl join master_data.mata_kuliah mk on mk.id_mata_kuliah = kl.id_mata_kuliah
    where kl.id_semester_registrasi = ${k.id_semester_registrasi} and ${milikDosen(id_dosen)}
    order by mk.kode_mata_kuliah, kl.nama_kelas, kl.id_kelas`.execute(db)).rows;
  const kelas: HasilKelas[] = [];
  for (const c of daftar) {
    const scope = kelasSaya(id_dosen, c.id_kelas);
    const { jumlah_lembar, rata_rata } = await ringkasanLembar(db, k.id_kuesioner, scope);
    const cukup = jumlah_lembar >= MINIMAL_RESPONDEN;
    kelas.push({
      ...c, jumlah_lembar, cukup,
      rata_rata: cukup ? rata_rata : null,
      soal: cukup ? await statistikPerSoal(db, k.id_kuesioner, scope) : [],
      jumlah_komentar: cukup ? await jumlahKomentar(db, k.id_kuesioner, scope) : 0,
    });
  }
  return { semester, kuesioner: k, minimal_responden: MINIMAL_RESPONDEN, kelas };
}

/**
 * GET kuesioner/hasil/{id_kelas}/komentar (dsn00, kor00): one page of the comments on one of the
 * lecturer's classes, text only. Another lecturer's class is a 404 (its existence is not confirmed);
 * a questionnaire not closed yet or a class under MINIMAL_RESPONDEN sheets is a 403.
 */
export async function hasilKomentar(db: Kysely<any>, user: TokenClaims, idKelas: number, q: HasilKomentarQuery): Promise<DaftarKomentar> {
  const { id_dosen } = await dosenOf(db, user);
  const [kelas] = (await sql<{ id_semester_registrasi: number }>`select kl.id_semester_registrasi from master_data.kelas kl
    where kl.id_kelas = ${idKelas} and ${milikDosen(id_dosen)}`.execute(db)).rows;
  if (!kelas) throw httpError(404, tq('galat.kelas_bukan_milik'));
  const k = await kuesionerOf(db, 'mahasiswa', kelas.id_semester_registrasi, 'ditutup');
  if (!k) throw httpError(403, tq('galat.hasil_belum_ditutup'));
  const scope = kelasSaya(id_dosen, idKelas);
  if ((await ringkasanLembar(db, k.id_kuesioner, scope)).jumlah_lembar < MINIMAL_RESPONDEN) {
    throw httpError(403, tq('hasil.belum_cukup', { minimal: MINIMAL_RESPONDEN }));
  }
  return halamanKomentar(db, k.id_kuesioner, scope, q.page ?? 1);
}
