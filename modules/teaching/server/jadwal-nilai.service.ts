import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import type { DaftarJadwalNilai, JadwalNilaiSemester, JadwalNilaiTanggal, JadwalNilaiTersimpan, SimpanJadwalNilaiBody } from '../schemas-jadwal-nilai';
import { tt } from './nilai.service';

// The administrator's settings of each semester's grade periods (decision 0023). The lecturers' calls
// read teaching.jadwal_input_nilai on every request (nilai.service.ts `jendela`, nothing cached), so a
// stored change holds for them at once.

const fail = (status: number, key: string, vars?: Record<string, string>): never => {
  throw httpError(status, tt(`galat.${key}`, vars));
};

/** Every semester (or one) with its periods and its classes' grading counts, newest first. */
async function bacaJadwal(db: Kysely<any>, idSemester?: number): Promise<JadwalNilaiSemester[]> {
  const { rows } = await sql<JadwalNilaiSemester>`
    select s.id_semester_registrasi, s.kode_semester, s.nama_semester_registrasi, s.aktif,
      to_char(j.mulai, 'YYYY-MM-DD') as mulai, to_char(j.selesai, 'YYYY-MM-DD') as selesai,
      to_char(j.perubahan_mulai, 'YYYY-MM-DD') as perubahan_mulai, to_char(j.perubahan_selesai, 'YYYY-MM-DD') as perubahan_selesai,
      coalesce(h.d between j.mulai and j.selesai, false) as input_dibuka,
      coalesce(h.d between j.perubahan_mulai and j.perubahan_selesai, false) as perubahan_dibuka,
      coalesce(k.jumlah, 0)::int as jumlah_kelas, coalesce(k.lengkap, 0)::int as kelas_lengkap,
      coalesce(k.divalidasi, 0)::int as kelas_divalidasi, coalesce(k.perubahan, 0)::int as jumlah_perubahan
    from master_data.semester s
    cross join (select (now() at time zone 'Asia/Jakarta')::date as d) h
    left join teaching.jadwal_input_nilai j on j.id_semester_registrasi = s.id_semester_registrasi
    left join lateral (
      select count(*) as jumlah,
        count(*) filter (where n.peserta > 0 and n.peserta = n.dinilai) as lengkap,
        count(*) filter (where exists (select 1 from teaching.validasi_nilai v where v.id_kelas = kl.id_kelas)) as divalidasi,
        sum((select count(*) from teaching.riwayat_perubahan_nilai r where r.id_kelas = kl.id_kelas)) as perubahan
      from master_data.kelas kl
      cross join lateral (select count(*) as peserta, count(kk.nilai_angka) as dinilai from krs.krs_kelas kk where kk.id_kelas = kl.id_kelas) n
      where kl.id_semester_registrasi = s.id_semester_registrasi
    ) k on true
    ${idSemester === undefined ? sql`` : sql`where s.id_semester_registrasi = ${idSemester}`}
    order by s.kode_semester desc`.execute(db);
  return rows;
}

/** GET jadwal-nilai. */
export async function daftarJadwalNilai(db: Kysely<any>): Promise<DaftarJadwalNilai> {
  return { data: await bacaJadwal(db) };
}

/**
 * The table's own checks (migrations 001 and 005) as Indonesian 400s, before the database sees the
 * dates: YYYY-MM-DD strings compare as the dates they name.
 */
function periksa(b: JadwalNilaiTanggal): void {
  if (b.selesai < b.mulai) fail(400, 'jadwal_selesai_sebelum_mulai', { mulai: b.mulai, selesai: b.selesai });
  if ((b.perubahan_mulai === null) !== (b.perubahan_selesai === null)) fail(400, 'jadwal_perubahan_tidak_lengkap');
  if (b.perubahan_mulai === null || b.perubahan_selesai === null) return;
  if (b.perubahan_mulai <= b.selesai) fail(400, 'jadwal_perubahan_tidak_setelah_input', { perubahan_mulai: b.perubahan_mulai, selesai: b.selesai });
  if (b.perubahan_selesai < b.perubahan_mulai) fail(400, 'jadwal_perubahan_terbalik', { perubahan_mulai: b.perubahan_mulai, perubahan_selesai: b.perubahan_selesai });
}

/**
 * PATCH jadwal-nilai/{id}: stores the semester's periods when the stored row is still the one the
 * page showed (`semula`), as one conditional statement: of two administrators saving at once exactly
 * one wins, the other gets 409 and its page reloads what is stored. Answers the stored row.
 */
export async function simpanJadwalNilai(db: Kysely<any>, idSemester: number, body: SimpanJadwalNilaiBody): Promise<JadwalNilaiTersimpan> {
  periksa(body);
  const semester = await db.selectFrom('master_data.semester').select('nama_semester_registrasi')
    .where('id_semester_registrasi', '=', idSemester).executeTakeFirst();
  if (!semester) fail(404, 'semester_tidak_ditemukan');
  const baru = { mulai: body.mulai, selesai: body.selesai, perubahan_mulai: body.perubahan_mulai, perubahan_selesai: body.perubahan_selesai };
  const s = body.semula;
  const { rows } = s === null
    ? await sql`insert into teaching.jadwal_input_nilai (id_semester_registrasi, mulai, selesai, perubahan_mulai, perubahan_selesai)
        values (${idSemester}, ${baru.mulai}::date, ${baru.selesai}::date, ${baru.perubahan_mulai}::date, ${baru.perubahan_selesai}::date)
        on conflict (id_semester_registrasi) do nothing returning 1`.execute(db)
    : await sql`update teaching.jadwal_input_nilai set mulai = ${baru.mulai}::date, selesai = ${baru.selesai}::date,
          perubahan_mulai = ${baru.perubahan_mulai}::date, perubahan_selesai = ${baru.perubahan_selesai}::date
        where id_semester_registrasi = ${idSemester} and mulai = ${s.mulai}::date and selesai = ${s.selesai}::date
          and perubahan_mulai is not distinct from ${s.perubahan_mulai}::date and perubahan_selesai is not distinct from ${s.perubahan_selesai}::date
        returning 1`.execute(db);
  if (rows.length === 0) fail(409, 'jadwal_bentrok');
  const [data] = await bacaJadwal(db, idSemester);
  return { message: tt('pesan.jadwal_nilai_tersimpan', { semester: semester!.nama_semester_registrasi as string }), data };
}
