import { sql, type Kysely } from 'kysely';

// dokumen-dosen (decision 0030): the administrator files a lecturer's documents. Each document gets
// master-data's category (dokumen_kategori), a version for the replace/delete check, and who filed
// and last changed it. `jenis` stays: the lecturer's GET dokumen/dosen answers it as before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lecturer.dokumen_dosen
    add column id_dokumen_kategori integer references master_data.dokumen_kategori,
    add column versi integer not null default 1,
    add column diunggah_oleh integer references core.pengguna,
    add column diubah timestamptz not null default now(),
    add column diubah_oleh integer references core.pengguna`.execute(db);
  // Rows filed before get the category of their kind; a certificate other than the educator's is "Dokumen Lainnya".
  await sql`update lecturer.dokumen_dosen d set id_dokumen_kategori = k.id_dokumen_kategori
    from master_data.dokumen_kategori k
    where k.kode = case when d.jenis = 'sk' then 'sk' when d.jenis = 'ijazah' then 'ijazah'
      when d.jenis = 'sertifikat' and d.judul ilike '%pendidik%' then 'serdos' else 'lainnya' end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lecturer.dokumen_dosen drop column id_dokumen_kategori, drop column versi,
    drop column diunggah_oleh, drop column diubah, drop column diubah_oleh`.execute(db);
}
