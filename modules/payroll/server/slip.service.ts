import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { pertemuanTerlaksanaSql, pertemuanTidakTerlaksanaSql } from '../../attendance/public';
import { namaLengkapDosenSql } from '../../master-data/public';
import { bulanJakarta, bulanLalu, hariIniJakarta, kodeSemesterBulan, namaBulan } from '../bulan';
import type { DetailGaji, HonorKelas, HonorQuery, HonorUjian, SlipGaji } from '../schemas';
import { berlakuPada, pengaturanBerlaku, urutanBerlaku, type Pengaturan } from './versi.service';

export type { Pengaturan } from './versi.service';

/** A text of the module's catalogue. */
export const tp = (key: string, vars?: Record<string, string | number>) => t('payroll', key, vars);

async function rows<T>(db: Kysely<any>, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** PPh 21 at a flat rate in basis points of the gross, rounded down to whole rupiah. */
export const pph21 = (bruto: number, basisPoin: number) => Math.floor((bruto * basisPoin) / 10_000);

/** The line's label: 'PPh 21 (tarif flat 5 %)', the rate with a decimal comma when it has one. */
const labelPph = (basisPoin: number) => tp('gaji.pph_label', { persen: String(basisPoin / 100).replace('.', ',') });

export interface Penerima {
  id_dosen: number;
  nama_dosen: string;
  norekening: string | null;
  id_bkd: string | null;
  nama_jabatan_fungsional: string;
  id_jabatan_fungsional: number;
  nip: string | null;
  nidn: string | null;
}

/** The logged-in lecturer (the id always comes from the token, never from the query); 403 for an account without a lecturer record. */
async function penerima(db: Kysely<any>, user: TokenClaims): Promise<Penerima> {
  const [d] = await rows<Penerima>(db, sql`select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, g.norekening, g.id_bkd,
      j.nama as nama_jabatan_fungsional, d.id_jabatan_fungsional, d.nip::text as nip, d.nidn::text as nidn
    from master_data.dosen d join master_data.jabatan_fungsional j on j.id_jabatan_fungsional = d.id_jabatan_fungsional
    left join payroll.dosen_gaji g on g.id_dosen = d.id_dosen
    where d.id_user = ${user.id_user}`);
  if (!d) throw httpError(403, tp('galat.bukan_dosen'));
  return d;
}

/**
 * The month asked for: 'YYYY-MM' with a real month (01-12, year 2000 on), not after the current
 * month in Jakarta (400 otherwise); none means the last complete month. Answers the first and last day.
 */
export function periksaBulan(bulan: string | undefined, now: Date): { bulan: string; dari: string; sampai: string } {
  const chosen = bulan ?? bulanLalu(now);
  const match = /^(\d{4})-(\d{2})$/.exec(chosen);
  const y = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || m < 1 || m > 12 || y < 2000) throw httpError(400, tp('galat.bulan_tidak_valid'), { bulan: [tp('galat.bulan_tidak_valid')] });
  const kini = bulanJakarta(now);
  if (y * 12 + m > kini.y * 12 + kini.m) {
    const pesan = tp('galat.bulan_akan_datang', { bulan: namaBulan(chosen) });
    throw httpError(400, pesan, { bulan: [pesan] });
  }
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { bulan: chosen, dari: `${chosen}-01`, sampai: `${chosen}-${String(last).padStart(2, '0')}` };
}

/** What the slip is computed from: counts and amounts read from the database for one lecturer and month. */
export interface DasarGaji {
  /** Lecture meetings the lecturer held in the month. */
  pertemuan: number;
  /** Sum over those meetings of the course's SKS. */
  sks_pertemuan: number;
  /** SKS of the lecturer's classes in the month's regular semester; null when that semester is not in the database. */
  sks_diampu: number | null;
  /** Meetings of their classes in the month, already past, neither held by them nor cleared by a substitution. */
  tidak_terlaksana: number;
  gaji_pokok: number;
  tunjangan_akademik: number;
  punya_nidn: boolean;
  honor_penelitian: number;
  honor_pkm: number;
  tunjangan_tambahan: number;
  potongan_lain: number;
}

/**
 * The slip's arithmetic (pure): every line a whole number of rupiah.
 * - jumlah_honor_absen = SKS of each held meeting x honor per SKS;
 * - honor_kelebihan_pengajaran = SKS above the BKD obligation x rate; potongan_bkd1 = SKS below it x rate
 *   (neither when the month's semester is unknown);
 * - potongan_bkd2 = meetings not held x rate;
 * - total_gaji = every income line; pph_dua_satu = flat rate of total_gaji;
 * - total_penerimaan_bersih = total_gaji - (potongan_lain + pph_dua_satu + potongan_bkd1 + potongan_bkd2).
 */
export function hitungGaji(d: DasarGaji, p: Pengaturan, modul: string): { detail: DetailGaji; total_potongan: number } {
  const sks = d.sks_diampu;
  const lebih = sks === null ? 0 : Math.max(0, sks - p.kewajiban_bkd_sks);
  const kurang = sks === null ? 0 : Math.max(0, p.kewajiban_bkd_sks - sks);
  const pendapatan = {
    gaji_pokok: d.gaji_pokok,
    jumlah_honor_absen: d.sks_pertemuan * p.honor_absen_per_sks,
    honor_kelebihan_pengajaran: lebih * p.honor_kelebihan_per_sks,
    jumlah_honor_penelitian: d.honor_penelitian,
    jumlah_honor_pkm: d.honor_pkm,
    tunjangan_tambahan: d.tunjangan_tambahan,
    tunjangan_nidn: d.punya_nidn ? p.tunjangan_nidn : 0,
    tunjangan_akademik: d.tunjangan_akademik,
  };
  const total_gaji = Object.values(pendapatan).reduce((a, b) => a + b, 0);
  const potongan = {
    potongan_lain: d.potongan_lain,
    pph_dua_satu: pph21(total_gaji, p.pph21_basis_poin),
    potongan_bkd1: kurang * p.potongan_bkd1_per_sks,
    potongan_bkd2: d.tidak_terlaksana * p.potongan_bkd2_per_pertemuan,
  };
  const total_potongan = Object.values(potongan).reduce((a, b) => a + b, 0);
  return {
    detail: { total_absen: d.pertemuan, ...pendapatan, total_gaji, ...potongan, total_penerimaan_bersih: total_gaji - total_potongan, modul },
    total_potongan,
  };
}

const idDosen = sql.ref('d.id_dosen');

/**
 * Every lecturer matching `where` (over `master_data.dosen d`) with what their slip of the month
 * [dari, sampai] is computed from, in one statement: the slip of one lecturer and the closing of a
 * month for all of them (decision 0028) read the same numbers.
 */
async function dasarGajiSql(db: Kysely<any>, where: RawBuilder<unknown>, dari: string, sampai: string, hariIni: string): Promise<Array<{ dosen: Penerima; dasar: DasarGaji }>> {
  const hasil = await rows<Penerima & { pertemuan: number; sks_pertemuan: number; sks_diampu: number | null; tidak_terlaksana: number } & Record<string, string | null>>(db, sql`
    select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, g.norekening, g.id_bkd, j.nama as nama_jabatan_fungsional,
      d.id_jabatan_fungsional, d.nip::text as nip, d.nidn::text as nidn,
      held.n as pertemuan, held.sks as sks_pertemuan, missed.n as tidak_terlaksana,
      -- The teaching load of the regular semester the month belongs to by the academic calendar
      -- (August-January Ganjil, February-July Genap); a short semester does not count towards BKD.
      (select (select coalesce(sum(mk.sks), 0)::int from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
          where k.id_dosen = d.id_dosen and k.id_semester_registrasi = s.id_semester_registrasi)
        from master_data.semester s where s.kode_semester = ${kodeSemesterBulan(dari)}) as sks_diampu,
      tj.gaji_pokok, tj.tunjangan_akademik, kb.honor_penelitian, kb.honor_pkm, kb.tunjangan_tambahan, kb.potongan_lain
    from master_data.dosen d join master_data.jabatan_fungsional j on j.id_jabatan_fungsional = d.id_jabatan_fungsional
    left join payroll.dosen_gaji g on g.id_dosen = d.id_dosen
    cross join lateral (select count(*)::int as n, coalesce(sum(mk.sks), 0)::int as sks from (${pertemuanTerlaksanaSql(idDosen, dari, sampai)}) p
      join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah) held
    cross join lateral (select count(*)::int as n from (${pertemuanTidakTerlaksanaSql(idDosen, dari, sampai, hariIni)}) p) missed
    -- The rank's tariff of this month (decision 0024): a later change never rewrites it.
    left join lateral (select gaji_pokok, tunjangan_akademik from payroll.tarif_jabatan_versi
      where id_jabatan_fungsional = d.id_jabatan_fungsional and ${berlakuPada(dari)} order by ${urutanBerlaku} limit 1) tj on true
    left join payroll.komponen_bulanan kb on kb.id_dosen = d.id_dosen and kb.bulan = ${dari}::date
    where ${where} order by d.id_dosen`);
  return hasil.map((r) => ({
    dosen: {
      id_dosen: r.id_dosen, nama_dosen: r.nama_dosen, norekening: r.norekening, id_bkd: r.id_bkd, nama_jabatan_fungsional: r.nama_jabatan_fungsional,
      id_jabatan_fungsional: r.id_jabatan_fungsional, nip: r.nip, nidn: r.nidn,
    },
    dasar: {
      pertemuan: r.pertemuan, sks_pertemuan: r.sks_pertemuan, sks_diampu: r.sks_diampu, tidak_terlaksana: r.tidak_terlaksana,
      gaji_pokok: Number(r.gaji_pokok ?? 0), tunjangan_akademik: Number(r.tunjangan_akademik ?? 0), punya_nidn: Boolean(r.nidn),
      honor_penelitian: Number(r.honor_penelitian ?? 0), honor_pkm: Number(r.honor_pkm ?? 0),
      tunjangan_tambahan: Number(r.tunjangan_tambahan ?? 0), potongan_lain: Number(r.potongan_lain ?? 0),
    },
  }));
}

const identitas = ({ id_jabatan_fungsional: _j, ...d }: Penerima) => d;

/** The slip of each lecturer matching `where` for a checked month, with the rates in force in that month (decision 0024). */
export async function hitungSlip(db: Kysely<any>, where: RawBuilder<unknown>, periode: { bulan: string; dari: string; sampai: string }, now: Date): Promise<Array<SlipGaji & { id_dosen: number }>> {
  const [semua, p] = await Promise.all([dasarGajiSql(db, where, periode.dari, periode.sampai, hariIniJakarta(now)), pengaturanBerlaku(db, periode.dari)]);
  return semua.map(({ dosen, dasar }) => {
    const { detail, total_potongan } = hitungGaji(dasar, p, tp('modul.gaji_bulanan'));
    return {
      ...identitas(dosen), bulan: periode.bulan, nama_bulan: namaBulan(periode.bulan), detail_gaji: detail,
      dasar: { sks_diampu: dasar.sks_diampu ?? 0, kewajiban_sks: p.kewajiban_bkd_sks, pertemuan_tidak_terlaksana: dasar.tidak_terlaksana, label_pph: labelPph(p.pph21_basis_poin), total_potongan },
    };
  });
}

/**
 * GET slip-gaji/dosen/gaji-bulanan: the logged-in lecturer's slip of one month; of a closed month, the
 * slip kept at closing (decision 0028), so no later change moves a paid slip.
 */
export async function slipGaji(db: Kysely<any>, user: TokenClaims, bulan: string | undefined, now = new Date()): Promise<SlipGaji> {
  const periode = periksaBulan(bulan, now);
  const dosen = await penerima(db, user);
  const [tersimpan] = await rows<{ slip: SlipGaji }>(db, sql`select slip from payroll.slip_tutup_buku where bulan = ${periode.dari}::date and id_dosen = ${dosen.id_dosen}`);
  if (tersimpan) return tersimpan.slip;
  const [slip] = await hitungSlip(db, sql`d.id_dosen = ${dosen.id_dosen}`, periode, now);
  return slip;
}

/**
 * GET slip-gaji/dosen/honor-uts-uas: per class the lecturer teaches in the semester with a UTS and/or
 * UAS scheduled (krs.jadwal_ujian), a fee per exam plus a grading fee per enrolled student per exam;
 * the total, PPh 21 at the flat rate and the net amount.
 */
export async function honorUjian(db: Kysely<any>, user: TokenClaims, q: HonorQuery): Promise<HonorUjian & { kode_semester: string }> {
  const dosen = await penerima(db, user);
  const kolom = sql`id_semester_registrasi, nama_semester_registrasi, kode_semester, to_char(date_trunc('month', kuliah_mulai), 'YYYY-MM-DD') as bulan_mulai`;
  const [semester] = await rows<{ id_semester_registrasi: number; nama_semester_registrasi: string; kode_semester: string; bulan_mulai: string }>(db, q.id_semester_registrasi === undefined
    ? sql`select ${kolom} from master_data.semester where aktif`
    : sql`select ${kolom} from master_data.semester where id_semester_registrasi = ${q.id_semester_registrasi}`);
  if (!semester) throw httpError(400, tp('galat.semester_tidak_ada'), { id_semester_registrasi: [tp('galat.semester_tidak_ada')] });
  // The rates in force in the month the semester's lectures start (decision 0024): one rate for the
  // whole semester's exams, unchanged by a later change.
  const p = await pengaturanBerlaku(db, semester.bulan_mulai);
  const kelas = await rows<{ id_kelas: number; kode_mata_kuliah: string; nama_mata_kuliah: string; nama_kelas: string; sks: number; ujian: string[]; jumlah_mahasiswa: number }>(db, sql`
    select k.id_kelas, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks::int as sks,
      array(select u.jenis_ujian from krs.jadwal_ujian u where u.id_kelas = k.id_kelas order by u.jenis_ujian desc) as ujian,
      (select count(*)::int from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) as jumlah_mahasiswa
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where k.id_dosen = ${dosen.id_dosen} and k.id_semester_registrasi = ${semester.id_semester_registrasi}
      and exists (select 1 from krs.jadwal_ujian u where u.id_kelas = k.id_kelas)
    order by mk.kode_mata_kuliah, k.nama_kelas`);
  const detail: HonorKelas[] = kelas.map((k) => {
    const honor_ujian = k.ujian.length * p.honor_ujian_per_kelas;
    const honor_koreksi = k.ujian.length * k.jumlah_mahasiswa * p.honor_koreksi_per_mahasiswa;
    return { ...k, honor_ujian, honor_koreksi, jumlah: honor_ujian + honor_koreksi };
  });
  const total = detail.reduce((a, k) => a + k.jumlah, 0);
  const pph = pph21(total, p.pph21_basis_poin);
  const tersedia = await rows<{ id_semester_registrasi: number; nama_semester_registrasi: string }>(db, sql`select s.id_semester_registrasi, s.nama_semester_registrasi
    from master_data.semester s where s.aktif or exists (select 1 from master_data.kelas k where k.id_semester_registrasi = s.id_semester_registrasi and k.id_dosen = ${dosen.id_dosen})
    order by s.kode_semester desc`);
  return {
    ...identitas(dosen), id_semester_registrasi: semester.id_semester_registrasi, nama_semester_registrasi: semester.nama_semester_registrasi,
    kode_semester: semester.kode_semester, semester_tersedia: tersedia, detail_honor: detail, total_honor: total, pph_dua_satu: pph,
    label_pph: labelPph(p.pph21_basis_poin), total_penerimaan_bersih: total - pph, modul: tp('modul.honor_uts_uas'),
  };
}
