import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { hurufNilai } from './server/penilaian.service';
import { seedRiwayatUaps } from './seed-riwayat';
import { seedPraUaps } from './seed-pra-uaps';
import { demoPdf, randomUUIDFrom } from './seed-files';

/**
 * The final-project part of the demo campus. mhs00 is under supervision with dsn00 as main
 * supervisor (proposal validated, sessions logged, some validated); extra demo students (listed on
 * the login page) stand at the other stages; and part of every programme's final-year cohort has a
 * running project, so recommendations, quotas and lists have real rows at any scale.
 */
export async function seedUaps(ctx: SeedContext): Promise<void> {
  const { db, random } = ctx;
  const today = await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as d`.execute(db);
  const base = new Date(`${today.rows[0].d}T00:00:00Z`);
  const day = (offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  const jenis = await db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select(['id_jenis_tugas_akhir', 'kode']).execute();
  const skripsi = jenis.find((j) => j.kode === 'skripsi')!.id_jenis_tugas_akhir as number;
  const syarat = await db.withSchema('master_data').selectFrom('syarat_berkas_ta').select(['id_syarat_berkas_ta', 'kode', 'nama', 'wajib'])
    .where('tahap', '=', 'proposal').orderBy('urutan').execute();
  const mhs00 = await db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .selectAll('m').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow() as { id_mahasiswa: number; id_prodi: number; id_user: number; nim: string } & Record<string, unknown>;
  const dosenTi = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .leftJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'u.username']).where('d.id_prodi', '=', mhs00.id_prodi)
    .where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true).orderBy('d.id_dosen').execute();
  const dsn00 = dosenTi.find((d) => d.username === 'dsn00')!.id_dosen as number;
  const pendamping = dosenTi.find((d) => d.id_dosen !== dsn00 && d.username !== 'kor00')?.id_dosen as number | undefined;
  const prodi = await db.withSchema('master_data').selectFrom('prodi').select(['kode_prodi', 'nama_prodi', 'id_fakultas']).where('id_prodi', '=', mhs00.id_prodi).executeTakeFirstOrThrow();

  const berkas = async (nama: string, idUser: number) => {
    const isi = demoPdf(nama);
    const id = randomUUIDFrom(random);
    await db.withSchema('core').insertInto('berkas').values({ id, nama, mime: 'application/pdf', ukuran: isi.length, sha256: createHash('sha256').update(isi).digest('hex'), isi, id_user: idUser }).execute();
    return { id, nama, ukuran: isi.length };
  };
  const history = (jenisItem: string, id: number, rows: [string, string | null, string, number | null][]) =>
    db.withSchema('uaps').insertInto('riwayat').values(rows.map(([aksi, dari, ke, idUser]) => ({ jenis: jenisItem, id_item: id, aksi, dari, ke, id_user: idUser }))).execute();

  const staff = await db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username']).where('username', 'in', ['aka01', 'dsn00']).execute();
  const aka01 = staff.find((s) => s.username === 'aka01')!.id_user as number;
  const dsn00User = staff.find((s) => s.username === 'dsn00')!.id_user as number;

  /** A proposal at `status` with files for the first `files` requirements. */
  const proposal = async (m: { id_mahasiswa: number; id_prodi: number; id_user: number }, judul: string, status: string, files: number, usulan: number | null) => {
    const row = await db.withSchema('uaps').insertInto('proposal').values({
      id_mahasiswa: m.id_mahasiswa, id_prodi: m.id_prodi, id_jenis_tugas_akhir: skripsi, judul, ringkasan: `Ringkasan penelitian: ${judul}.`, id_dosen_usulan: usulan, status,
      diajukan_at: status === 'draft' ? null : sql`now() - interval '20 days'`, divalidasi_at: status === 'divalidasi' ? sql`now() - interval '15 days'` : null,
      catatan_validasi: status === 'dikembalikan' ? 'Rumusan masalah belum jelas; perbaiki latar belakang dan unggah ulang naskah.' : null,
    }).returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    const id = row.id_proposal_tugas_akhir as number;
    for (const s of syarat.slice(0, files)) {
      const f = await berkas(`${s.kode}-${m.id_mahasiswa}.pdf`, m.id_user);
      await db.withSchema('uaps').insertInto('proposal_syarat').values({ id_proposal_tugas_akhir: id, id_syarat_berkas_ta: s.id_syarat_berkas_ta, id_berkas: f.id, nama_berkas: f.nama, ukuran: f.ukuran }).execute();
    }
    const steps: [string, string | null, string, number | null][] = [['buat', null, 'draft', m.id_user]];
    if (status !== 'draft') steps.push(['mengajukan', 'draft', 'diajukan', m.id_user]);
    if (status === 'divalidasi') steps.push(['validasi', 'diajukan', 'divalidasi', aka01]);
    if (status === 'dikembalikan') steps.push(['kembalikan', 'diajukan', 'dikembalikan', aka01]);
    await history('proposal', id, steps);
    return id;
  };
  const tugasAkhir = async (m: { id_mahasiswa: number; id_prodi: number }, idProposal: number, judul: string, status: string, mulai: number) => {
    const row = await db.withSchema('uaps').insertInto('tugas_akhir').values({
      id_mahasiswa: m.id_mahasiswa, id_prodi: m.id_prodi, id_proposal_tugas_akhir: idProposal, id_jenis_tugas_akhir: skripsi, judul, status,
      tanggal_mulai: day(mulai), batas_selesai: sql`(${day(mulai)}::date + interval '6 months')::date`,
    }).returning('id_tugas_akhir').executeTakeFirstOrThrow();
    return row.id_tugas_akhir as number;
  };
  const tugaskan = (idTa: number, idDosen: number, peran: 'utama' | 'pendamping', mulai: number) =>
    db.withSchema('uaps').insertInto('pembimbing').values({ id_tugas_akhir: idTa, id_dosen: idDosen, peran, nomor_surat: `${idTa}.${peran === 'utama' ? 1 : 2}/ST-TA/${prodi.kode_prodi}/${day(mulai).slice(0, 4)}`, tanggal_surat: day(mulai), ditugaskan_oleh: aka01 }).execute();
  const sesi = async (idTa: number, idDosen: number, count: number, validated: number, mulai: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      id_tugas_akhir: idTa, id_dosen: idDosen, tanggal: day(mulai + 7 * (i + 1)), topik: TOPIK[i % TOPIK.length], catatan: 'Diskusi progres dan rencana minggu depan.',
      status: i < validated ? 'divalidasi' : 'diajukan', validated_by: i < validated ? dsn00User : null,
      validated_at: i < validated ? sql`${day(mulai + 7 * (i + 1) + 1)}::timestamptz` : null, catatan_dosen: i < validated ? 'Lanjutkan.' : null,
    }));
    if (rows.length) await db.withSchema('uaps').insertInto('bimbingan').values(rows).execute();
  };

  // mhs00: under supervision with dsn00, 6 sessions of which 4 validated.
  const judul00 = 'Sistem Rekomendasi Mata Kuliah Pilihan Berbasis Collaborative Filtering';
  const p00 = await proposal({ ...mhs00, id_user: mhs00.id_user }, judul00, 'divalidasi', syarat.length, dsn00);
  const ta00 = await tugasAkhir(mhs00, p00, judul00, 'bimbingan', -60);
  await tugaskan(ta00, dsn00, 'utama', -58);
  if (pendamping) await tugaskan(ta00, pendamping, 'pendamping', -58);
  await sesi(ta00, dsn00, 6, 4, -58);

  // Extra demo students of the same programme at the other stages.
  const stages: { username: string; label: string; judul: string; stage: 'baru' | 'draft' | 'diajukan' | 'dikembalikan' | 'tanpa' | 'siap' | 'sidang_diajukan' | 'sidang' | 'perbaikan' }[] = [
    { username: 'ta.baru', label: 'Mahasiswa TA: belum mengajukan proposal', judul: '', stage: 'baru' },
    { username: 'ta.draf', label: 'Mahasiswa TA: proposal masih draf', judul: 'Aplikasi Presensi Berbasis Pengenalan Wajah untuk Kelas Besar', stage: 'draft' },
    { username: 'ta.diajukan', label: 'Mahasiswa TA: proposal diajukan, menunggu validasi prodi', judul: 'Analisis Sentimen Ulasan Aplikasi Akademik dengan IndoBERT', stage: 'diajukan' },
    { username: 'ta.dikembalikan', label: 'Mahasiswa TA: proposal dikembalikan untuk perbaikan', judul: 'Prediksi Kelulusan Tepat Waktu dengan Random Forest', stage: 'dikembalikan' },
    { username: 'ta.tanpapembimbing', label: 'Mahasiswa TA: proposal divalidasi, menunggu penugasan pembimbing', judul: 'Optimasi Penjadwalan Ruang Kuliah dengan Algoritma Genetika', stage: 'tanpa' },
    { username: 'ta.siapsidang', label: 'Mahasiswa TA: 8 bimbingan tervalidasi, menunggu persetujuan sidang', judul: 'Chatbot Layanan Akademik Berbasis Retrieval-Augmented Generation', stage: 'siap' },
    { username: 'ta.sidangdiajukan', label: 'Mahasiswa TA: pendaftaran sidang diajukan, menunggu validasi prodi', judul: 'Klasifikasi Citra Daun Padi dengan Convolutional Neural Network', stage: 'sidang_diajukan' },
    { username: 'ta.sidang', label: 'Mahasiswa TA: sidang dijadwalkan hari ini, menunggu nilai', judul: 'Sistem Antrean Layanan Akademik Berbasis Notifikasi Real-Time', stage: 'sidang' },
    { username: 'ta.perbaikan', label: 'Mahasiswa TA: lulus dengan perbaikan, naskah perbaikan menunggu persetujuan', judul: 'Dasbor Analitik Keterlambatan Studi Mahasiswa', stage: 'perbaikan' },
  ];
  const nama = ['Andi Pratama', 'Dewi Lestari', 'Rizky Ramadhan', 'Putri Ayu Lestari', 'Fajar Nugroho', 'Nur Aisyah', 'Bayu Saputra', 'Citra Maharani', 'Dimas Haryanto'];
  const syaratSidang = await db.withSchema('master_data').selectFrom('syarat_berkas_ta').select(['id_syarat_berkas_ta', 'kode']).where('tahap', '=', 'sidang').where('wajib', '=', true).orderBy('urutan').execute();
  const ruangSidang = await db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy(sql`jenis = 'Ruang Sidang'`, 'desc').orderBy('id_ruang').executeTakeFirstOrThrow();
  const penguji = dosenTi.filter((d) => d.id_dosen !== dsn00 && d.username !== 'kor00' && d.id_dosen !== pendamping).slice(0, 2).map((d) => d.id_dosen as number);
  const komponenV2 = await db.withSchema('master_data').selectFrom('komponen_penilaian').select(['id_komponen_penilaian', 'peran', sql<number>`bobot::float8`.as('bobot')]).where('versi', '=', 2).orderBy('urutan').execute();
  /** A defence for the demo stages: submitted; validated and scheduled today; or passed with revisions and the revision uploaded. */
  const seedSidang = async (m: { id_mahasiswa: number; id_prodi: number; id_user: number }, idTa: number, stage: string) => {
    const status = stage === 'sidang_diajukan' ? 'diajukan' : 'divalidasi';
    const jam = stage === 'sidang' ? ['13:00', '15:00'] : ['08:00', '10:00'];
    const row = await db.withSchema('uaps').insertInto('sidang').values({
      id_tugas_akhir: idTa, id_prodi: m.id_prodi, status, diajukan_at: sql`now() - interval '7 days'`,
      ...(status === 'divalidasi' ? { tanggal: stage === 'sidang' ? day(0) : day(-20), jam_mulai: jam[0], jam_selesai: jam[1], id_ruang: ruangSidang.id_ruang, dijadwalkan_oleh: aka01 } : {}),
    }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
    const id = row.id_sidang_tugas_akhir as number;
    for (const sy of syaratSidang) {
      const f = await berkas(`${sy.kode}-sidang-${m.id_mahasiswa}.pdf`, m.id_user);
      await db.withSchema('uaps').insertInto('sidang_syarat').values({ id_sidang_tugas_akhir: id, id_syarat_berkas_ta: sy.id_syarat_berkas_ta, id_berkas: f.id, nama_berkas: f.nama, ukuran: f.ukuran }).execute();
    }
    const steps: [string, string | null, string, number | null][] = [['buat', null, 'draft', m.id_user], ['mengajukan', 'draft', 'diajukan', m.id_user]];
    if (status === 'divalidasi') steps.push(['validasi', 'diajukan', 'divalidasi', aka01], ['jadwalkan', 'divalidasi', 'divalidasi', aka01]);
    await history('sidang', id, steps);
    if (status !== 'divalidasi') return;
    await db.withSchema('uaps').insertInto('sidang_penguji').values(penguji.map((d, i) => ({ id_sidang_tugas_akhir: id, id_dosen: d, urutan: i + 1 }))).execute();
    if (stage !== 'perbaikan') return;
    // Passed with revisions: every sheet scored and validated, revision uploaded and waiting for dsn00.
    const panel: [number, 'pembimbing' | 'penguji', number][] = [[dsn00, 'pembimbing', 82], ...penguji.map((d, i): [number, 'penguji', number] => [d, 'penguji', 78 + i * 4])];
    for (const [idDosen, peran, nilai] of panel) {
      const comps = komponenV2.filter((c) => c.peran === peran);
      const sheet = await db.withSchema('uaps').insertInto('penilaian').values({ id_sidang_tugas_akhir: id, id_dosen: idDosen, peran, versi: 2, nilai, status: 'divalidasi', validated_by: aka01, validated_at: sql`now() - interval '15 days'` })
        .returning('id_penilaian').executeTakeFirstOrThrow();
      await db.withSchema('uaps').insertInto('penilaian_detail').values(comps.map((c) => ({ id_penilaian: sheet.id_penilaian, id_komponen_penilaian: c.id_komponen_penilaian, nilai }))).execute();
    }
    const akhir = Math.round((panel.reduce((t, p) => t + p[2], 0) / panel.length) * 100) / 100;
    // The letter comes from the programme's scale exactly as finalisation derives it, never typed in.
    const huruf = await hurufNilai(db, m.id_prodi, akhir);
    await db.withSchema('uaps').updateTable('sidang').set({ nilai_akhir: akhir, nilai_huruf: huruf, hasil: 'lulus_perbaikan', hasil_at: sql`now() - interval '15 days'` }).where('id_sidang_tugas_akhir', '=', id).execute();
    await db.withSchema('uaps').updateTable('tugas_akhir').set({ nilai_akhir: akhir, nilai_huruf: huruf }).where('id_tugas_akhir', '=', idTa).execute();
    const f = await berkas(`naskah-perbaikan-${m.id_mahasiswa}.pdf`, m.id_user);
    const pb = await db.withSchema('uaps').insertInto('perbaikan').values({ id_sidang_tugas_akhir: id, id_tugas_akhir: idTa, id_berkas: f.id, nama_berkas: f.nama, catatan: 'Bab 4 dan daftar pustaka diperbaiki sesuai masukan penguji.' })
      .returning('id_perbaikan').executeTakeFirstOrThrow();
    await history('perbaikan', pb.id_perbaikan, [['mengajukan', null, 'diajukan', m.id_user]]);
  };
  for (const [i, s] of stages.entries()) {
    const idUser = await ctx.accounts.create({
      username: s.username, nama: nama[i], demo_label: s.label, flags_kuesioner: 1, flags_telegram: 0, shift: 1,
      penugasan: [{ id_group_user: 'mhs00', id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: prodi.nama_prodi, nama_lembaga: null, nama_fakultas: null, id_prodi: mhs00.id_prodi, id_fakultas: prodi.id_fakultas }],
    });
    const { id_mahasiswa: _id, ...rest } = mhs00;
    const nim = `${mhs00.nim.slice(0, 9)}9${String(i + 1).padStart(3, '0')}`;
    const m = await db.withSchema('master_data').insertInto('mahasiswa').values({ ...rest, id_user: idUser, nim, nama_mahasiswa: nama[i], email: `${nim}@student.unusantara.ac.id` })
      .returning(['id_mahasiswa', 'id_prodi']).executeTakeFirstOrThrow();
    const who = { id_mahasiswa: m.id_mahasiswa as number, id_prodi: m.id_prodi as number, id_user: idUser };
    if (s.stage === 'baru') continue;
    const status = s.stage === 'draft' ? 'draft' : s.stage === 'diajukan' ? 'diajukan' : s.stage === 'dikembalikan' ? 'dikembalikan' : 'divalidasi';
    const idProposal = await proposal(who, s.judul, status, s.stage === 'draft' ? 1 : syarat.length, dsn00);
    if (s.stage === 'tanpa') await tugasAkhir(who, idProposal, s.judul, 'proposal', -5);
    if (s.stage === 'sidang_diajukan' || s.stage === 'sidang' || s.stage === 'perbaikan') {
      const idTa = await tugasAkhir(who, idProposal, s.judul, s.stage === 'perbaikan' ? 'perbaikan' : s.stage === 'sidang' ? 'sidang' : 'bimbingan', -150);
      await tugaskan(idTa, dsn00, 'utama', -148);
      await sesi(idTa, dsn00, 10, 10, -148);
      await db.withSchema('uaps').updateTable('pembimbing').set({ persetujuan_sidang_at: sql`now() - interval '10 days'` }).where('id_tugas_akhir', '=', idTa).execute();
      await seedSidang(who, idTa, s.stage);
    }
    if (s.stage === 'siap') {
      const idTa = await tugasAkhir(who, idProposal, s.judul, 'bimbingan', -90);
      await tugaskan(idTa, dsn00, 'utama', -88);
      await sesi(idTa, dsn00, 9, 8, -88);
    }
  }

  await seedCohortProjects(db, random, mhs00.id_mahasiswa, day);
  await seedRiwayatUaps(db, day);
  await seedIzinPerpanjangan(db, mhs00.id_prodi, dsn00, day);
  await seedPraUaps(ctx);
}

/**
 * Running projects for part of each programme's oldest cohort: up to 3 per supervising lecturer
 * (well inside the quota), with a few validated sessions each. Batched inserts only.
 */
async function seedCohortProjects(db: Kysely<any>, random: () => number, skip: number, day: (n: number) => string): Promise<void> {
  const lecturers = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select(['d.id_dosen', 'd.id_prodi']).where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true).orderBy('d.id_dosen').execute();
  const jenis = await db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').orderBy('urutan').execute();
  const byProdi = new Map<number, number[]>();
  for (const l of lecturers) byProdi.set(l.id_prodi, [...(byProdi.get(l.id_prodi) ?? []), l.id_dosen]);
  for (const [idProdi, dosen] of byProdi) {
    const oldest = await db.withSchema('master_data').selectFrom('mahasiswa').select(sql<number>`min(angkatan)::int`.as('a')).where('id_prodi', '=', idProdi).executeTakeFirst();
    if (!oldest?.a) continue;
    const students = await db.withSchema('master_data').selectFrom('mahasiswa').select(['id_mahasiswa', 'id_user']).where('id_prodi', '=', idProdi).where('angkatan', '=', oldest.a)
      .where('id_mahasiswa', '<>', skip).where(sql<boolean>`not exists (select 1 from uaps.proposal p where p.id_mahasiswa = mahasiswa.id_mahasiswa)`)
      .orderBy('id_mahasiswa').limit(dosen.length * 3).execute();
    if (!students.length) continue;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const rows = students.map((s) => ({ s, judul: `${pick(JUDUL_AWAL)} ${pick(JUDUL_OBJEK)} ${pick(JUDUL_TEMPAT)}`, jenis: jenis[0].id_jenis_tugas_akhir, mulai: -Math.floor(30 + random() * 120) }));
    const proposals = await db.withSchema('uaps').insertInto('proposal').values(rows.map((r) => ({
      id_mahasiswa: r.s.id_mahasiswa, id_prodi: idProdi, id_jenis_tugas_akhir: r.jenis, judul: r.judul, status: 'divalidasi', diajukan_at: sql`${day(r.mulai - 10)}::timestamptz`, divalidasi_at: sql`${day(r.mulai)}::timestamptz`,
    }))).returning(['id_proposal_tugas_akhir', 'id_mahasiswa']).execute();
    const propBy = new Map(proposals.map((p) => [p.id_mahasiswa, p.id_proposal_tugas_akhir]));
    const tas = await db.withSchema('uaps').insertInto('tugas_akhir').values(rows.map((r) => ({
      id_mahasiswa: r.s.id_mahasiswa, id_prodi: idProdi, id_proposal_tugas_akhir: propBy.get(r.s.id_mahasiswa), id_jenis_tugas_akhir: r.jenis, judul: r.judul, status: 'bimbingan',
      tanggal_mulai: day(r.mulai), batas_selesai: sql`(${day(r.mulai)}::date + interval '6 months')::date`,
    }))).returning(['id_tugas_akhir', 'id_mahasiswa', 'tanggal_mulai']).execute();
    const taBy = new Map(tas.map((t) => [t.id_mahasiswa, t.id_tugas_akhir as number]));
    const assign = rows.map((r, i) => ({ id_tugas_akhir: taBy.get(r.s.id_mahasiswa)!, id_dosen: dosen[i % dosen.length], mulai: r.mulai }));
    await db.withSchema('uaps').insertInto('pembimbing').values(assign.map((a) => ({
      id_tugas_akhir: a.id_tugas_akhir, id_dosen: a.id_dosen, peran: 'utama', nomor_surat: `${a.id_tugas_akhir}.1/ST-TA/${day(a.mulai).slice(0, 4)}`, tanggal_surat: day(a.mulai),
    }))).execute();
    const sessions = assign.flatMap((a) => Array.from({ length: Math.floor(random() * 5) }, (_, k) => ({
      id_tugas_akhir: a.id_tugas_akhir, id_dosen: a.id_dosen, tanggal: day(Math.min(-1, a.mulai + 7 * (k + 1))), topik: TOPIK[k % TOPIK.length], status: 'divalidasi', validated_at: sql`now()`,
    })));
    for (let i = 0; i < sessions.length; i += 1000) await db.withSchema('uaps').insertInto('bimbingan').values(sessions.slice(i, i + 1000)).execute();
  }
}

const TOPIK = [
  'Penyusunan latar belakang dan rumusan masalah', 'Tinjauan pustaka dan penelitian terdahulu', 'Perancangan metodologi penelitian',
  'Perancangan sistem dan basis data', 'Implementasi modul utama', 'Pengujian dan evaluasi', 'Analisis hasil dan pembahasan',
  'Penulisan kesimpulan dan saran', 'Revisi naskah keseluruhan',
];
const JUDUL_AWAL = ['Rancang Bangun', 'Analisis', 'Implementasi', 'Evaluasi', 'Pengembangan'];
const JUDUL_OBJEK = ['Sistem Informasi Inventaris', 'Aplikasi Pembelajaran Daring', 'Model Prediksi Penjualan', 'Dasbor Pemantauan Kualitas Air', 'Sistem Pendukung Keputusan Beasiswa'];
const JUDUL_TEMPAT = ['pada UMKM Kota Bandung', 'di Lingkungan Kampus', 'pada Dinas Pendidikan', 'untuk Sekolah Menengah Kejuruan', 'pada Koperasi Simpan Pinjam'];

/**
 * Title changes and extensions for the demo, on cohort projects of mhs00's programme (the demo
 * accounts stay free for the journeys): a title change waiting for dsn00, one approved by its
 * supervisor and waiting for programme staff, and an extension asked 12 days before a deadline.
 */
async function seedIzinPerpanjangan(db: Kysely<any>, idProdi: number, dsn00: number, day: (n: number) => string): Promise<void> {
  const projects = await db.withSchema('uaps').selectFrom('tugas_akhir as ta').innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').innerJoin('uaps.pembimbing as pb', (j) => j.onRef('pb.id_tugas_akhir', '=', 'ta.id_tugas_akhir').on('pb.aktif', '=', true).on('pb.peran', '=', 'utama'))
    .select(['ta.id_tugas_akhir', 'ta.judul', 'm.id_user', 'pb.id_dosen']).where('ta.id_prodi', '=', idProdi).where('ta.status', '=', 'bimbingan')
    .where('u.username', '<>', 'mhs00').where('u.username', 'not like', 'ta.%').orderBy('ta.id_tugas_akhir').execute();
  const users = await db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username']).where('username', 'in', ['dsn00', 'aka01']).execute();
  const userOf = (name: string) => users.find((u) => u.username === name)!.id_user as number;
  const forDsn00 = projects.find((p) => p.id_dosen === dsn00);
  const others = projects.filter((p) => p !== forDsn00);
  const izin = async (p: (typeof projects)[number], judul: string, alasan: string, approvedBy: number | null) => {
    const row = await db.withSchema('uaps').insertInto('izin_perubahan').values({
      id_tugas_akhir: p.id_tugas_akhir, judul_lama: p.judul, judul_baru: judul, alasan, dibuat_oleh: p.id_user,
      status: approvedBy ? 'disetujui_pembimbing' : 'diajukan', id_dosen_pembimbing: approvedBy ? p.id_dosen : null, catatan_pembimbing: approvedBy ? 'Setuju; ruang lingkup lebih terarah.' : null,
    }).returning('id_izin_perubahan').executeTakeFirstOrThrow();
    const steps: { aksi: string; dari: string | null; ke: string; id_user: number }[] = [{ aksi: 'mengajukan', dari: null, ke: 'diajukan', id_user: p.id_user }];
    if (approvedBy) steps.push({ aksi: 'setujui_pembimbing', dari: 'diajukan', ke: 'disetujui_pembimbing', id_user: approvedBy });
    await db.withSchema('uaps').insertInto('riwayat').values(steps.map((st) => ({ jenis: 'izin_perubahan', id_item: row.id_izin_perubahan, ...st }))).execute();
  };
  if (forDsn00) await izin(forDsn00, `${forDsn00.judul} Berbasis Layanan Web`, 'Ruang lingkup dipersempit setelah diskusi dengan mitra penelitian.', null);
  const supervisorUser = others[0] ? await db.withSchema('master_data').selectFrom('dosen').select('id_user').where('id_dosen', '=', others[0].id_dosen).executeTakeFirst() : undefined;
  if (others[0]) await izin(others[0], `${others[0].judul} dengan Pendekatan Design Thinking`, 'Metode penelitian disesuaikan dengan kebutuhan mitra.', (supervisorUser?.id_user as number | undefined) ?? userOf('dsn00'));
  const late = others[1];
  if (!late) return;
  await db.withSchema('uaps').updateTable('tugas_akhir').set({ tanggal_mulai: day(-170), batas_selesai: day(12) }).where('id_tugas_akhir', '=', late.id_tugas_akhir).execute();
  const ext = await db.withSchema('uaps').insertInto('perubahan').values({
    jenis: 'perpanjangan', id_tugas_akhir: late.id_tugas_akhir, alasan: 'Pengambilan data di mitra tertunda karena perubahan jadwal operasional.', bulan: 2, status: 'diajukan', dibuat_oleh: late.id_user,
  }).returning('id_perubahan').executeTakeFirstOrThrow();
  await db.withSchema('uaps').insertInto('riwayat').values([
    { jenis: 'perubahan', id_item: ext.id_perubahan, aksi: 'buat', dari: 'draft', ke: 'draft', id_user: late.id_user },
    { jenis: 'perubahan', id_item: ext.id_perubahan, aksi: 'mengajukan', dari: 'draft', ke: 'diajukan', id_user: late.id_user },
  ]).execute();
}
