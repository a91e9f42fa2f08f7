import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { demoPdf, randomUUIDFrom } from './seed-files';

/**
 * The proposal-examination part of the demo campus: three students of mhs00's programme with a
 * validated proposal, examined by dsn00 and a colleague: scheduled today, examined with a
 * revision that waits for dsn00's approval, and finished (passed after an approved revision).
 */
export async function seedPraUaps(ctx: SeedContext): Promise<void> {
  const { db, random } = ctx;
  const today = (await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as d`.execute(db)).rows[0].d;
  const day = (offset: number) => new Date(new Date(`${today}T00:00:00Z`).getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const mhs00 = await db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .selectAll('m').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow() as { id_mahasiswa: number; id_prodi: number; nim: string } & Record<string, unknown>;
  const prodi = await db.withSchema('master_data').selectFrom('prodi').select(['nama_prodi', 'id_fakultas']).where('id_prodi', '=', mhs00.id_prodi).executeTakeFirstOrThrow();
  const users = await db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username']).where('username', 'in', ['aka01', 'dsn00']).execute();
  const aka01 = users.find((u) => u.username === 'aka01')!.id_user as number;
  const dsn00User = users.find((u) => u.username === 'dsn00')!.id_user as number;
  const dosen = await db.withSchema('master_data').selectFrom('dosen as d').leftJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select(['d.id_dosen', 'u.username', 'u.id_user']).where('d.id_prodi', '=', mhs00.id_prodi).where('d.aktif', '=', true).orderBy('d.id_dosen').execute();
  const dsn00 = dosen.find((d) => d.username === 'dsn00')!.id_dosen as number;
  // The last lecturers of the programme, so the defence panels seeded earlier stay apart.
  const rekan = dosen.filter((d) => d.username !== 'dsn00' && d.username !== 'kor00').at(-1)!;
  const skripsi = (await db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').where('kode', '=', 'skripsi').executeTakeFirstOrThrow()).id_jenis_tugas_akhir;
  const ruang = (await db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy('id_ruang').limit(3).execute()).map((r) => r.id_ruang as number);

  const stages = [
    { username: 'ta.prauaps', nama: 'Eka Wulandari', label: 'Mahasiswa TA: sidang pra-UAPS dijadwalkan hari ini (penguji dsn00)', judul: 'Sistem Informasi Peminjaman Alat Laboratorium Berbasis QR Code', stage: 'dijadwalkan', tanggal: 0 },
    { username: 'ta.prauapsperbaikan', nama: 'Galih Prasetyo', label: 'Mahasiswa TA: lulus sidang pra-UAPS dengan perbaikan, menunggu persetujuan penguji', judul: 'Deteksi Plagiarisme Naskah Skripsi dengan Cosine Similarity', stage: 'perbaikan_diajukan', tanggal: -7 },
    { username: 'ta.prauapsselesai', nama: 'Hana Safitri', label: 'Mahasiswa TA: sidang pra-UAPS selesai', judul: 'Aplikasi Pemantauan Kehadiran Dosen Berbasis Geolokasi', stage: 'lulus', tanggal: -14 },
  ] as const;
  const history = (id: number, rows: [string, string | null, string, number, string | null][]) =>
    db.withSchema('uaps').insertInto('riwayat').values(rows.map(([aksi, dari, ke, id_user, catatan]) => ({ jenis: 'ujian_proposal', id_item: id, aksi, dari, ke, id_user, catatan }))).execute();

  for (const [i, s] of stages.entries()) {
    const idUser = await ctx.accounts.create({
      username: s.username, nama: s.nama, demo_label: s.label, flags_kuesioner: 1, flags_telegram: 0, shift: 1,
      penugasan: [{ id_group_user: 'mhs00', id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: prodi.nama_prodi, nama_lembaga: null, nama_fakultas: null, id_prodi: mhs00.id_prodi, id_fakultas: prodi.id_fakultas }],
    });
    const { id_mahasiswa: _id, ...rest } = mhs00;
    const nim = `${mhs00.nim.slice(0, 9)}8${String(i + 1).padStart(3, '0')}`;
    const m = await db.withSchema('master_data').insertInto('mahasiswa').values({ ...rest, id_user: idUser, nim, nama_mahasiswa: s.nama, email: `${nim}@student.unusantara.ac.id` })
      .returning(['id_mahasiswa']).executeTakeFirstOrThrow();
    const p = await db.withSchema('uaps').insertInto('proposal').values({
      id_mahasiswa: m.id_mahasiswa, id_prodi: mhs00.id_prodi, id_jenis_tugas_akhir: skripsi, judul: s.judul, ringkasan: `Ringkasan penelitian: ${s.judul}.`, status: 'divalidasi',
      diajukan_at: sql`now() - interval '30 days'`, divalidasi_at: sql`now() - interval '25 days'`,
    }).returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    await db.withSchema('uaps').insertInto('riwayat').values([
      { jenis: 'proposal', id_item: p.id_proposal_tugas_akhir, aksi: 'mengajukan', dari: 'draft', ke: 'diajukan', id_user: idUser },
      { jenis: 'proposal', id_item: p.id_proposal_tugas_akhir, aksi: 'validasi', dari: 'diajukan', ke: 'divalidasi', id_user: aka01 },
    ]).execute();
    await db.withSchema('uaps').insertInto('tugas_akhir').values({
      id_mahasiswa: m.id_mahasiswa, id_prodi: mhs00.id_prodi, id_proposal_tugas_akhir: p.id_proposal_tugas_akhir, id_jenis_tugas_akhir: skripsi, judul: s.judul, status: 'proposal',
      tanggal_mulai: day(-25), batas_selesai: sql`(${day(-25)}::date + interval '6 months')::date`,
    }).execute();

    const examined = s.stage !== 'dijadwalkan';
    const revisi = 'Perjelas batasan masalah dan tambahkan rencana pengujian sistem.';
    let berkas: { id: string; nama: string } | null = null;
    if (examined) {
      const isi = demoPdf(`Perbaikan proposal ${nim}`);
      berkas = { id: randomUUIDFrom(random), nama: `perbaikan-proposal-${nim}.pdf` };
      await db.withSchema('core').insertInto('berkas').values({ id: berkas.id, nama: berkas.nama, mime: 'application/pdf', ukuran: isi.length, sha256: createHash('sha256').update(isi).digest('hex'), isi, id_user: idUser }).execute();
    }
    const u = await db.withSchema('uaps').insertInto('ujian_proposal').values({
      id_proposal_tugas_akhir: p.id_proposal_tugas_akhir, id_prodi: mhs00.id_prodi, status: s.stage, tanggal: day(s.tanggal), jam_mulai: '09:00', jam_selesai: '10:00',
      id_ruang: ruang[i % ruang.length], dijadwalkan_oleh: aka01,
      ...(examined ? {
        hasil: 'lulus_perbaikan', catatan_hasil: revisi, hasil_oleh: dsn00, hasil_at: sql`${day(s.tanggal)}::date + time '10:00'`,
        id_berkas_perbaikan: berkas!.id, nama_berkas_perbaikan: berkas!.nama, catatan_perbaikan: 'Batasan masalah dan rencana pengujian sudah ditambahkan di Bab 1 dan Bab 3.',
        perbaikan_diajukan_at: sql`${day(s.tanggal + 3)}::date + time '09:00'`,
      } : {}),
      ...(s.stage === 'lulus' ? { disetujui_oleh: dsn00, selesai_at: sql`${day(s.tanggal + 5)}::date + time '09:00'` } : {}),
    }).returning('id_ujian_proposal').executeTakeFirstOrThrow();
    await db.withSchema('uaps').insertInto('ujian_proposal_penguji').values([
      { id_ujian_proposal: u.id_ujian_proposal, id_dosen: dsn00, urutan: 1 }, { id_ujian_proposal: u.id_ujian_proposal, id_dosen: rekan.id_dosen, urutan: 2 },
    ]).execute();
    const steps: [string, string | null, string, number, string | null][] = [['jadwalkan', 'dijadwalkan', 'dijadwalkan', aka01, `${day(s.tanggal)} 09:00-10:00`]];
    if (examined) steps.push(['lulus_perbaikan', 'dijadwalkan', 'perlu_perbaikan', dsn00User, revisi], ['ajukan_perbaikan', 'perlu_perbaikan', 'perbaikan_diajukan', idUser, berkas!.nama]);
    if (s.stage === 'lulus') steps.push(['setujui_perbaikan', 'perbaikan_diajukan', 'lulus', dsn00User, null]);
    await history(u.id_ujian_proposal, steps);
  }
}
