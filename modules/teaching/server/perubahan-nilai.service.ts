import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { simpanNilaiKelas, type NilaiDiganti, type PerubahanCache } from '../../krs/public';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { JadwalPerubahanNilai, KelasPerubahanNilai, KelasQuery, PerubahanNilaiTercatat, RiwayatPerubahanNilai, SimpanNilaiHasil, UbahNilaiBody } from '../schemas';
import { idDosen, jendela, kelasMilik, namaMahasiswa, periksaNilai, tolakHasil, tolakNilai, tt } from './nilai.service';

/** The shortest reason a grade change is accepted with, spaces around it not counted. */
const ALASAN_MINIMAL = 10;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const hariIni = sql`(now() at time zone 'Asia/Jakarta')::date`;

/**
 * GET jadwal-mengajar/perubahan-nilai: the semesters whose grade-change period is open today,
 * newest first, each with the lecturer's classes of it; and the next period to open.
 */
export async function jadwalPerubahanNilai(db: Kysely<any>, user: TokenClaims): Promise<JadwalPerubahanNilai> {
  const dosen = await idDosen(db, user);
  const { rows: semester } = await sql<{ id_semester_registrasi: number; nama_semester_registrasi: string; mulai: string; selesai: string }>`
    select s.id_semester_registrasi, s.nama_semester_registrasi,
      to_char(j.perubahan_mulai, 'YYYY-MM-DD') as mulai, to_char(j.perubahan_selesai, 'YYYY-MM-DD') as selesai
    from teaching.jadwal_input_nilai j join master_data.semester s on s.id_semester_registrasi = j.id_semester_registrasi
    where ${hariIni} between j.perubahan_mulai and j.perubahan_selesai
    order by s.kode_semester desc`.execute(db);
  const { rows: kelas } = await sql<KelasPerubahanNilai>`
    select k.id_kelas, k.id_mata_kuliah, k.id_semester_registrasi, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, k.nama_kelas,
      (select count(*) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)::int as jumlah_mahasiswa,
      (select count(kk.nilai_angka) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)::int as jumlah_dinilai,
      (select count(*) from teaching.riwayat_perubahan_nilai r where r.id_kelas = k.id_kelas)::int as jumlah_perubahan
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where k.id_dosen = ${dosen} and k.id_semester_registrasi = any(${semester.map((s) => s.id_semester_registrasi)}::int[])
    order by mk.nama_mata_kuliah, k.nama_kelas`.execute(db);
  const { rows: [berikutnya] } = await sql<{ id_semester_registrasi: number; nama_semester_registrasi: string; mulai: string; selesai: string }>`
    select s.id_semester_registrasi, s.nama_semester_registrasi,
      to_char(j.perubahan_mulai, 'YYYY-MM-DD') as mulai, to_char(j.perubahan_selesai, 'YYYY-MM-DD') as selesai
    from teaching.jadwal_input_nilai j join master_data.semester s on s.id_semester_registrasi = j.id_semester_registrasi
    where j.perubahan_mulai > ${hariIni}
    order by j.perubahan_mulai, s.kode_semester limit 1`.execute(db);
  return {
    data: semester.map(({ mulai, selesai, ...s }) => ({
      semester: s,
      perubahan_nilai: { dibuka: true, mulai, selesai, alasan: null },
      kelas: kelas.filter((k) => k.id_semester_registrasi === s.id_semester_registrasi),
    })),
    berikutnya: berikutnya ? {
      semester: { id_semester_registrasi: berikutnya.id_semester_registrasi, nama_semester_registrasi: berikutnya.nama_semester_registrasi },
      mulai: berikutnya.mulai, selesai: berikutnya.selesai,
    } : null,
  };
}

/** GET input-nilai/riwayat-perubahan: the class's recorded grade changes, newest first (its lecturer only). */
export async function riwayatPerubahan(db: Kysely<any>, user: TokenClaims, q: KelasQuery): Promise<RiwayatPerubahanNilai> {
  const kelas = await kelasMilik(db, user, q);
  const { rows } = await sql<PerubahanNilaiTercatat>`
    select r.id_riwayat_perubahan_nilai, r.id_mahasiswa, m.nim, m.nama_mahasiswa,
      r.nilai_angka_lama, r.nilai_huruf_lama, r.nilai_indeks_lama, r.nilai_angka_baru, r.nilai_huruf_baru, r.nilai_indeks_baru,
      r.alasan, ${namaLengkapDosenSql('d')} as diubah_oleh, r.diubah_pada
    from teaching.riwayat_perubahan_nilai r
    join master_data.mahasiswa m on m.id_mahasiswa = r.id_mahasiswa
    join master_data.dosen d on d.id_dosen = r.id_dosen
    where r.id_kelas = ${kelas.id_kelas}
    order by r.diubah_pada desc, r.id_riwayat_perubahan_nilai desc`.execute(db);
  return {
    data: rows.map((r) => ({
      ...r,
      nilai_angka_lama: num(r.nilai_angka_lama), nilai_indeks_lama: num(r.nilai_indeks_lama),
      nilai_angka_baru: Number(r.nilai_angka_baru), nilai_indeks_baru: Number(r.nilai_indeks_baru),
      diubah_pada: new Date(r.diubah_pada).toISOString(),
    })),
  };
}

/**
 * PATCH input-nilai with `perubahan: true`: a grade change after the deadline (decision 0019). Only
 * the class's lecturer, only inside the semester's change period; every student carries a reason
 * and the score the lecturer saw. krs's `simpanNilaiKelas` writes the grades (rows locked, all or
 * nothing) and, in the same transaction, this records one history row per student after checking
 * that each stored score is still the one the lecturer saw: of two changes of one student made from
 * the same page, the first wins and the second is a 409 that stores nothing, so the history always
 * leads to the grade stored. The students' KHS is fresh at once (krs drops their cached reads).
 */
export async function ubahNilaiSetelahBatas(db: Kysely<any>, cache: PerubahanCache, user: TokenClaims, body: UbahNilaiBody): Promise<SimpanNilaiHasil> {
  const kelas = await kelasMilik(db, user, body);
  periksaNilai(body.nilai);
  const tanpaLama = body.nilai.filter((n) => n.nilai_angka_lama === undefined).map((n) => n.id_mahasiswa);
  if (tanpaLama.length) tolakNilai(400, 'perubahan_tanpa_nilai_lama', { daftar: await namaMahasiswa(db, tanpaLama) });
  const tanpaAlasan = body.nilai.filter((n) => (n.alasan ?? '').trim().length < ALASAN_MINIMAL).map((n) => n.id_mahasiswa);
  if (tanpaAlasan.length) tolakNilai(400, 'perubahan_tanpa_alasan', { minimal: ALASAN_MINIMAL, daftar: await namaMahasiswa(db, tanpaAlasan) });
  const sama = body.nilai.filter((n) => n.nilai_angka === n.nilai_angka_lama).map((n) => n.id_mahasiswa);
  if (sama.length) tolakNilai(400, 'perubahan_sama', { daftar: await namaMahasiswa(db, sama) });
  const w = await jendela(db, kelas.id_semester_registrasi, 'perubahan');
  if (!w.dibuka) tolakNilai(409, 'perubahan_ditutup', { alasan: w.alasan! });

  const kiriman = new Map(body.nilai.map((n) => [n.id_mahasiswa, n]));
  const catat = async (trx: Kysely<any>, nilai: readonly NilaiDiganti[]) => {
    const bergeser = nilai.filter((n) => (n.lama?.nilai_angka ?? null) !== kiriman.get(n.id_mahasiswa)!.nilai_angka_lama);
    if (bergeser.length) tolakNilai(409, 'perubahan_bentrok', { daftar: await namaMahasiswa(trx, bergeser.map((n) => n.id_mahasiswa)) });
    await trx.insertInto('teaching.riwayat_perubahan_nilai').values(nilai.map((n) => ({
      id_krs_kelas: n.id_krs_kelas, id_kelas: kelas.id_kelas, id_mahasiswa: n.id_mahasiswa,
      nilai_angka_lama: n.lama?.nilai_angka ?? null, nilai_huruf_lama: n.lama?.nilai_huruf ?? null, nilai_indeks_lama: n.lama?.nilai_indeks ?? null,
      nilai_angka_baru: n.nilai_angka, nilai_huruf_baru: n.nilai_huruf, nilai_indeks_baru: n.nilai_indeks,
      alasan: kiriman.get(n.id_mahasiswa)!.alasan!.trim(), id_dosen: kelas.id_dosen, id_user: user.id_user,
    }))).execute();
  };
  const hasil = await simpanNilaiKelas(db, cache, { id_kelas: kelas.id_kelas, tanggal: w.hari_ini, mode: 'ubah', nilai: body.nilai.map(({ id_mahasiswa, nilai_angka }) => ({ id_mahasiswa, nilai_angka })), dalamTransaksi: catat });
  if (!hasil.ok) return tolakHasil(db, hasil);
  return {
    message: tt('pesan.perubahan_tersimpan', { jumlah: hasil.nilai.length }),
    nilai: hasil.nilai.map((n) => ({ id_mahasiswa: n.id_mahasiswa, nilai_angka: n.nilai_angka, nilai_huruf: n.nilai_huruf, nilai_indeks: n.nilai_indeks })),
  };
}
