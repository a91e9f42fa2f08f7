import { sql, type Kysely } from 'kysely';

// The demo campus's course clusters (rumpun mata kuliah), the expertise reference list and kor00's
// own preferences, so every preference page shows real content. Clusters are named for the two
// computing programmes; every other course falls into its programme's general or core cluster.

const UMUM = 'Mata Kuliah Umum dan Tugas Akhir';
const KEILMUAN = 'Mata Kuliah Keilmuan Program Studi';
/** General and final-stage courses (master-data's MATKUL_UMUM_S1/S2). */
const NAMA_UMUM = [
  'Pendidikan Agama', 'Pancasila', 'Bahasa Indonesia', 'Bahasa Inggris I', 'Bahasa Inggris II', 'Pendidikan Kewarganegaraan', 'Kewirausahaan',
  'Metodologi Penelitian', 'Kuliah Kerja Nyata', 'Kerja Praktik', 'Skripsi', 'Filsafat Ilmu', 'Metodologi Penelitian Lanjut', 'Tesis',
];

/** Programme code -> cluster -> course names. */
const RUMPUN: Record<string, Record<string, string[]>> = {
  55201: {
    'Pemrograman dan Rekayasa Perangkat Lunak': ['Algoritma dan Pemrograman', 'Struktur Data', 'Pemrograman Berorientasi Objek', 'Rekayasa Perangkat Lunak', 'Pemrograman Web'],
    'Kecerdasan Buatan dan Sains Data': ['Kecerdasan Buatan', 'Pembelajaran Mesin', 'Statistika dan Probabilitas', 'Basis Data'],
    'Sistem dan Jaringan Komputer': ['Sistem Operasi', 'Jaringan Komputer', 'Keamanan Informasi', 'Komputasi Awan'],
    'Matematika dan Dasar Komputasi': ['Matematika Diskrit', 'Kalkulus'],
  },
  57201: {
    'Analisis dan Pengembangan Sistem': ['Dasar Pemrograman', 'Basis Data', 'Analisis dan Perancangan Sistem', 'Pemrograman Web'],
    'Sistem Informasi Bisnis': ['Pengantar Sistem Informasi', 'Analisis Proses Bisnis', 'Sistem Enterprise', 'Business Intelligence', 'E-Business'],
    'Tata Kelola dan Manajemen TI': ['Manajemen Proyek Sistem Informasi', 'Tata Kelola TI', 'Audit Sistem Informasi'],
  },
};

/** The expertise reference list: group -> fields. */
const BIDANG: Record<string, string[]> = {
  'Ilmu Komputer': ['Rekayasa Perangkat Lunak', 'Kecerdasan Buatan', 'Sains Data', 'Jaringan Komputer', 'Keamanan Siber',
    'Komputasi Awan dan Sistem Terdistribusi', 'Interaksi Manusia dan Komputer', 'Sistem Informasi', 'Tata Kelola Teknologi Informasi'],
  'Ekonomi dan Bisnis': ['Manajemen Keuangan', 'Manajemen Pemasaran', 'Manajemen Sumber Daya Manusia', 'Akuntansi Keuangan', 'Perpajakan', 'Auditing'],
  Teknik: ['Rekayasa Struktur', 'Rekayasa Transportasi', 'Sumber Daya Air', 'Sistem Tenaga Listrik', 'Elektronika dan Kendali'],
  Pendidikan: ['Pendidikan Dasar', 'Pendidikan Matematika', 'Pendidikan Bahasa Indonesia', 'Evaluasi Pendidikan'],
};

const KOR00 = {
  rumpun: ['Pemrograman dan Rekayasa Perangkat Lunak', 'Sistem dan Jaringan Komputer'],
  prioritas: ['Rekayasa Perangkat Lunak', 'Pemrograman Web', 'Komputasi Awan'],
  waktu: [[1, '08:00', '12:00'], [1, '13:00', '16:00'], [3, '08:00', '15:00'], [4, '18:30', '21:00']] as const,
  bidang: ['Rekayasa Perangkat Lunak', 'Komputasi Awan dan Sistem Terdistribusi'],
};

/** Every course with its cluster name: named clusters first, then general, then the programme's core. */
function tugasRumpun() {
  const peta = Object.entries(RUMPUN).flatMap(([kode, rumpun]) => Object.entries(rumpun).flatMap(([nama, mk]) => mk.map((m) => sql`(${kode}, ${m}, ${nama})`)));
  return sql`select mk.id_mata_kuliah, mk.id_prodi,
      coalesce(peta.nama_rumpun, case when mk.nama_mata_kuliah in (${sql.join(NAMA_UMUM)}) then ${UMUM} else ${KEILMUAN} end) as nama_rumpun
    from master_data.mata_kuliah mk join master_data.prodi p on p.id_prodi = mk.id_prodi
    left join (values ${sql.join(peta)}) as peta(kode_prodi, nama_mata_kuliah, nama_rumpun)
      on peta.kode_prodi = p.kode_prodi and peta.nama_mata_kuliah = mk.nama_mata_kuliah`;
}

/** Clusters and their courses for every programme, the expertise list, and kor00's preferences. */
export async function seedPreferensi(db: Kysely<any>): Promise<void> {
  await sql`insert into teaching.rumpun_mata_kuliah (id_prodi, nama_rumpun) select distinct id_prodi, nama_rumpun from (${tugasRumpun()}) t`.execute(db);
  await sql`insert into teaching.rumpun_mata_kuliah_anggota (id_mata_kuliah, id_rumpun_mata_kuliah)
    select t.id_mata_kuliah, r.id_rumpun_mata_kuliah from (${tugasRumpun()}) t
    join teaching.rumpun_mata_kuliah r on r.id_prodi = t.id_prodi and r.nama_rumpun = t.nama_rumpun`.execute(db);
  await db.insertInto('teaching.bidang_keahlian')
    .values(Object.entries(BIDANG).flatMap(([kelompok, nama]) => nama.map((n) => ({ kelompok, nama_bidang_keahlian: n })))).execute();

  const kor = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'kor00').executeTakeFirst();
  if (!kor) return;
  await sql`insert into teaching.rumpun_dosen (id_dosen, id_rumpun_mata_kuliah)
    select ${kor.id_dosen}, id_rumpun_mata_kuliah from teaching.rumpun_mata_kuliah where id_prodi = ${kor.id_prodi} and nama_rumpun in (${sql.join(KOR00.rumpun)})`.execute(db);
  await sql`insert into teaching.prioritas_mata_kuliah (id_dosen, urutan, id_mata_kuliah)
    select ${kor.id_dosen}, u.urutan, mk.id_mata_kuliah from (values ${sql.join(KOR00.prioritas.map((n, i) => sql`(${n}, ${i + 1}::int)`))}) as u(nama, urutan)
    join master_data.mata_kuliah mk on mk.nama_mata_kuliah = u.nama and mk.id_prodi = ${kor.id_prodi}`.execute(db);
  await db.insertInto('teaching.waktu_mengajar')
    .values(KOR00.waktu.map(([hari, jam_mulai, jam_selesai]) => ({ id_dosen: kor.id_dosen, hari, jam_mulai, jam_selesai }))).execute();
  await sql`insert into teaching.bidang_keahlian_dosen (id_dosen, id_bidang_keahlian)
    select ${kor.id_dosen}, id_bidang_keahlian from teaching.bidang_keahlian where nama_bidang_keahlian in (${sql.join(KOR00.bidang)})`.execute(db);
}
