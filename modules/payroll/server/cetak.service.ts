import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { formatRupiah } from '../../../core/contract/format';
import { formatNip, formatTanggalCetak, readKop, renderA4, type Kop, type PenandaTangan, type SelTabel } from '../../../core/server/print';
import type { HonorQuery } from '../schemas';
import { statusSlip } from '../status-slip';
import { slipDenganStatus } from './pembayaran.service';
import { honorUjian, tp } from './slip.service';

const c = (key: string, vars?: Record<string, string | number>) => tp(`cetak.${key}`, vars);
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');

/** The letterhead with the finance bureau as the unit line. */
async function kop(db: Kysely<any>): Promise<Kop> {
  const stored = (await readKop(db)) ?? { nama: c('kop_bawaan') };
  return { ...stored, unit: c('unit') };
}

interface Orang { nama_dosen: string; nip: string | null; nidn: string | null; nama_jabatan_fungsional: string; norekening: string | null; id_bkd: string | null }

function identitas(d: Orang): Array<[string, string]> {
  return [
    [tp('identitas.nama'), d.nama_dosen],
    d.nip ? [tp('identitas.nip'), formatNip(d.nip)] : [tp('identitas.nidn'), d.nidn ?? '-'],
    [tp('identitas.jabatan'), d.nama_jabatan_fungsional],
    [tp('identitas.norekening'), d.norekening ?? '-'],
    [tp('identitas.id_bkd'), d.id_bkd ?? '-'],
  ];
}

/** The lecturer signs as the receiver, with the NIP (8-6-1-3) or else the NIDN. */
function penerima(d: Orang): PenandaTangan {
  const nomor = d.nip ? `${c('label_nip')} ${formatNip(d.nip)}` : d.nidn ? `${c('label_nidn')} ${d.nidn}` : undefined;
  return { jabatan: c('jabatan_penerima'), nama: d.nama_dosen, nomor };
}

/**
 * slip-gaji/dosen/gaji-bulanan/cetak: the month's slip as an A4 PDF, income, deductions and the net
 * amount in 'Rp 1.500.000', with where it stands (provisional, final, transferred) as its first note.
 */
export async function cetakGaji(db: Kysely<any>, user: TokenClaims, bulan: string | undefined, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const s = await slipDenganStatus(db, user, bulan, now);
  const status = statusSlip(s, formatTanggalCetak);
  const g = s.detail_gaji;
  const line = (key: keyof typeof g, label = tp(`gaji.${key}`)): SelTabel[] => [label, formatRupiah(g[key] as number)];
  const judul = (key: string): SelTabel[] => [tp(key).toUpperCase(), ' '];
  const baris: SelTabel[][] = [
    judul('gaji.pendapatan'),
    [tp('gaji.total_absen'), tp('gaji.total_absen_nilai', { n: g.total_absen })],
    line('gaji_pokok'), line('tunjangan_akademik'), line('tunjangan_nidn'), line('tunjangan_tambahan'), line('jumlah_honor_absen'),
    line('honor_kelebihan_pengajaran'), line('jumlah_honor_penelitian'), line('jumlah_honor_pkm'),
    line('total_gaji'),
    judul('gaji.potongan'),
    line('pph_dua_satu', s.dasar.label_pph), line('potongan_bkd1'), line('potongan_bkd2'), line('potongan_lain'),
    [tp('gaji.total_potongan'), formatRupiah(s.dasar.total_potongan)],
    judul('gaji.bersih'),
    line('total_penerimaan_bersih'),
  ];
  const pdf = await renderA4({
    kop: await kop(db),
    judul: c('judul_gaji'),
    subjudul: c('subjudul_gaji', { bulan: s.nama_bulan }),
    identitas: [...identitas(s), [tp('identitas.bulan'), s.nama_bulan]],
    // Group headings and totals bold, amounts right-aligned.
    tabel: { kolom: [c('uraian'), c('jumlah')], lebar: ['*', 'auto'], baris, kanan: [1], tebal: baris.flatMap((b, i) => (b[1] === ' ' || /^total/i.test(String(b[0])) ? [i] : [])) },
    ringkasan: [
      [tp('gaji.sks_diampu'), tp('gaji.sks_nilai', { sks: s.dasar.sks_diampu, wajib: s.dasar.kewajiban_sks })],
      [tp('gaji.total_penerimaan_bersih'), formatRupiah(g.total_penerimaan_bersih)],
    ],
    catatan: [tp(status.kunci, status.nilai), c('catatan_gaji')],
    tandaTangan: [penerima(s)],
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `Slip-Gaji_${s.bulan}_${fileSafe(s.nidn ?? String(s.id_dosen))}.pdf` };
}

/** slip-gaji/dosen/honor-uts-uas/cetak: the semester's exam honorarium per class as an A4 PDF. */
export async function cetakHonor(db: Kysely<any>, user: TokenClaims, q: HonorQuery, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const h = await honorUjian(db, user, q);
  const pdf = await renderA4({
    kop: await kop(db),
    judul: c('judul_honor'),
    subjudul: c('subjudul_honor', { semester: h.nama_semester_registrasi }),
    identitas: [...identitas(h), [tp('identitas.semester'), h.nama_semester_registrasi]],
    tabel: {
      kolom: [tp('honor.no'), tp('honor.mata_kuliah'), tp('honor.kelas'), tp('honor.ujian'), tp('honor.mahasiswa'), tp('honor.honor_ujian'), tp('honor.honor_koreksi'), tp('honor.jumlah')],
      lebar: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
      baris: h.detail_honor.map((k, i) => [
        i + 1, `${k.kode_mata_kuliah} ${k.nama_mata_kuliah}`, k.nama_kelas, k.ujian.join(', '), k.jumlah_mahasiswa,
        formatRupiah(k.honor_ujian), formatRupiah(k.honor_koreksi), formatRupiah(k.jumlah),
      ]),
      kosong: tp('honor.kosong'),
      kanan: [5, 6, 7],
    },
    ringkasan: [
      [tp('honor.total_honor'), formatRupiah(h.total_honor)], [h.label_pph, formatRupiah(h.pph_dua_satu)],
      [tp('honor.total_penerimaan_bersih'), formatRupiah(h.total_penerimaan_bersih)],
    ],
    tandaTangan: [penerima(h)],
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `Honor-UTS-UAS_${h.kode_semester}_${fileSafe(h.nidn ?? String(h.id_dosen))}.pdf` };
}
