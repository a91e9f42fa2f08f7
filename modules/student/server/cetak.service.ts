import type { Kysely } from 'kysely';
import { formatNip, formatTanggalCetak, readKop, renderA4, type Kop, type PenandaTangan } from '../../../core/server/print';
import { t } from '../../../core/server/i18n';
import { formatIndeks, formatRupiah as rupiah } from '../../../core/contract/format';
import { khs, profilAkademik, rangkumanNilai } from './akademik.service';
import { keuangan } from './keuangan.service';
import type { MahasiswaSaya } from './mahasiswa';

const c = (key: string, vars?: Record<string, string | number>) => t('student', `cetak.${key}`, vars);
const nomor = (label: 'nidn' | 'nip' | 'nim', value: string | null | undefined) =>
  (value ? `${c(`label_${label}`)} ${label === 'nip' ? formatNip(value) : value}` : undefined);

/** The letterhead: the installation's `kop_surat` setting with the student's faculty as the unit line. */
async function kopUntuk(db: Kysely<any>, namaFakultas: string): Promise<Kop> {
  const kop = (await readKop(db)) ?? { nama: c('kop_bawaan') };
  return { ...kop, unit: kop.unit ?? namaFakultas };
}

type Profil = Awaited<ReturnType<typeof profilAkademik>>;

function identitas(p: Profil, extra: Array<[string, string]> = []): Array<[string, string]> {
  return [
    [c('nim'), p.nim], [c('nama'), p.nama_mahasiswa], [c('prodi'), `${p.jenjang} ${p.nama_prodi}`], [c('fakultas'), p.nama_fakultas],
    [c('dosen_pa'), p.dosen_pa ?? '-'], ...extra,
  ];
}

function penandaTangan(p: Profil, withAdviser: boolean): PenandaTangan[] {
  const signers: PenandaTangan[] = [];
  if (withAdviser) signers.push({ jabatan: c('jabatan_pa'), nama: p.dosen_pa ?? '-', nomor: nomor('nidn', p.nidn_dosen_pa) });
  signers.push({ jabatan: c('jabatan_kaprodi', { prodi: p.nama_prodi }), nama: p.kaprodi ?? '-', nomor: nomor('nip', p.nip_kaprodi) ?? nomor('nidn', p.nidn_kaprodi) });
  return signers;
}

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');

/** khs/cetak: the KHS of one semester as an A4 PDF, with IPS, IPK and the next semester's SKS limit. */
export async function cetakKhs(db: Kysely<any>, mhs: MahasiswaSaya, idSemester: number | undefined, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const [data, profil] = await Promise.all([khs(db, mhs, idSemester), profilAkademik(db, mhs.id_mahasiswa)]);
  const semester = data.semester?.nama_semester_registrasi ?? '-';
  const pdf = await renderA4({
    kop: await kopUntuk(db, profil.nama_fakultas),
    judul: c('judul_khs'),
    subjudul: c('semester', { semester }),
    identitas: identitas(profil, [[c('semester_label'), semester]]),
    tabel: {
      kolom: [c('no'), c('kode'), c('mata_kuliah'), c('sks'), c('angka'), c('huruf'), c('indeks'), c('sks_x_indeks')],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      baris: data.mata_kuliah.map((m, i) => [
        i + 1, m.kode_mata_kuliah, m.nama_mata_kuliah, m.sks, formatIndeks(m.nilai_angka), m.nilai_huruf ?? '-', formatIndeks(m.nilai_indeks), formatIndeks(m.sks_x_indeks),
      ]),
      kosong: c('khs_kosong'),
    },
    ringkasan: [
      [c('total_sks'), String(data.total_sks)], [c('total_sks_x_indeks'), formatIndeks(data.total_sks_x_indeks)],
      [c('ips'), formatIndeks(data.ips)], [c('ipk'), formatIndeks(data.ipk)],
      [c('batas_sks'), data.batas_sks_berikutnya ? c('batas_sks_nilai', { sks: data.batas_sks_berikutnya.batas_sks }) : '-'],
    ],
    tandaTangan: penandaTangan(profil, true),
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `KHS_${mhs.nim}_${fileSafe(data.semester?.kode_semester ?? 'kosong')}.pdf` };
}

/** rangkuman-nilai/cetak: every course's counting grade (transcript-like) as an A4 PDF with the IPK. */
export async function cetakRangkuman(db: Kysely<any>, mhs: MahasiswaSaya, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const [data, profil] = await Promise.all([rangkumanNilai(db, mhs), profilAkademik(db, mhs.id_mahasiswa)]);
  const pdf = await renderA4({
    kop: await kopUntuk(db, profil.nama_fakultas),
    judul: c('judul_rangkuman'),
    identitas: identitas(profil, [[c('angkatan'), String(profil.angkatan)]]),
    tabel: {
      kolom: [c('no'), c('kode'), c('mata_kuliah'), c('semester_label'), c('sks'), c('huruf'), c('indeks'), c('sks_x_indeks')],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      baris: data.mata_kuliah.map((m, i) => [
        i + 1, m.kode_mata_kuliah, m.nama_mata_kuliah, m.nama_semester_registrasi, m.sks, m.nilai_huruf, formatIndeks(m.nilai_indeks), formatIndeks(m.sks_x_indeks),
      ]),
      kosong: c('rangkuman_kosong'),
    },
    ringkasan: [[c('total_sks'), String(data.total_sks)], [c('total_sks_x_indeks'), formatIndeks(data.total_sks_x_indeks)], [c('ipk'), formatIndeks(data.ipk)]],
    catatan: [c('catatan_ulang')],
    tandaTangan: penandaTangan(profil, false),
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `Rangkuman-Nilai_${mhs.nim}.pdf` };
}

/** keuangan/cetak: bills and payments per semester as an A4 PDF with the totals. */
export async function cetakKeuangan(db: Kysely<any>, mhs: MahasiswaSaya, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const [data, profil] = await Promise.all([keuangan(db, mhs.id_mahasiswa), profilAkademik(db, mhs.id_mahasiswa)]);
  const baris = data.semester.flatMap((s) => s.tagihan.map((tg) => [
    s.nama_semester_registrasi, tg.keterangan, rupiah(tg.jumlah), rupiah(tg.dibayar), rupiah(tg.sisa), t('student', `status_tagihan.${tg.status}`),
  ]));
  const pdf = await renderA4({
    kop: await kopUntuk(db, profil.nama_fakultas),
    judul: c('judul_keuangan'),
    identitas: identitas(profil),
    tabel: {
      kolom: [c('semester_label'), c('keterangan'), c('jumlah'), c('dibayar'), c('sisa'), c('status')],
      lebar: ['auto', '*', 'auto', 'auto', 'auto', 'auto'],
      baris,
      kosong: c('keuangan_kosong'),
    },
    ringkasan: [[c('total_tagihan'), rupiah(data.total_tagihan)], [c('total_dibayar'), rupiah(data.total_dibayar)], [c('total_sisa'), rupiah(data.total_sisa)]],
    tandaTangan: [{ jabatan: c('jabatan_mahasiswa'), nama: profil.nama_mahasiswa, nomor: nomor('nim', profil.nim) }],
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `Keuangan_${mhs.nim}.pdf` };
}
