import { sql, type Kysely } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { seedDokumenDemo } from './seed-dokumen';
import { seedKegiatan } from './seed-kegiatan';
import { seedIzinDemo } from './seed-izin';
import { seedProyekDemo } from './seed-proyek';

/** A lecturer's birth date read from the NIDN `0DDMMYY...` of a master_data.dosen row `d` (the seed's NIDNs are built so). */
const LAHIR_DARI_NIDN = sql`case when d.nidn is null then date '1975-01-01'
  else make_date(1900 + substr(d.nidn, 6, 2)::int, substr(d.nidn, 4, 2)::int, substr(d.nidn, 2, 2)::int) end`;

/** dsn00's own data, written out: Dr. Ir. Budi Santoso, M.Kom., Lektor Kepala of Teknik Informatika. */
async function seedDemo(db: Kysely<any>, id: number): Promise<void> {
  // The birth date is the one the NIDN (0DDMMYY...) and the NIP carry.
  await sql`insert into lecturer.biodata_dosen (id_dosen, no_sk_dosen, tanggal_sk, tempat_lahir, tanggal_lahir, alamat)
    select ${id}, '045/SK/REK/UNUS/III/2005', date '2005-03-01', 'Bandung', ${LAHIR_DARI_NIDN}, 'Jl. Dipati Ukur No. 35, Lebakgede, Coblong, Kota Bandung 40132'
    from master_data.dosen d where d.id_dosen = ${id}`.execute(db);
  await sql`insert into lecturer.keluarga_dosen (id_dosen, hubungan, nama, tempat_lahir, tanggal_lahir, pekerjaan, urutan) values
    (${id}, 'istri', 'Sri Wahyuni, S.Pd.', 'Garut', '1982-06-14', 'Guru SMA Negeri 3 Bandung', 1),
    (${id}, 'anak', 'Rizky Pratama Santoso', 'Bandung', '2008-09-02', 'Pelajar', 2),
    (${id}, 'anak', 'Nabila Putri Santoso', 'Bandung', '2012-02-21', 'Pelajar', 3)`.execute(db);
  await sql`insert into lecturer.kepangkatan (id_dosen, golongan, pangkat, nomor_sk, tmt) values
    (${id}, 'III/b', 'Penata Muda Tingkat I', '112/SK/YPN/2006', '2006-04-01'),
    (${id}, 'III/c', 'Penata', '087/SK/YPN/2010', '2010-04-01'),
    (${id}, 'III/d', 'Penata Tingkat I', '154/SK/YPN/2014', '2014-10-01'),
    (${id}, 'IV/a', 'Pembina', '203/SK/YPN/2018', '2018-10-01')`.execute(db);
  await sql`insert into lecturer.fungsional (id_dosen, id_jabatan_fungsional, nomor_sk, tmt, angka_kredit)
    select ${id}, j.id_jabatan_fungsional, v.nomor_sk, v.tmt::date, v.ak from (values
      ('aa', '21045/A2.3/KP/2006', '2006-04-01', 150.00),
      ('l', '38812/A2.3/KP/2010', '2010-04-01', 200.00),
      ('lk', '12345/M/KPT/2016', '2016-10-01', 400.00)) v(kode, nomor_sk, tmt, ak)
    join master_data.jabatan_fungsional j on j.kode = v.kode`.execute(db);
  await sql`insert into lecturer.pendidikan (id_dosen, jenjang, gelar, bidang_studi, perguruan_tinggi, tahun_lulus) values
    (${id}, 'S1', 'S.T.', 'Teknik Informatika', 'Institut Teknologi Bandung', 2002),
    (${id}, 'S2', 'M.Kom.', 'Ilmu Komputer', 'Universitas Gadjah Mada', 2006),
    (${id}, 'S3', 'Dr.', 'Ilmu Komputer', 'Universitas Indonesia', 2014),
    (${id}, 'Profesi', 'Ir.', 'Program Profesi Insinyur', 'Institut Teknologi Bandung', 2019)`.execute(db);
  await sql`insert into lecturer.sertifikasi (id_dosen, jenis, bidang, nomor_sertifikat, penyelenggara, tahun) values
    (${id}, 'Sertifikasi Dosen (Serdos)', 'Teknik Informatika', '111001234567', 'Kementerian Pendidikan Tinggi, Sains, dan Teknologi', 2011),
    (${id}, 'Insinyur Profesional Madya (IPM)', 'Teknik Komputer', 'IPM-02-2020-00451', 'Persatuan Insinyur Indonesia', 2020)`.execute(db);
  await sql`insert into lecturer.riwayat_penelitian (id_dosen, judul, tahun, peran, sumber_dana, jumlah_dana) values
    (${id}, 'Sistem Rekomendasi Mata Kuliah Pilihan Berbasis Riwayat Nilai Mahasiswa', 2019, 'ketua', 'Hibah Penelitian Dosen Pemula', 20000000),
    (${id}, 'Deteksi Dini Mahasiswa Berisiko Putus Studi dengan Pembelajaran Mesin', 2022, 'ketua', 'Hibah Penelitian Dasar Kemendikbudristek', 75000000),
    (${id}, 'Arsitektur Layanan Mikro untuk Sistem Informasi Akademik Perguruan Tinggi', 2024, 'anggota', 'Hibah Internal LPPM Universitas Nusantara', 15000000)`.execute(db);
}

/**
 * The lecturers' personal data of the demo campus in a fixed number of set-based statements
 * whatever `ctx.scale` (the bench seeds ~700 lecturers): everything derived from the lecturer's id,
 * NIDN (birth date), sex, rank and degrees through a hash, so every seed is identical. dsn00's data
 * is written out in full (seedDemo).
 */
export async function seedLecturer({ db }: SeedContext): Promise<void> {
  const demo = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirst();
  const idDemo = demo?.id_dosen ?? 0;
  if (demo) await seedDemo(db, idDemo);
  await seedKegiatan(db);

  // Per lecturer: h (a stable hash) and the birth year read from the NIDN (0DDMMYY...).
  const basis = sql`select d.*, abs(hashtext('dosen-' || d.id_dosen)) as h,
      ${LAHIR_DARI_NIDN} as lahir,
      j.kode as jab, array_position(array['tp', 'aa', 'l', 'lk', 'gb'], j.kode) as pos
    from master_data.dosen d join master_data.jabatan_fungsional j on j.id_jabatan_fungsional = d.id_jabatan_fungsional
    where d.id_dosen <> ${idDemo}`;

  await sql`insert into lecturer.biodata_dosen (id_dosen, no_sk_dosen, tanggal_sk, tempat_lahir, tanggal_lahir, alamat)
    select b.id_dosen, lpad((b.id_dosen % 900 + 1)::text, 3, '0') || '/SK/REK/UNUS/' || (extract(year from b.lahir)::int + 27),
      make_date(extract(year from b.lahir)::int + 27, 1 + b.h % 12, 1),
      (array['Bandung', 'Jakarta', 'Surabaya', 'Yogyakarta', 'Semarang', 'Medan', 'Padang', 'Makassar', 'Malang', 'Bogor'])[1 + b.h % 10], b.lahir,
      'Jl. ' || (array['Merdeka', 'Sudirman', 'Diponegoro', 'Ahmad Yani', 'Gatot Subroto', 'Pahlawan', 'Cendrawasih', 'Kenanga'])[1 + b.h % 8]
        || ' No. ' || (1 + b.h % 150) || ', ' || (array['Kota Bandung', 'Kabupaten Bandung', 'Kota Cimahi', 'Kabupaten Sumedang'])[1 + (b.h / 7) % 4]
    from (${basis}) b`.execute(db);

  // A spouse for seven in ten, then up to two children.
  await sql`insert into lecturer.keluarga_dosen (id_dosen, hubungan, nama, tanggal_lahir, pekerjaan, urutan)
    select b.id_dosen, case when b.jenis_kelamin = 'L' then 'istri' else 'suami' end,
      case when b.jenis_kelamin = 'L' then (array['Dewi Lestari', 'Rina Marlina', 'Siti Aminah', 'Yuni Kartika', 'Ratna Sari'])[1 + b.h % 5]
        else (array['Agus Setiawan', 'Bambang Wijaya', 'Dedi Kurniawan', 'Eko Prasetyo', 'Joko Susilo'])[1 + b.h % 5] end,
      b.lahir + 700, (array['Wiraswasta', 'Pegawai Swasta', 'Guru', 'Aparatur Sipil Negara', 'Mengurus Rumah Tangga'])[1 + (b.h / 3) % 5], 1
    from (${basis}) b where b.h % 10 < 7`.execute(db);
  await sql`insert into lecturer.keluarga_dosen (id_dosen, hubungan, nama, tanggal_lahir, pekerjaan, urutan)
    select b.id_dosen, 'anak', (array['Aditya', 'Bunga', 'Citra', 'Dimas', 'Fajar', 'Intan'])[1 + (b.h + n) % 6] || ' ' || split_part(b.nama_dosen, ' ', 1),
      b.lahir + (365 * (28 + 3 * n))::int, 'Pelajar', 1 + n
    from (${basis}) b cross join generate_series(1, 2) n where b.h % 10 < 7 and n <= b.h % 3`.execute(db);

  // The current civil-service rank by functional rank.
  await sql`insert into lecturer.kepangkatan (id_dosen, golongan, pangkat, nomor_sk, tmt)
    select b.id_dosen, (array['III/a', 'III/b', 'III/c', 'IV/a', 'IV/c'])[b.pos], (array['Penata Muda', 'Penata Muda Tingkat I', 'Penata', 'Pembina', 'Pembina Utama Muda'])[b.pos],
      (100 + b.h % 800) || '/SK/YPN/' || least(extract(year from b.lahir)::int + 26 + 4 * b.pos, 2025), make_date(least(extract(year from b.lahir)::int + 26 + 4 * b.pos, 2025), 4, 1)
    from (${basis}) b`.execute(db);

  // Every functional rank from Asisten Ahli up to the current one, four years apart.
  await sql`insert into lecturer.fungsional (id_dosen, id_jabatan_fungsional, nomor_sk, tmt, angka_kredit)
    select b.id_dosen, j.id_jabatan_fungsional, (10000 + b.h % 89999) || '/KP/' || least(extract(year from b.lahir)::int + 27 + 4 * (jp.pos - 2), 2025),
      make_date(least(extract(year from b.lahir)::int + 27 + 4 * (jp.pos - 2), 2025), 1 + b.h % 12, 1), (array[0, 150, 200, 400, 850])[jp.pos]
    from (${basis}) b
    join master_data.jabatan_fungsional j on true
    cross join lateral (select array_position(array['tp', 'aa', 'l', 'lk', 'gb'], j.kode) as pos) jp
    where jp.pos between 2 and b.pos`.execute(db);

  // S1 and S2 for everyone, S3 for the doctors.
  await sql`insert into lecturer.pendidikan (id_dosen, jenjang, gelar, bidang_studi, perguruan_tinggi, tahun_lulus)
    select b.id_dosen, e.jenjang, e.gelar, p.nama_prodi,
      (array['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada', 'Universitas Padjadjaran', 'Institut Teknologi Sepuluh Nopember', 'Universitas Diponegoro'])[1 + (b.h + e.n) % 6],
      least(extract(year from b.lahir)::int + e.umur, 2025)
    from (${basis}) b join master_data.prodi p on p.id_prodi = b.id_prodi
    cross join lateral (values (1, 'S1', case when p.nama_prodi in ('Teknik Informatika', 'Sistem Informasi') then 'S.Kom.' when p.nama_prodi like 'Teknik%' then 'S.T.'
        when p.nama_prodi like 'Pendidikan%' then 'S.Pd.' else 'S.E.' end, 23),
      (2, 'S2', coalesce(split_part(b.gelar_belakang_dosen, ',', 1), 'M.Si.'), 28),
      (3, 'S3', 'Dr.', 36)) e(n, jenjang, gelar, umur)
    where e.n < 3 or coalesce(b.gelar_depan_dosen, '') like '%Dr.%'`.execute(db);

  await sql`insert into lecturer.sertifikasi (id_dosen, jenis, bidang, nomor_sertifikat, penyelenggara, tahun)
    select b.id_dosen, 'Sertifikasi Dosen (Serdos)', p.nama_prodi, lpad((b.h % 1000000000000)::text, 12, '0'),
      'Kementerian Pendidikan Tinggi, Sains, dan Teknologi', least(extract(year from b.lahir)::int + 33, 2025)
    from (${basis}) b join master_data.prodi p on p.id_prodi = b.id_prodi where b.pos >= 2`.execute(db);

  await sql`insert into lecturer.riwayat_penelitian (id_dosen, judul, tahun, peran, sumber_dana, jumlah_dana)
    select b.id_dosen, (array['Analisis Kinerja', 'Model Prediksi', 'Evaluasi Penerapan', 'Rancang Bangun', 'Kajian Efektivitas'])[1 + (b.h + n) % 5]
        || ' ' || (array['Pembelajaran Daring', 'UMKM Digital', 'Layanan Publik', 'Kurikulum Merdeka', 'Energi Terbarukan'])[1 + (b.h / 5 + n) % 5]
        || ' di ' || (array['Jawa Barat', 'Kota Bandung', 'Perguruan Tinggi Swasta', 'Kabupaten Garut'])[1 + (b.h / 11 + n) % 4],
      2025 - n * 2, case when n = 1 then 'ketua' else 'anggota' end,
      (array['Hibah Internal LPPM Universitas Nusantara', 'Hibah Penelitian Dasar Kemendikbudristek', 'Mandiri'])[1 + (b.h + n) % 3],
      (5 + (b.h + n) % 20) * 2500000
    from (${basis}) b cross join generate_series(1, 3) n where n <= b.h % 4`.execute(db);

  await seedDokumenDemo(db);
  await seedIzinDemo(db);
  await seedProyekDemo(db);
}
