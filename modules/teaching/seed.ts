import { sql } from 'kysely';
import { FileStore } from '../../core/server/files/store';
import { renderPdf } from '../../core/server/print';
import type { SeedContext } from '../../core/server/module';
import { seedPerubahanNilai } from './seed-perubahan-nilai';
import { seedPreferensi } from './seed-preferensi';
import { seedSemesterPendek } from './seed-semester-pendek';
import { seedUsulanProdi } from './seed-usulan-prodi';
import { seedValidasiNilai } from './seed-validasi-nilai';

/** Days after the last lecture day until which grades may still be entered (the demo calendar). */
const HARI_SETELAH_KULIAH = 14;
/**
 * The grade-change period runs from the day after the entry window into the next regular semester,
 * until this many days after its lectures begin (a corrected grade still reaches that semester's
 * KRS advice); a semester with no next one yet gets HARI_PERUBAHAN_TANPA_BERIKUT days.
 */
const HARI_PERUBAHAN_DALAM_SEMESTER_BERIKUT = 56;
const HARI_PERUBAHAN_TANPA_BERIKUT = 30;

/** The demo RPS: one small real PDF (a template of the document), stored once and shared by every course. */
async function rpsPdf(): Promise<Buffer> {
  const baris = (a: string, b: string) => [{ text: a, bold: true }, b];
  return renderPdf({
    pageSize: 'A4',
    content: [
      { text: 'RENCANA PEMBELAJARAN SEMESTER (RPS)', bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 12] },
      { table: { widths: [150, '*'], body: [
        baris('Capaian pembelajaran', 'Mahasiswa mampu menjelaskan dan menerapkan konsep utama mata kuliah.'),
        baris('Metode', 'Kuliah, diskusi, tugas terstruktur, praktikum.'),
        baris('Penilaian', 'Tugas 30%, UTS 30%, UAS 40%.'),
        baris('Pertemuan', '14 kuliah, UTS (pertemuan 8) dan UAS (pertemuan 16).'),
      ] } },
      { text: 'Dokumen contoh untuk kampus demo SIAKAD.', italics: true, fontSize: 8, margin: [0, 12, 0, 0] },
    ],
  });
}

/**
 * The grade-entry window of every seeded semester (from the first lecture day to 14 days after the
 * last one), its grade-change period after it (see HARI_PERUBAHAN_DALAM_SEMESTER_BERIKUT: open today
 * for the previous regular semester and the latest short one, closed for older ones, not yet open
 * for the active one; the demo changes: seed-perubahan-nilai.ts) and the teaching material of every course (a description with 14 weekly topics, and
 * the one demo RPS), each in one statement whatever `ctx.scale`. Past semesters are therefore closed
 * and the active one is open; its classes are ungraded (krs seeds no active-semester grades; two of
 * dsn00's without mhs00 are graded below, for grade validation), so dsn00 finds 'Komputasi Awan'
 * with mhs00 in it waiting for grades. No teaching proof is seeded:
 * lecturers upload it. Course clusters, the expertise list and kor00's preferences: see seed-preferensi.ts;
 * dsn00's short-semester classes and proposal: seed-semester-pendek.ts; the other lecturers' preferences and
 * proposals that programme staff read and decide: seed-usulan-prodi.ts; grade validations (and the
 * two active-semester classes of dsn00 graded for them): seed-validasi-nilai.ts.
 */
export async function seedTeaching({ db }: SeedContext): Promise<void> {
  await sql`insert into teaching.jadwal_input_nilai (id_semester_registrasi, mulai, selesai, perubahan_mulai, perubahan_selesai)
    select s.id_semester_registrasi, s.kuliah_mulai, s.kuliah_selesai + ${HARI_SETELAH_KULIAH}::int, s.kuliah_selesai + ${HARI_SETELAH_KULIAH + 1}::int,
      greatest(s.kuliah_selesai + ${HARI_SETELAH_KULIAH + 1}::int,
        coalesce(n.kuliah_mulai + ${HARI_PERUBAHAN_DALAM_SEMESTER_BERIKUT}::int, s.kuliah_selesai + ${HARI_SETELAH_KULIAH + HARI_PERUBAHAN_TANPA_BERIKUT}::int))
    from master_data.semester s
    left join lateral (select n.kuliah_mulai from master_data.semester n where n.periode <> 3 and n.kode_semester > s.kode_semester
      order by n.kode_semester limit 1) n on true`.execute(db);
  const rps = await new FileStore(db).save(await rpsPdf(), { nama: 'RPS.pdf', allowed: ['pdf'], maxBytes: 1024 * 1024, id_user: null });
  await sql`insert into teaching.bahan_ajar (id_mata_kuliah, content, id_berkas_rps)
    select mk.id_mata_kuliah,
      'Mata kuliah ' || mk.nama_mata_kuliah || ' (' || mk.sks || ' SKS) membekali mahasiswa dengan konsep, metode dan praktik ' || mk.nama_mata_kuliah
        || E'.\n\nTopik mingguan:\n' || t.topik,
      ${rps.id}::uuid
    from master_data.mata_kuliah mk
    cross join (select string_agg(n || '. ' || case n when 1 then 'Pengantar dan kontrak kuliah' when 14 then 'Review dan presentasi proyek'
        else 'Pokok bahasan ' || (n - 1) end, E'\n' order by n) as topik from generate_series(1, 14) n) t`.execute(db);
  await seedPreferensi(db);
  await seedSemesterPendek(db);
  await seedUsulanProdi(db);
  await seedPerubahanNilai(db);
  await seedValidasiNilai(db);
}
