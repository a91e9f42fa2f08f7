import { sql, type Kysely } from 'kysely';
import { FileStore } from '../../core/server/files/store';
import { namaLengkapDosenSql } from '../master-data/public';
import { a4Document, formatNip, formatTanggalCetak, readKop, renderPdf } from '../../core/server/print';

interface Dokumen { jenis: 'sk' | 'sertifikat' | 'ijazah'; judul: string; nomor: string | null; tanggal: string; penerbit: string }

/** master-data's category of a seeded document (as migration 006 files the older rows). */
const kodeKategori = (doc: Dokumen) => (doc.jenis === 'sertifikat' ? (/pendidik/i.test(doc.judul) ? 'serdos' : 'lainnya') : doc.jenis);

/**
 * The demo lecturers' (dsn00, kor00) stored documents as real PDFs, made from their own seeded
 * records: the appointment decree, the latest functional-rank decree, each certificate and the
 * highest diploma. Only the demo accounts get files, so the bench's hundreds of lecturers cost nothing.
 */
export async function seedDokumenDemo(db: Kysely<any>): Promise<void> {
  const kop = (await readKop(db)) ?? { nama: 'Universitas Nusantara' };
  const store = new FileStore(db);
  // Filed by the administrator, the personnel office of this product (decision 0030).
  const admin = await db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'adm00').executeTakeFirst();
  const kategori = Object.fromEntries((await db.selectFrom('master_data.dokumen_kategori').select(['kode', 'id_dokumen_kategori']).execute())
    .map((k) => [k.kode as string, k.id_dokumen_kategori as number]));
  const dosen = await sql<{ id_dosen: number; id_user: number; nama: string; nip: string | null; nidn: string | null }>`
    select d.id_dosen, d.id_user, ${namaLengkapDosenSql('d')} as nama,
      d.nip::text as nip, d.nidn::text as nidn
    from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username in ('dsn00', 'kor00') order by d.id_dosen`.execute(db);
  for (const d of dosen.rows) {
    const { rows } = await sql<Dokumen>`
      select 'sk' as jenis, 'SK Pengangkatan Dosen Tetap' as judul, b.no_sk_dosen as nomor, to_char(b.tanggal_sk, 'YYYY-MM-DD') as tanggal, 'Rektor Universitas Nusantara' as penerbit
        from lecturer.biodata_dosen b where b.id_dosen = ${d.id_dosen} and b.no_sk_dosen is not null and b.tanggal_sk is not null
      union all
      (select 'sk', 'SK Jabatan Fungsional ' || j.nama, f.nomor_sk, to_char(f.tmt, 'YYYY-MM-DD'), 'Kementerian Pendidikan Tinggi, Sains, dan Teknologi'
        from lecturer.fungsional f join master_data.jabatan_fungsional j on j.id_jabatan_fungsional = f.id_jabatan_fungsional
        where f.id_dosen = ${d.id_dosen} order by f.tmt desc limit 1)
      union all
      select 'sertifikat', case when s.jenis ilike 'sertifikasi%' then s.jenis else 'Sertifikat ' || s.jenis end, s.nomor_sertifikat, s.tahun || '-12-01', s.penyelenggara
        from lecturer.sertifikasi s where s.id_dosen = ${d.id_dosen}
      union all
      (select 'ijazah', 'Ijazah ' || p.jenjang || ' ' || p.bidang_studi, null, p.tahun_lulus || '-08-31', p.perguruan_tinggi
        from lecturer.pendidikan p where p.id_dosen = ${d.id_dosen} and p.jenjang <> 'Profesi' order by p.tahun_lulus desc limit 1)`.execute(db);
    for (const doc of rows) {
      const pdf = await renderPdf(a4Document({
        kop,
        judul: doc.judul.toUpperCase(),
        subjudul: doc.nomor ? `Nomor: ${doc.nomor}` : undefined,
        identitas: [['Nama', d.nama], d.nip ? ['NIP', formatNip(d.nip)] : ['NIDN', d.nidn ?? '-'], ['Diterbitkan oleh', doc.penerbit]],
        tabel: { kolom: ['Keterangan'], baris: [['Salinan dokumen yang diarsipkan bagian kepegawaian untuk kampus demo.']], lebar: ['*'] },
        tandaTangan: [{ jabatan: 'Kepala Bagian Kepegawaian', nama: 'Drs. Wahyu Hidayat, M.M.' }],
        tanggalCetak: formatTanggalCetak(doc.tanggal),
      }));
      const file = await store.save(pdf, { nama: `${doc.judul.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`, allowed: ['pdf'], maxBytes: 5 * 1024 * 1024, id_user: d.id_user });
      await db.insertInto('lecturer.dokumen_dosen')
        .values({ id_dosen: d.id_dosen, jenis: doc.jenis, judul: doc.judul, nomor: doc.nomor, tanggal: doc.tanggal, id_berkas: file.id,
          id_dokumen_kategori: kategori[kodeKategori(doc)] ?? null, diunggah_oleh: admin?.id_user ?? null, diubah_oleh: admin?.id_user ?? null }).execute();
    }
  }
}
