import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { formatIndeks, formatNip } from '../../../core/contract/format';
import { httpError } from '../../../core/server/http/errors';
import { formatTanggalCetak, readKop, renderA4 } from '../../../core/server/print';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { BuktiValidasiNilai, KelasQuery, ValidasiNilaiHasil } from '../schemas';
import { tolakTervalidasi, validasiKelas, waktuValidasi, type NilaiTervalidasi } from './bukti-validasi';
import { jendela, kelasMilik, tolakNilai, tt, type KelasNilai } from './nilai.service';

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
const rataRata = (nilai: readonly NilaiTervalidasi[]) => Math.round((nilai.reduce((n, m) => n + m.nilai_angka, 0) / nilai.length) * 100) / 100;

/** Students per letter, best letter first. */
function distribusi(nilai: readonly NilaiTervalidasi[]): BuktiValidasiNilai['mata_kuliah']['distribusi_nilai'] {
  const per = new Map<string, { nilai_huruf: string; nilai_indeks: number; jumlah: number }>();
  for (const m of nilai) {
    const d = per.get(m.nilai_huruf) ?? { nilai_huruf: m.nilai_huruf, nilai_indeks: m.nilai_indeks, jumlah: 0 };
    d.jumlah += 1;
    per.set(m.nilai_huruf, d);
  }
  return [...per.values()].sort((a, b) => b.nilai_indeks - a.nilai_indeks || a.nilai_huruf.localeCompare(b.nilai_huruf));
}

/** The lecturer as the receipt names them: name with degrees, NIDN, NIP and home programme. */
async function biodataDosen(db: Kysely<any>, idDosen: number): Promise<BuktiValidasiNilai['biodata']> {
  const { rows: [d] } = await sql<BuktiValidasiNilai['biodata']>`
    select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, d.nip::text as nip, concat_ws(' ', p.jenjang, p.nama_prodi) as nama_prodi
    from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi where d.id_dosen = ${idDosen}`.execute(db);
  return d;
}

/** One student's grade of the class, as the database gives it (numbers as text); null while ungraded. */
export interface BarisNilai {
  nim: string;
  nama_mahasiswa: string;
  nilai_angka: string | number | null;
  nilai_huruf: string | null;
  nilai_indeks: string | number | null;
}

/**
 * Stores the validation of `kelas` with its receipt: the course and class with the grade distribution
 * of `nilai` (every student graded), the class's lecturer, and the moment (`pada`, default now; the
 * demo seed dates past validations). Answers the moment (ISO, Asia/Jakarta), or undefined when the
 * class already has a validation: the unique class key decides, so of two at once one stores it.
 */
export async function simpanValidasi(db: Kysely<any>, kelas: KelasNilai, nilai: readonly BarisNilai[], idUser: number | null, pada?: string): Promise<string | undefined> {
  const mahasiswa: NilaiTervalidasi[] = nilai.map((r) => ({
    nim: r.nim, nama_mahasiswa: r.nama_mahasiswa, nilai_angka: Number(r.nilai_angka), nilai_huruf: r.nilai_huruf!, nilai_indeks: Number(r.nilai_indeks),
  })).sort((a, b) => a.nim.localeCompare(b.nim));
  const mataKuliah: BuktiValidasiNilai['mata_kuliah'] = {
    id_mata_kuliah: kelas.id_mata_kuliah, kode_mata_kuliah: kelas.kode_mata_kuliah, nama_mata_kuliah: kelas.nama_mata_kuliah, sks: kelas.sks,
    id_kelas: kelas.id_kelas, nama_kelas: kelas.nama_kelas, id_semester_registrasi: kelas.id_semester_registrasi, nama_semester_registrasi: kelas.nama_semester_registrasi,
    jumlah_mahasiswa: mahasiswa.length, rata_rata_nilai: rataRata(mahasiswa), distribusi_nilai: distribusi(mahasiswa),
  };
  const biodata = await biodataDosen(db, kelas.id_dosen);
  const { rows: [v] } = await sql<{ tanggal: string }>`
    insert into teaching.validasi_nilai (id_kelas, id_dosen, id_user, divalidasi_pada, mata_kuliah, biodata, mahasiswa)
    values (${kelas.id_kelas}, ${kelas.id_dosen}, ${idUser}, coalesce(${pada ?? null}::timestamptz, now()),
      ${JSON.stringify(mataKuliah)}::jsonb, ${JSON.stringify(biodata)}::jsonb, ${JSON.stringify(mahasiswa)}::jsonb)
    on conflict (id_kelas) do nothing
    returning to_char(divalidasi_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00' as tanggal`.execute(db);
  return v?.tanggal;
}

/**
 * POST input-nilai/validasi/bukti: the class's lecturer declares its grades final (decision 0020).
 * Refused when already validated (409, naming when and by whom), outside the grade-entry window
 * (409 with the reason), for a class without students or with a student still ungraded (409 naming
 * them); someone else's class is a 403, an unknown one a 404. In one transaction the class's
 * enrolment rows are locked in id order (the order krs's grade writer locks them in, so the two
 * queue instead of deadlocking), every student is checked graded and the receipt is stored; of two
 * validations at once exactly one stores it, the other gets 409. A grade save that waited for those
 * rows then finds the class validated and stores nothing.
 */
export async function validasiNilai(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<ValidasiNilaiHasil> {
  const kelas = await kelasMilik(db, user, q);
  const ada = await validasiKelas(db, kelas.id_kelas);
  if (ada) tolakTervalidasi(ada.bukti, 'sudah_divalidasi');
  const w = await jendela(db, kelas.id_semester_registrasi);
  if (!w.dibuka) throw httpError(409, tt('galat.validasi_ditutup', { alasan: w.alasan! }));

  const tanggal = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<BarisNilai>`
      select m.nim, m.nama_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks
      from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      where kk.id_kelas = ${kelas.id_kelas} order by kk.id_krs_kelas for update of kk`.execute(trx);
    if (!rows.length) throw httpError(409, tt('galat.validasi_tanpa_mahasiswa'));
    const belum = rows.filter((r) => r.nilai_angka === null).sort((a, b) => a.nim.localeCompare(b.nim));
    if (belum.length) tolakNilai(409, 'validasi_belum_lengkap', { jumlah: belum.length, daftar: belum.map((r) => `${r.nim} ${r.nama_mahasiswa}`).join(', ') });
    return simpanValidasi(trx, kelas, rows, user.id_user);
  });
  // Undefined: another validation of this class committed while this one waited for the rows.
  const bukti = (await validasiKelas(db, kelas.id_kelas))!.bukti;
  if (!tanggal) tolakTervalidasi(bukti, 'sudah_divalidasi');
  return { message: tt('pesan.validasi_tersimpan', { mata_kuliah: kelas.nama_mata_kuliah, kelas: kelas.nama_kelas, waktu: waktuValidasi(tanggal!) }), ...bukti };
}

/**
 * GET input-nilai/validasi/bukti/cetak (not a spec call: the print of the receipt the spec's POST
 * answers): the A4 PDF of a validated class, for its lecturer only; 404 while not validated. It
 * prints the receipt as stored on the day of validation, every student's grade included.
 */
export async function cetakBuktiValidasi(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<{ pdf: Buffer; nama: string }> {
  const kelas = await kelasMilik(db, user, q);
  const v = await validasiKelas(db, kelas.id_kelas);
  if (!v) throw httpError(404, tt('galat.belum_divalidasi'));
  const { mata_kuliah: mk, biodata: d, tanggal } = v.bukti;
  const c = (key: string, vars?: Record<string, string | number>) => tt(`cetak_validasi.${key}`, vars);
  const nomor = d.nip ? c('nip_nomor', { nip: formatNip(d.nip) }) : d.nidn ? c('nidn_nomor', { nidn: d.nidn }) : undefined;
  const pdf = await renderA4({
    kop: (await readKop(db)) ?? { nama: c('kop_bawaan') },
    judul: c('judul'),
    subjudul: mk.nama_semester_registrasi,
    identitas: [
      [c('mata_kuliah'), `${mk.kode_mata_kuliah} ${mk.nama_mata_kuliah}`], [c('sks'), String(mk.sks)], [c('kelas'), mk.nama_kelas],
      [c('semester'), mk.nama_semester_registrasi], [c('dosen'), d.nama_dosen], [c('nidn'), d.nidn ?? '-'], [c('nip'), d.nip ? formatNip(d.nip) : '-'],
      [c('prodi'), d.nama_prodi], [c('tanggal'), waktuValidasi(tanggal)],
    ],
    tabel: {
      kolom: [c('no'), c('nim'), c('nama'), c('nilai_angka'), c('nilai_huruf'), c('nilai_indeks')],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto'],
      kanan: [3, 5],
      baris: v.mahasiswa.map((m, i) => [i + 1, m.nim, m.nama_mahasiswa, formatIndeks(m.nilai_angka), m.nilai_huruf, formatIndeks(m.nilai_indeks)]),
    },
    ringkasan: [
      [c('jumlah_mahasiswa'), String(mk.jumlah_mahasiswa)],
      [c('distribusi'), mk.distribusi_nilai.map((x) => `${x.nilai_huruf}: ${x.jumlah}`).join(' · ')],
      [c('rata_rata'), formatIndeks(mk.rata_rata_nilai)],
    ],
    catatan: [c('catatan')],
    tandaTangan: [{ jabatan: c('dosen_pengampu'), nama: d.nama_dosen, nomor }],
    // The place and date above the signature: the day of validation, which the receipt attests.
    tanggalCetak: formatTanggalCetak(new Date(tanggal)),
  });
  return { pdf, nama: `Bukti-Validasi-Nilai_${fileSafe(mk.kode_mata_kuliah)}_${fileSafe(mk.nama_kelas)}_${v.kode_semester}.pdf` };
}
