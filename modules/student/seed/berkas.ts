import { sql, type Kysely } from 'kysely';
import { FileStore } from '../../../core/server/files/store';
import { a4Document, formatTanggalCetak, renderPdf, type Kop } from '../../../core/server/print';

/** PMB document check for every student (set-based): the required admission documents, all verified. */
export async function seedBerkasPmbSemua(db: Kysely<any>): Promise<void> {
  await sql`
    insert into student.berkas_pmb (id_mahasiswa, id_dokumen_kategori, wajib, status, diperiksa_pada)
    select m.id_mahasiswa, k.id_dokumen_kategori, k.kode <> 'foto', 'valid', make_date(m.angkatan, 8, 1)::timestamp + time '10:00'
    from master_data.mahasiswa m cross join master_data.dokumen_kategori k
    where k.kode in ('ijazah', 'transkrip', 'ktp', 'kk', 'akta', 'foto')
  `.execute(db);
  await sql`
    insert into student.biodata_mahasiswa (id_mahasiswa, alamat, rt_rw, kode_pos)
    select m.id_mahasiswa, 'Jl. Merdeka No. ' || (m.id_mahasiswa % 200 + 1), lpad((m.id_mahasiswa % 12 + 1)::text, 3, '0') || '/' || lpad((m.id_mahasiswa % 7 + 1)::text, 3, '0'),
      (40111 + m.id_mahasiswa % 500)::text
    from master_data.mahasiswa m
  `.execute(db);
}

/** A small real PDF standing in for a scanned document or a certificate, made with the print helper. */
export async function pdfDokumen(kop: Kop, judul: string, baris: Array<[string, string]>, penanda: { jabatan: string; nama: string; nomor?: string }, tanggal: Date): Promise<Buffer> {
  return renderPdf(a4Document({
    kop, judul, identitas: baris,
    tabel: { kolom: ['Keterangan'], baris: [['Dokumen ini dibuat oleh sistem untuk kampus demo.']], lebar: ['*'] },
    tandaTangan: [penanda], tanggalCetak: formatTanggalCetak(tanggal),
  }));
}

/** Stores a generated PDF in core.berkas and returns its id. */
export async function simpanPdf(db: Kysely<any>, pdf: Buffer, nama: string, idUser: number | null): Promise<string> {
  const file = await new FileStore(db).save(pdf, { nama, allowed: ['pdf'], maxBytes: 5 * 1024 * 1024, id_user: idUser });
  return file.id;
}
