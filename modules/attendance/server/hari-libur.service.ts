import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import type { HariLibur, TambahHariLiburBody } from '../schemas';
import { fail, msg, rows, tanggalIndonesia, todayJakarta } from './common';
import { hariAntara, pertemuanPadaHariLibur } from './jadwal-libur';

/** The longest range one call adds (a campus break of a month; a longer one is surely a typing error). */
export const LIBUR_MAKS_HARI = 31;

const kolomLibur = sql`id_hari_libur, to_char(tanggal, 'YYYY-MM-DD') as tanggal, nama, jenis`;

/**
 * GET presensi/lp3/hari-libur?id_semester_registrasi=: the holidays from the semester's lecture
 * start to its end (or to its last meeting, when moves pushed meetings past the end), and how the
 * semester's meetings stand against them.
 */
export async function daftarHariLibur(db: Kysely<any>, idSemester: number) {
  const [semester] = await rows<{ id_semester_registrasi: number; nama_semester_registrasi: string; kuliah_mulai: string; kuliah_selesai: string; akhir: string; berakhir: boolean }>(db, sql`
    select s.id_semester_registrasi, s.nama_semester_registrasi, to_char(s.kuliah_mulai, 'YYYY-MM-DD') as kuliah_mulai,
      to_char(s.kuliah_selesai, 'YYYY-MM-DD') as kuliah_selesai, s.kuliah_selesai < ${todayJakarta} as berakhir,
      greatest(s.kuliah_selesai, (select max(p.tanggal) from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
        where k.id_semester_registrasi = s.id_semester_registrasi)) as akhir
    from master_data.semester s where s.id_semester_registrasi = ${idSemester}`);
  if (!semester) fail(404, 'semester_tidak_ditemukan');
  const data = await rows<HariLibur>(db, sql`select ${kolomLibur} from attendance.hari_libur
    where tanggal between ${semester.kuliah_mulai}::date and ${semester.akhir}::date order by tanggal`);
  const { akhir: _akhir, ...info } = semester;
  return { semester: info, data, pertemuan: await pertemuanPadaHariLibur(db, idSemester) };
}

/** A 400 naming the field the form shows it under. */
function salahIsian(field: string, key: string, vars?: Record<string, string | number>): never {
  const message = msg(`galat.${key}`, vars);
  throw httpError(400, message, { [field]: [message] });
}

/** 409 naming every day of the range that already is a holiday, with its name. */
async function sudahAda(db: Kysely<any>, mulai: string, selesai: string): Promise<never> {
  const ada = await rows<HariLibur>(db, sql`select ${kolomLibur} from attendance.hari_libur where tanggal between ${mulai}::date and ${selesai}::date order by tanggal`);
  const daftar = ada.map((h) => `${tanggalIndonesia(h.tanggal)} (${h.nama})`).join('; ');
  const message = msg('galat.libur_sudah_ada', { daftar });
  throw httpError(409, message, { tanggal_mulai: [message] });
}

/**
 * POST presensi/lp3/hari-libur: one holiday, or every day of a range under one name (at most
 * LIBUR_MAKS_HARI days). All or nothing: when any day of the range already is a holiday, nothing is
 * added and the answer names those days (409); two officers adding the same day at once meet the
 * table's unique date, and the second gets the same 409. A date outside every semester is allowed
 * (the calendar is the campus's, not a semester's). Meetings do not move here: generating does.
 */
export async function tambahHariLibur(db: Kysely<any>, user: TokenClaims, body: TambahHariLiburBody) {
  const mulai = body.tanggal_mulai;
  const selesai = body.tanggal_selesai ?? mulai;
  if (selesai < mulai) salahIsian('tanggal_selesai', 'libur_selesai_sebelum_mulai');
  if (hariAntara(mulai, selesai) > LIBUR_MAKS_HARI) salahIsian('tanggal_selesai', 'libur_terlalu_panjang', { maks: LIBUR_MAKS_HARI });
  const nama = body.nama.trim();
  let data: HariLibur[];
  try {
    data = await rows<HariLibur>(db, sql`
      insert into attendance.hari_libur (tanggal, nama, jenis, dibuat_oleh)
      select d::date, ${nama}, ${body.jenis}, ${user.id_user} from generate_series(${mulai}::date, ${selesai}::date, interval '1 day') d
      where not exists (select 1 from attendance.hari_libur h where h.tanggal between ${mulai}::date and ${selesai}::date)
      returning ${kolomLibur}`);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return sudahAda(db, mulai, selesai);
    throw error;
  }
  if (!data.length) return sudahAda(db, mulai, selesai);
  data.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  return { message: msg('pesan.libur_ditambah', { jumlah: data.length, nama }), data };
}

/**
 * DELETE presensi/lp3/hari-libur/{id_hari_libur}: removes one holiday. Meetings already moved off it
 * stay where they are (LP3 may move one back on /pertemuan-persemester).
 */
export async function hapusHariLibur(db: Kysely<any>, idHariLibur: number) {
  const [hapus] = await rows<HariLibur>(db, sql`delete from attendance.hari_libur where id_hari_libur = ${idHariLibur} returning ${kolomLibur}`);
  if (!hapus) fail(404, 'libur_tidak_ditemukan');
  return { message: msg('pesan.libur_dihapus', { nama: hapus.nama, tanggal: tanggalIndonesia(hapus.tanggal) }) };
}
