import { sql, type Kysely } from 'kysely';
import { hurufNilai } from './server/penilaian.service';

/**
 * History for the report pages (data-laporan, riwayat): in the demo programme of dsn00, one project
 * that finished (defence passed, every sheet validated, minutes printable) and one whose main
 * supervisor dsn00 was replaced through a validated supervisor change. Students are taken from
 * those without any proposal, so no demo account changes.
 */
export async function seedRiwayatUaps(db: Kysely<any>, day: (offset: number) => string): Promise<void> {
  const dsn = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select(['d.id_dosen', 'd.id_prodi', 'u.id_user']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
  const idProdi = dsn.id_prodi as number;
  // Lecturers who may supervise and examine (a dsn00 assignment), other than dsn00 itself.
  const lain = (await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select('d.id_dosen').where('d.id_prodi', '=', idProdi).where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true).where('d.id_dosen', '<>', dsn.id_dosen)
    .where(sql<boolean>`exists (select 1 from core.penugasan pn where pn.id_user = d.id_user and pn.id_group_user = 'dsn00')`)
    .orderBy('d.id_dosen', 'desc').execute()).map((d) => d.id_dosen as number);
  const students = await db.withSchema('master_data').selectFrom('mahasiswa as m').select(['m.id_mahasiswa', 'm.id_user']).where('m.id_prodi', '=', idProdi)
    .where(sql<boolean>`not exists (select 1 from uaps.proposal p where p.id_mahasiswa = m.id_mahasiswa)`).orderBy('m.angkatan').orderBy('m.id_mahasiswa').limit(2).execute();
  if (lain.length < 3 || students.length < 2) return;
  const aka01 = (await db.withSchema('core').selectFrom('pengguna').select('id_user').where('username', '=', 'aka01').executeTakeFirstOrThrow()).id_user as number;
  const skripsi = (await db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').where('kode', '=', 'skripsi').executeTakeFirstOrThrow()).id_jenis_tugas_akhir as number;
  const kode = (await db.withSchema('master_data').selectFrom('prodi').select('kode_prodi').where('id_prodi', '=', idProdi).executeTakeFirstOrThrow()).kode_prodi as string;
  const history = (jenis: string, id: number, rows: [string, string | null, string, number | null, string?][]) =>
    db.withSchema('uaps').insertInto('riwayat').values(rows.map(([aksi, dari, ke, idUser, catatan]) => ({ jenis, id_item: id, aksi, dari, ke, id_user: idUser, catatan: catatan ?? null }))).execute();

  const project = async (s: { id_mahasiswa: number; id_user: number }, judul: string, status: string, mulai: number) => {
    const p = await db.withSchema('uaps').insertInto('proposal').values({
      id_mahasiswa: s.id_mahasiswa, id_prodi: idProdi, id_jenis_tugas_akhir: skripsi, judul, ringkasan: `Ringkasan penelitian: ${judul}.`, status: 'divalidasi',
      diajukan_at: sql`${day(mulai - 10)}::timestamptz`, divalidasi_at: sql`${day(mulai)}::timestamptz`,
    }).returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    await history('proposal', p.id_proposal_tugas_akhir, [['buat', null, 'draft', s.id_user], ['mengajukan', 'draft', 'diajukan', s.id_user], ['validasi', 'diajukan', 'divalidasi', aka01]]);
    const ta = await db.withSchema('uaps').insertInto('tugas_akhir').values({
      id_mahasiswa: s.id_mahasiswa, id_prodi: idProdi, id_proposal_tugas_akhir: p.id_proposal_tugas_akhir, id_jenis_tugas_akhir: skripsi, judul, status,
      tanggal_mulai: day(mulai), batas_selesai: sql`(${day(mulai)}::date + interval '6 months')::date`,
    }).returning('id_tugas_akhir').executeTakeFirstOrThrow();
    return ta.id_tugas_akhir as number;
  };
  const supervise = (idTa: number, idDosen: number, peran: 'utama' | 'pendamping', mulai: number, aktif = true) =>
    db.withSchema('uaps').insertInto('pembimbing').values({
      id_tugas_akhir: idTa, id_dosen: idDosen, peran, aktif, nomor_surat: `${idTa}.${peran === 'utama' ? 1 : 2}/ST-TA/${kode}/${day(mulai).slice(0, 4)}`, tanggal_surat: day(mulai), ditugaskan_oleh: aka01,
    }).execute();
  const sessions = (idTa: number, idDosen: number, idUser: number, count: number, mulai: number) =>
    db.withSchema('uaps').insertInto('bimbingan').values(Array.from({ length: count }, (_, i) => ({
      id_tugas_akhir: idTa, id_dosen: idDosen, tanggal: day(mulai + 7 * (i + 1)), topik: `Bimbingan ke-${i + 1}: progres naskah`, catatan: 'Diskusi progres naskah.',
      status: 'divalidasi', validated_by: idUser, validated_at: sql`${day(mulai + 7 * (i + 1) + 1)}::timestamptz`, catatan_dosen: 'Lanjutkan.',
    }))).execute();

  // Finished: dsn00 main supervisor, defence 40 days ago, passed.
  const [selesai, diganti] = students as { id_mahasiswa: number; id_user: number }[];
  const idSelesai = await project(selesai, 'Sistem Informasi Tracer Study Alumni Berbasis Web', 'selesai', -200);
  await supervise(idSelesai, dsn.id_dosen, 'utama', -198);
  await sessions(idSelesai, dsn.id_dosen, dsn.id_user, 8, -198);
  await db.withSchema('uaps').updateTable('pembimbing').set({ persetujuan_sidang_at: sql`${day(-60)}::timestamptz` }).where('id_tugas_akhir', '=', idSelesai).execute();
  const ruang = await db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy(sql`jenis = 'Ruang Sidang'`, 'desc').orderBy('id_ruang').executeTakeFirstOrThrow();
  const sidang = await db.withSchema('uaps').insertInto('sidang').values({
    id_tugas_akhir: idSelesai, id_prodi: idProdi, status: 'divalidasi', diajukan_at: sql`${day(-50)}::timestamptz`, tanggal: day(-40), jam_mulai: '09:00', jam_selesai: '11:00',
    id_ruang: ruang.id_ruang, dijadwalkan_oleh: aka01,
  }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
  const idSidang = sidang.id_sidang_tugas_akhir as number;
  const penguji = lain.slice(0, 2);
  await db.withSchema('uaps').insertInto('sidang_penguji').values(penguji.map((d, i) => ({ id_sidang_tugas_akhir: idSidang, id_dosen: d, urutan: i + 1 }))).execute();
  const komponen = await db.withSchema('master_data').selectFrom('komponen_penilaian').select(['id_komponen_penilaian', 'peran', sql<number>`bobot::float8`.as('bobot')])
    .where('versi', '=', 2).orderBy('urutan').execute();
  const sheets: [number, 'pembimbing' | 'penguji', number[]][] = [[dsn.id_dosen, 'pembimbing', [88, 85, 90, 84]], [penguji[0], 'penguji', [80, 78, 82, 79]], [penguji[1], 'penguji', [84, 80, 86, 81]]];
  const scores: number[] = [];
  for (const [idDosen, peran, values] of sheets) {
    const comps = komponen.filter((c) => c.peran === peran);
    const items = comps.map((c, i) => ({ id_komponen_penilaian: c.id_komponen_penilaian, nilai: values[i % values.length], bobot: c.bobot }));
    // The sheet's score is the weighted mean of its components (as penilaian.service computes it).
    const nilai = Math.round((items.reduce((t, c) => t + c.nilai * c.bobot, 0) / items.reduce((t, c) => t + c.bobot, 0)) * 100) / 100;
    scores.push(nilai);
    const sheet = await db.withSchema('uaps').insertInto('penilaian').values({
      id_sidang_tugas_akhir: idSidang, id_dosen: idDosen, peran, versi: 2, nilai, status: 'divalidasi', validated_by: aka01, validated_at: sql`${day(-39)}::timestamptz`,
      catatan: peran === 'pembimbing' ? 'Mahasiswa menguasai materi.' : 'Perjelas batasan masalah pada presentasi.',
    }).returning('id_penilaian').executeTakeFirstOrThrow();
    await db.withSchema('uaps').insertInto('penilaian_detail').values(items.map((c) => ({ id_penilaian: sheet.id_penilaian, id_komponen_penilaian: c.id_komponen_penilaian, nilai: c.nilai }))).execute();
  }
  const akhir = Math.round((scores.reduce((t, s) => t + s, 0) / scores.length) * 100) / 100;
  const huruf = await hurufNilai(db, idProdi, akhir);
  await db.withSchema('uaps').updateTable('sidang').set({ nilai_akhir: akhir, nilai_huruf: huruf, hasil: 'lulus', hasil_at: sql`${day(-39)}::timestamptz` }).where('id_sidang_tugas_akhir', '=', idSidang).execute();
  await db.withSchema('uaps').updateTable('tugas_akhir').set({ nilai_akhir: akhir, nilai_huruf: huruf }).where('id_tugas_akhir', '=', idSelesai).execute();
  const hasil = `Lulus: ${akhir} (${huruf ?? '-'})`;
  await history('sidang', idSidang, [['buat', null, 'draft', selesai.id_user], ['mengajukan', 'draft', 'diajukan', selesai.id_user], ['validasi', 'diajukan', 'divalidasi', aka01],
    ['jadwalkan', 'divalidasi', 'divalidasi', aka01, `${day(-40)} 09:00-11:00`], ['hasil', 'divalidasi', 'divalidasi', aka01, hasil]]);
  await history('tugas_akhir', idSelesai, [['penugasan_pembimbing', 'proposal', 'bimbingan', aka01], ['persetujuan_sidang', 'bimbingan', 'bimbingan', dsn.id_user],
    ['sidang_divalidasi', 'bimbingan', 'sidang', aka01], ['hasil_sidang', 'sidang', 'selesai', aka01, hasil]]);

  // Replaced: dsn00 supervised for two months, then a validated supervisor change gave the project to another lecturer.
  const idDiganti = await project(diganti, 'Aplikasi Pemantauan Kehadiran Praktikum dengan Kode QR', 'bimbingan', -120);
  await supervise(idDiganti, dsn.id_dosen, 'utama', -118, false);
  await sessions(idDiganti, dsn.id_dosen, dsn.id_user, 3, -118);
  await supervise(idDiganti, lain[2], 'utama', -55);
  const perubahan = await db.withSchema('uaps').insertInto('perubahan').values({
    jenis: 'ganti_pembimbing', id_tugas_akhir: idDiganti, id_dosen_lama: dsn.id_dosen, id_dosen_baru: lain[2], alasan: 'Topik penelitian bergeser ke bidang jaringan komputer.',
    status: 'divalidasi', dibuat_oleh: diganti.id_user, created_at: sql`${day(-60)}::timestamptz`, updated_at: sql`${day(-55)}::timestamptz`,
  }).returning('id_perubahan').executeTakeFirstOrThrow();
  await history('perubahan', perubahan.id_perubahan, [['buat', null, 'draft', diganti.id_user], ['mengajukan', 'draft', 'diajukan', diganti.id_user], ['validasi', 'diajukan', 'divalidasi', aka01]]);
  await history('tugas_akhir', idDiganti, [['penugasan_pembimbing', 'proposal', 'bimbingan', aka01], ['ganti_pembimbing', 'bimbingan', 'bimbingan', aka01]]);
}
