import { sql, type Kysely } from 'kysely';
import { formatIndeks, formatNip } from '../../../core/contract/format';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { formatTanggalCetak, readKop, renderA4, type PenandaTangan } from '../../../core/server/print';
import { aksesProdi, idDosenPengguna, namaLengkapDosenSql } from '../../master-data/public';
import type { FormulirPerubahanQuery } from '../schemas-rekap-perubahan';
import { waktuValidasi } from './bukti-validasi';
import { tt } from './nilai.service';

// The printed change form (Formulir Perubahan Nilai, decision 0027) is drawn from the recorded
// history (teaching.riwayat_perubahan_nilai), never stored: the history row is the record, the
// form its paper copy. One save of a class stores its rows in one transaction, so they share
// `diubah_pada` (the transaction's now()): that instant is the batch the class form prints. It is
// compared in SQL, as stored (microseconds), never through a JavaScript Date (milliseconds).

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
const LECTURERS = new Set(['dsn00', 'kor00']);

interface Baris {
  id_kelas: number;
  id_dosen_kelas: number;
  id_dosen: number;
  id_prodi: number;
  diubah_pada: string;
  kode_mata_kuliah: string;
  nama_mata_kuliah: string;
  sks: number;
  nama_kelas: string;
  nama_semester_registrasi: string;
  kode_semester: string;
  nama_prodi: string;
  nama_dosen: string;
  nidn: string | null;
  nip: string | null;
}

/** The change asked for with its class, course, semester and the lecturer who made it; 404 unknown. */
async function perubahan(db: Kysely<any>, id: number): Promise<Baris> {
  const { rows: [r] } = await sql<Baris>`
    select r.id_kelas, k.id_dosen as id_dosen_kelas, r.id_dosen, mk.id_prodi, r.diubah_pada,
      mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, k.nama_kelas, s.nama_semester_registrasi, s.kode_semester,
      concat_ws(' ', pr.jenjang, pr.nama_prodi) as nama_prodi, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, d.nip::text as nip
    from teaching.riwayat_perubahan_nilai r
    join master_data.kelas k on k.id_kelas = r.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    join master_data.dosen d on d.id_dosen = r.id_dosen
    where r.id_riwayat_perubahan_nilai = ${id}`.execute(db);
  if (!r) throw httpError(404, tt('galat.perubahan_tidak_ditemukan'));
  return r;
}

/**
 * Who may print: a lecturer the class's own lecturer or the one who made the change, programme
 * staff when the course's programme is in their akses_prodi; 403 otherwise.
 */
async function bolehCetak(db: Kysely<any>, user: TokenClaims, r: Baris): Promise<void> {
  const boleh = LECTURERS.has(user.id_group_user)
    ? [r.id_dosen_kelas, r.id_dosen].includes((await idDosenPengguna(db, user.id_user)) ?? -1)
    : (await aksesProdi(db, user.id_user)).includes(r.id_prodi);
  if (!boleh) throw httpError(403, tt('galat.formulir_bukan_hak'));
}

const nomor = (d?: { nip: string | null; nidn: string | null }) => (d?.nip ? `NIP. ${formatNip(d.nip)}` : d?.nidn ? `NIDN. ${d.nidn}` : undefined);

/** GET input-nilai/riwayat-perubahan/formulir: the A4 change form of one student's change, or of the save it belongs to. */
export async function cetakFormulirPerubahan(db: Kysely<any>, user: TokenClaims, q: FormulirPerubahanQuery): Promise<{ pdf: Buffer; nama: string }> {
  const r = await perubahan(db, q.id_riwayat_perubahan_nilai);
  await bolehCetak(db, user, r);
  const sekaliSimpan = q.cakupan === 'simpan';
  const { rows } = await sql<{ nim: string; nama_mahasiswa: string; nilai_angka_lama: string | null; nilai_huruf_lama: string | null; nilai_angka_baru: string; nilai_huruf_baru: string; alasan: string }>`
    select m.nim, m.nama_mahasiswa, x.nilai_angka_lama, x.nilai_huruf_lama, x.nilai_angka_baru, x.nilai_huruf_baru, x.alasan
    from teaching.riwayat_perubahan_nilai x join master_data.mahasiswa m on m.id_mahasiswa = x.id_mahasiswa
    where ${sekaliSimpan ? sql`(x.id_kelas, x.diubah_pada) = (select id_kelas, diubah_pada from teaching.riwayat_perubahan_nilai where id_riwayat_perubahan_nilai = ${q.id_riwayat_perubahan_nilai})` : sql`x.id_riwayat_perubahan_nilai = ${q.id_riwayat_perubahan_nilai}`}
    order by m.nim, x.id_riwayat_perubahan_nilai`.execute(db);
  const kaprodi = await db.selectFrom('master_data.prodi as p').innerJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen_kaprodi')
    .select([namaLengkapDosenSql('d').as('nama'), sql<string | null>`d.nip::text`.as('nip'), sql<string | null>`d.nidn::text`.as('nidn')])
    .where('p.id_prodi', '=', r.id_prodi).executeTakeFirst();
  const c = (key: string, vars?: Record<string, string | number>) => tt(`formulir_perubahan.${key}`, vars);
  const nilai = (angka: string | null, huruf: string | null) => (huruf === null ? '-' : c('nilai', { angka: formatIndeks(Number(angka)), huruf }));
  const waktu = new Date(r.diubah_pada).toISOString();
  const tandaTangan: PenandaTangan[] = [
    { jabatan: c('ketua_prodi'), nama: kaprodi?.nama ?? '-', nomor: nomor(kaprodi) },
    { jabatan: c('dosen_pengampu'), nama: r.nama_dosen, nomor: nomor(r) },
  ];
  const pdf = await renderA4({
    kop: (await readKop(db)) ?? { nama: c('kop_bawaan') },
    judul: c('judul'),
    subjudul: r.nama_semester_registrasi,
    identitas: [
      [c('mata_kuliah'), `${r.kode_mata_kuliah} ${r.nama_mata_kuliah}`], [c('sks'), String(r.sks)], [c('kelas'), r.nama_kelas],
      [c('semester'), r.nama_semester_registrasi], [c('prodi'), r.nama_prodi], [c('dosen'), r.nama_dosen], [c('nidn'), r.nidn ?? '-'],
      [c('waktu'), waktuValidasi(waktu)], [c('jumlah'), String(rows.length)],
    ],
    tabel: {
      kolom: [c('no'), c('nim'), c('nama'), c('lama'), c('baru'), c('alasan')],
      lebar: ['auto', 'auto', 'auto', 'auto', 'auto', '*'],
      baris: rows.map((x, i) => [i + 1, x.nim, x.nama_mahasiswa, nilai(x.nilai_angka_lama, x.nilai_huruf_lama), nilai(x.nilai_angka_baru, x.nilai_huruf_baru), x.alasan]),
    },
    catatan: [c('catatan')],
    tandaTangan,
    // The date above the signatures: the day of the change, which the form attests.
    tanggalCetak: formatTanggalCetak(new Date(waktu)),
  });
  const siapa = sekaliSimpan ? fileSafe(r.nama_kelas) : fileSafe(rows[0].nim);
  return { pdf, nama: `Formulir-Perubahan-Nilai_${fileSafe(r.kode_mata_kuliah)}_${siapa}_${r.kode_semester}.pdf` };
}
