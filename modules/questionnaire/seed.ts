import { sql, type RawBuilder } from 'kysely';
import type { SeedContext } from '../../core/server/module';

const SOAL_MAHASISWA: Array<[string, string]> = [
  ['Pedagogik', 'Dosen menyampaikan rencana pembelajaran semester (RPS) dan kontrak kuliah di awal perkuliahan.'],
  ['Pedagogik', 'Dosen menjelaskan materi dengan jelas dan mudah dipahami.'],
  ['Pedagogik', 'Dosen hadir dan memulai perkuliahan tepat waktu sesuai jadwal.'],
  ['Profesional', 'Dosen menguasai materi mata kuliah dan mengaitkannya dengan perkembangan terkini.'],
  ['Profesional', 'Dosen memberikan contoh penerapan materi dalam dunia nyata.'],
  ['Pedagogik', 'Tugas dan ujian sesuai dengan materi yang diajarkan dan dinilai secara objektif.'],
  ['Kepribadian', 'Dosen bersikap adil, berwibawa, dan menjadi teladan.'],
  ['Sosial', 'Dosen mudah dihubungi dan terbuka terhadap pertanyaan serta kritik mahasiswa.'],
];

/** The free-text question of the student questionnaire (decision 0032), after the Likert ones. */
const SOAL_KOMENTAR: [string, string] = ['Saran', 'Tuliskan saran atau komentar Anda untuk dosen dan kelas ini.'];
const KOMENTAR = [
  'Penjelasan materi sangat jelas, terutama saat memberi contoh kasus nyata.',
  'Mohon slide kuliah diunggah sebelum pertemuan agar bisa dipelajari dahulu.',
  'Tugas terlalu banyak menjelang UTS, semoga bisa dibagi lebih merata.',
  'Dosen ramah dan mudah dihubungi lewat surel.',
  'Kuliah sering dimulai terlambat sepuluh menit.',
  'Latihan soal di kelas sangat membantu memahami materi.',
  'Contoh kode program sebaiknya dibagikan setelah kuliah.',
  'Terima kasih, kuliahnya menyenangkan dan bermanfaat.',
];

const SOAL_DOSEN: Array<[string, string]> = [
  ['Layanan', 'Layanan administrasi akademik (jadwal, ruang, nilai) diberikan dengan cepat dan tepat.'],
  ['Sarana', 'Ruang kuliah dan peralatan pembelajaran memadai dan terawat.'],
  ['Sarana', 'Akses internet dan sistem informasi kampus mendukung kegiatan mengajar.'],
  ['Pengembangan', 'Institusi mendukung pengembangan karier dan studi lanjut dosen.'],
  ['Penelitian', 'Institusi mendukung penelitian dan pengabdian kepada masyarakat.'],
  ['Tata kelola', 'Pimpinan menyampaikan kebijakan dan informasi secara terbuka.'],
];

/** The free-text question of the lecturer questionnaire (decision 0042) and the comments its demo sheets carry. */
const SOAL_KOMENTAR_DOSEN: [string, string] = ['Saran', 'Tuliskan saran atau masukan Anda untuk layanan institusi.'];
const KOMENTAR_DOSEN = [
  'Proyektor di beberapa ruang kuliah sering bermasalah; mohon diperiksa berkala.',
  'Pengumuman jadwal ujian sebaiknya disampaikan lebih awal.',
  'Dana penelitian internal sangat membantu, semoga dilanjutkan.',
  'Akses internet di gedung kuliah lantai atas masih lambat.',
];

/** At most this many student sheets and lecturer sheets in the demo, whatever the scale. */
const LEMBAR_MAHASISWA = 240;
const LEMBAR_DOSEN = 8;

/**
 * The active semester's two questionnaires, published, with their questions, and answers so that
 * the statistics show data: every other enrolment of the active semester (never mhs00's, who keeps
 * their class to rate) and a few lecturers (never dsn00 or kor00). The previous regular semester's
 * two, closed, with fewer sheets: the administrator's list has a history and a questionnaire to
 * copy from (decision 0025). Values come from ctx.random, skewed towards 4 and 5 as real
 * evaluations are; about a third of the student sheets carry a comment (decision 0032), every other
 * lecturer sheet one of a fixed list (decision 0042). The lecturers' flags_kuesioner stay 1: the seed publishes without asking them.
 */
export async function seedQuestionnaire({ db, random }: SeedContext): Promise<void> {
  const semesters = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi', 'aktif', 'kode_semester'])
    .orderBy('kode_semester', 'desc').execute();
  const aktif = semesters.find((s) => s.aktif);
  if (!aktif) return;
  // The regular semester before the active one (codes YYYYS, S = 3: short semester).
  const lalu = semesters.find((s) => s.kode_semester < aktif.kode_semester && !String(s.kode_semester).endsWith('3'));
  const admin = await db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'adm00').executeTakeFirst();
  const buat = async (semester: { id_semester_registrasi: number; nama_semester_registrasi: string }, jenis: 'mahasiswa' | 'dosen', status: 'terbit' | 'ditutup', soal: Array<[string, string]>, komentar?: [string, string]) => {
    const judul = jenis === 'mahasiswa' ? `Evaluasi Dosen oleh Mahasiswa (EDOM) ${semester.nama_semester_registrasi}` : `Kuesioner Dosen ${semester.nama_semester_registrasi}`;
    const petunjuk = jenis === 'mahasiswa'
      ? 'Berilah nilai 1 (sangat kurang) sampai 5 (sangat baik) untuk setiap pernyataan tentang dosen dan kelas ini.'
      : 'Berilah nilai 1 (sangat kurang) sampai 5 (sangat baik) untuk setiap pernyataan tentang layanan institusi.';
    const k = await db.insertInto('questionnaire.kuesioner').values({ jenis, id_semester_registrasi: semester.id_semester_registrasi, judul, petunjuk, status })
      .returning('id_kuesioner').executeTakeFirstOrThrow();
    const ids = await db.insertInto('questionnaire.soal').values(soal.map(([kategori, pertanyaan], i) => ({ id_kuesioner: k.id_kuesioner, urutan: i + 1, kategori, pertanyaan })))
      .returning('id_soal').execute();
    const idKomentar = komentar
      ? (await db.insertInto('questionnaire.soal').values({ id_kuesioner: k.id_kuesioner, urutan: soal.length + 1, tipe: 'komentar', kategori: komentar[0], pertanyaan: komentar[1] })
        .returning('id_soal').executeTakeFirstOrThrow()).id_soal as number
      : null;
    const langkah: Array<[string | null, string]> = [[null, 'draf'], ['draf', 'terbit'], ...(status === 'ditutup' ? [['terbit', 'ditutup'] as [string, string]] : [])];
    await db.insertInto('questionnaire.riwayat_status').values(langkah.map(([dari, ke]) => ({ id_kuesioner: k.id_kuesioner, dari, ke, id_user: admin?.id_user ?? null }))).execute();
    return { id: k.id_kuesioner as number, soal: ids.map((s) => s.id_soal as number), komentar: idKomentar };
  };
  const mhs = await buat(aktif, 'mahasiswa', 'terbit', SOAL_MAHASISWA, SOAL_KOMENTAR);
  const dsn = await buat(aktif, 'dosen', 'terbit', SOAL_DOSEN, SOAL_KOMENTAR_DOSEN);

  const nilai = () => {
    const r = random();
    return r < 0.04 ? 1 : r < 0.12 ? 2 : r < 0.35 ? 3 : r < 0.75 ? 4 : 5;
  };

  /** Enrolments of a semester (never mhs00's, who keeps their class to rate) that `syarat` selects; `du` is the class lecturer's account. */
  const enrolments = async (idSemester: number, syarat: RawBuilder<boolean>, limit = LEMBAR_MAHASISWA) => (await sql<{ id_user: number; id_kelas: number; id_dosen: number; id_prodi: number }>`
    select m.id_user, kk.id_kelas, kl.id_dosen, mk.id_prodi
    from krs.krs_kelas kk
    join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
    join core.pengguna u on u.id_user = m.id_user
    join master_data.kelas kl on kl.id_kelas = kk.id_kelas
    join master_data.dosen d on d.id_dosen = kl.id_dosen
    join core.pengguna du on du.id_user = d.id_user
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = kk.id_mata_kuliah
    where kk.id_semester_registrasi = ${idSemester} and u.username <> 'mhs00' and ${syarat}
    order by kk.id_krs_kelas limit ${limit}`.execute(db)).rows;
  const setiapDua = sql<boolean>`kk.id_krs_kelas % 2 = 0`;
  const lecturers = (await sql<{ id_user: number; id_prodi: number }>`
    select d.id_user, d.id_prodi from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
    where u.username not in ('dsn00', 'kor00') order by d.id_dosen limit ${LEMBAR_DOSEN}`.execute(db)).rows;

  // About one student sheet in three carries a comment (the question is optional).
  const komentarAcak = (lembar: Array<{ id_lembar: number }>) => lembar.filter(() => random() < 0.35).map((l) => ({ id_lembar: l.id_lembar, isi: KOMENTAR[Math.floor(random() * KOMENTAR.length)] }));
  // Every other lecturer sheet, without drawing from ctx.random: the seeds after this one keep their numbers.
  const komentarDosen = (lembar: Array<{ id_lembar: number }>) => lembar.filter((_, i) => i % 2 === 0).map((l, i) => ({ id_lembar: l.id_lembar, isi: KOMENTAR_DOSEN[i % KOMENTAR_DOSEN.length] }));
  const isi = async (k: { id: number; soal: number[]; komentar: number | null }, sheets: Array<{ id_user: number; id_kelas: number | null; id_dosen: number | null; id_prodi: number }>, pilihKomentar = komentarAcak) => {
    if (!sheets.length) return;
    await db.insertInto('questionnaire.pengisian').values(sheets.map((s) => ({ id_kuesioner: k.id, id_user: s.id_user, id_kelas: s.id_kelas }))).execute();
    const lembar = await db.insertInto('questionnaire.lembar').values(sheets.map((s) => ({ id_kuesioner: k.id, id_prodi: s.id_prodi, id_kelas: s.id_kelas, id_dosen: s.id_dosen })))
      .returning('id_lembar').execute();
    const jawaban = lembar.flatMap((l) => k.soal.map((id_soal) => ({ id_lembar: l.id_lembar, id_soal, nilai: nilai() })));
    for (let i = 0; i < jawaban.length; i += 1000) await db.insertInto('questionnaire.jawaban').values(jawaban.slice(i, i + 1000)).execute();
    const idKomentar = k.komentar;
    if (idKomentar === null) return;
    const komentar = pilihKomentar(lembar).map((c) => ({ ...c, id_soal: idKomentar }));
    if (komentar.length) await db.insertInto('questionnaire.komentar').values(komentar).execute();
  };
  const dosenSheets = lecturers.map((l) => ({ id_user: l.id_user, id_kelas: null, id_dosen: null, id_prodi: l.id_prodi }));
  await isi(mhs, await enrolments(aktif.id_semester_registrasi, setiapDua));
  await isi(dsn, dosenSheets, komentarDosen);
  if (!lalu) return;
  const ditutup = await buat(lalu, 'mahasiswa', 'ditutup', SOAL_MAHASISWA, SOAL_KOMENTAR);
  await isi(ditutup, await enrolments(lalu.id_semester_registrasi, setiapDua, LEMBAR_MAHASISWA / 2));
  // dsn00's own results page (decision 0035) needs five respondents: the other students of dsn00's
  // classes in the closed semester answer too (the demo's classes are small; together they pass five).
  await isi(ditutup, await enrolments(lalu.id_semester_registrasi, sql<boolean>`du.username = 'dsn00'
    and not exists (select 1 from questionnaire.pengisian p where p.id_kuesioner = ${ditutup.id} and p.id_user = m.id_user and p.id_kelas = kk.id_kelas)`));
  await isi(await buat(lalu, 'dosen', 'ditutup', SOAL_DOSEN, SOAL_KOMENTAR_DOSEN), dosenSheets.slice(0, LEMBAR_DOSEN / 2), komentarDosen);
}
