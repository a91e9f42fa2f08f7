import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { a4Document, formatTanggalCetak, renderPdf } from '../../../core/server/print';
import { httpError } from '../../../core/server/http/errors';
import { formatRentangJam } from '../format';
import { tu } from './access';
import { kopUntuk } from './cetak.service';
import { ujianFor } from './pra-uaps.service';

type Db = Kysely<any>;
const c = (key: string, vars?: Record<string, string | number>) => tu(`cetak.${key}`, vars);
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');

/**
 * GET proposal/penguji/cetak: the examination's invitation (undangan: schedule, room, panel) or its
 * minutes (berita_acara: the result, the required revisions and the revision's approval; only once
 * a result is recorded). Readable by the student, the panel and staff with access.
 */
export async function cetakUjianProposal(db: Db, user: TokenClaims, q: { id_ujian_proposal: number; jenis: 'undangan' | 'berita_acara' }, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const { row } = await ujianFor(db, user, q.id_ujian_proposal);
  if (q.jenis === 'berita_acara' && row.status === 'dijadwalkan') throw httpError(409, tu('galat.ujian_belum_dinilai'));
  const info = await db.withSchema('master_data').selectFrom('prodi as p').innerJoin('fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .leftJoin('dosen as k', 'k.id_dosen', 'p.id_dosen_kaprodi')
    .select(['p.jenjang', 'f.nama_fakultas', sql<string | null>`case when k.id_dosen is null then null else concat_ws(' ', k.gelar_depan_dosen, k.nama_dosen || coalesce(', ' || k.gelar_belakang_dosen, '')) end`.as('kaprodi')])
    .where('p.id_prodi', '=', row.id_prodi).executeTakeFirstOrThrow();
  const waktuUjian = `${formatTanggalCetak(row.tanggal, true)}, ${formatRentangJam(row.jam_mulai, row.jam_selesai)}`;
  const identitas: Array<[string, string]> = [[c('nim'), row.nim], [c('nama'), row.nama_mahasiswa], [c('prodi'), `${info.jenjang} ${row.nama_prodi}`], [c('judul'), row.judul],
    [c('waktu_ujian'), waktuUjian], [c('ruang'), row.nama_ruang]];
  const panel = row.penguji.map((p, i) => [i + 1, p.nama_dosen, c('penguji_ke', { n: p.urutan })]);
  const berita = q.jenis === 'berita_acara';
  const pdf = await renderPdf(a4Document({
    kop: await kopUntuk(db, info.nama_fakultas),
    judul: berita ? c('berita_acara_pra_uaps') : c('undangan_pra_uaps'),
    subjudul: c('sidang_pra_uaps'),
    identitas,
    tabel: { kolom: [c('no'), c('dosen'), c('peran_panel')], baris: panel, lebar: ['auto', '*', 'auto'] },
    ringkasan: berita
      ? [[c('hasil_pra_uaps'), row.hasil ? tu(`hasil.${row.hasil}`) : '-'], [c('catatan_penguji'), row.catatan_hasil ?? '-'],
        [c('status_perbaikan'), row.disetujui_oleh ? c('perbaikan_disetujui_oleh', { nama: row.disetujui_oleh, waktu: row.selesai_at ?? '' }) : tu(`status.${row.status}`)]]
      : undefined,
    catatan: berita ? [c('catatan_berita_acara_pra_uaps')] : [c('isi_undangan_pra_uaps', { waktu: waktuUjian, ruang: row.nama_ruang })],
    tandaTangan: berita
      ? row.penguji.map((p) => ({ jabatan: c('penguji_ke', { n: p.urutan }), nama: p.nama_dosen }))
      : [{ jabatan: c('kaprodi', { prodi: row.nama_prodi }), nama: info.kaprodi ?? '-' }],
    tanggalCetak: formatTanggalCetak(now),
  }));
  return { pdf, nama: `${berita ? 'berita-acara' : 'undangan'}-pra-uaps-${fileSafe(row.nim)}.pdf` };
}
