import { sql, type Kysely } from 'kysely';

const ref = (table: string) => [`id_${table} as id`, 'kode', 'nama', 'urutan'] as const;

/** A plain reference list (id, kode, nama, urutan) in display order. */
export function listReference(db: Kysely<any>, table: string) {
  return db.withSchema('master_data').selectFrom(table).select([...ref(table)]).orderBy('urutan').orderBy(`id_${table}`).execute();
}

export function listDokumenKategori(db: Kysely<any>, untuk?: 'mahasiswa' | 'dosen') {
  let q = db.withSchema('master_data').selectFrom('dokumen_kategori').select([...ref('dokumen_kategori'), 'untuk']);
  if (untuk) q = q.where('untuk', 'in', [untuk, 'semua']);
  return q.orderBy('urutan').execute();
}

export function listSesiKegiatan(db: Kysely<any>) {
  return db.withSchema('master_data').selectFrom('sesi_kegiatan')
    .select([...ref('sesi_kegiatan'), sql<string>`to_char(jam_mulai, 'HH24:MI')`.as('jam_mulai'), sql<string>`to_char(jam_selesai, 'HH24:MI')`.as('jam_selesai')])
    .orderBy('urutan').execute();
}

/** Requirement files of a final-project stage: 'proposal' or 'sidang'. */
export function listSyaratBerkas(db: Kysely<any>, tahap: 'proposal' | 'sidang') {
  return db.withSchema('master_data').selectFrom('syarat_berkas_ta').select([...ref('syarat_berkas_ta'), 'wajib', 'ukuran_maks_kb'])
    .where('tahap', '=', tahap).orderBy('urutan').execute();
}

/** Grade components of one version (1 or 2), optionally of one role. */
export function listKomponenPenilaian(db: Kysely<any>, versi: 1 | 2, peran?: 'pembimbing' | 'penguji') {
  let q = db.withSchema('master_data').selectFrom('komponen_penilaian')
    .select([...ref('komponen_penilaian'), 'versi', 'peran', sql<number>`bobot::float8`.as('bobot')]).where('versi', '=', versi);
  if (peran) q = q.where('peran', '=', peran);
  return q.orderBy('peran').orderBy('urutan').execute();
}
