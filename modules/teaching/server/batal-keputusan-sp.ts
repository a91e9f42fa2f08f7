import { sql, type Kysely, type Transaction } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { hapusKuotaKelasKosong } from '../../krs/public';
import type { BatalKeputusanBody, KeputusanDibatalkan } from '../schemas-prodi';
import { kunciUsulan } from './keputusan-sp';
import { tt } from './nilai.service';
import { semesterTujuan } from './semester-pendek.service';
import { fail, mataKuliahDiputuskan } from './usulan-prodi.service';

// Programme staff undo a short-semester decision (decision 0034): the course goes back to
// 'diusulkan' with its proposals kept. A refusal is always undone; an acceptance only while its
// class holds nothing (no enrolment, and so no grade; no weekly slot, meeting or exam), and then
// the class is deleted. Decision row, class and history row go in one transaction, after the
// course's proposal lock, so an undo queues behind a decision, a proposal or another undo.

interface Tahanan { mahasiswa: number; dinilai: number; jadwal: number; pertemuan: number; ujian: number }

/**
 * Locks the opened class and names what holds it (empty when nothing does). FOR UPDATE conflicts
 * with the FOR KEY SHARE that inserting a krs.krs_kelas row (the enrolment's foreign key) takes on
 * the class: an enrolment not yet committed makes the undo wait and then count it; an undo that
 * locked first makes the enrolment's key check wait and fail once the class is gone, so no
 * enrolment is left without its class.
 */
async function kelasDitahan(trx: Transaction<any>, idKelas: number): Promise<{ nama_kelas: string; alasan: string[] }> {
  const { rows: [kelas] } = await sql<{ nama_kelas: string }>`select nama_kelas from master_data.kelas where id_kelas = ${idKelas} for update`.execute(trx);
  const { rows: [n] } = await sql<Tahanan>`select
      (select count(*)::int from krs.krs_kelas where id_kelas = ${idKelas}) as mahasiswa,
      (select count(*)::int from krs.krs_kelas where id_kelas = ${idKelas} and nilai_huruf is not null) as dinilai,
      (select count(*)::int from master_data.jadwal where id_kelas = ${idKelas}) as jadwal,
      (select count(*)::int from attendance.pertemuan where id_kelas = ${idKelas}) as pertemuan,
      (select count(*)::int from krs.jadwal_ujian where id_kelas = ${idKelas}) as ujian`.execute(trx);
  const v = { kelas: kelas.nama_kelas };
  const alasan: string[] = [];
  if (n.mahasiswa) alasan.push(tt(n.dinilai ? 'galat.batal_ada_nilai' : 'galat.batal_ada_mahasiswa', { ...v, jumlah: n.mahasiswa, dinilai: n.dinilai }));
  if (n.jadwal) alasan.push(tt('galat.batal_ada_jadwal', { ...v, jumlah: n.jadwal }));
  if (n.pertemuan) alasan.push(tt('galat.batal_ada_pertemuan', { ...v, jumlah: n.pertemuan }));
  if (n.ujian) alasan.push(tt('galat.batal_ada_ujian', v));
  return { nama_kelas: kelas.nama_kelas, alasan };
}

/** POST semester-pendek/usulan/batal: the course's decision undone, back to waiting. */
export async function batalkanKeputusan(db: Kysely<any>, user: TokenClaims, body: BatalKeputusanBody): Promise<KeputusanDibatalkan> {
  const { semester, nama_mata_kuliah } = await mataKuliahDiputuskan(db, user, body);
  const mk = { mata_kuliah: nama_mata_kuliah };
  const batal = await db.transaction().execute(async (trx) => {
    await kunciUsulan(trx, body.kode_semester, body.id_mata_kuliah);
    // Again inside the lock: a short semester that became the active one meanwhile takes enrolments.
    if ((await semesterTujuan(trx)).kode_semester !== body.kode_semester) fail(409, 'usulan_semester_berganti', { semester: semester.nama_semester });
    const { rows: [k] } = await sql<{ status: 'diterima' | 'ditolak'; id_kelas: number | null }>`select status, id_kelas
      from teaching.keputusan_semester_pendek where kode_semester = ${body.kode_semester} and id_mata_kuliah = ${body.id_mata_kuliah}`.execute(trx);
    if (!k) fail(409, 'batal_belum_diputuskan', mk);
    let namaKelas: string | null = null;
    if (k.id_kelas !== null) {
      const t = await kelasDitahan(trx, k.id_kelas);
      if (t.alasan.length) fail(409, 'batal_kelas_ditahan', { ...mk, alasan: t.alasan.join('; ') });
      namaKelas = t.nama_kelas;
    }
    await trx.deleteFrom('teaching.keputusan_semester_pendek').where('kode_semester', '=', body.kode_semester)
      .where('id_mata_kuliah', '=', body.id_mata_kuliah).execute();
    if (k.id_kelas !== null) await hapusKelas(trx, k.id_kelas, { ...mk, kelas: namaKelas! });
    await trx.insertInto('teaching.riwayat_keputusan_semester_pendek').values({
      kode_semester: body.kode_semester, id_mata_kuliah: body.id_mata_kuliah, status_dari: k.status, status_ke: 'diusulkan',
      alasan: body.alasan.trim(), id_kelas: k.id_kelas, nama_kelas: namaKelas, id_user: user.id_user,
    }).execute();
    return { status: k.status, nama_kelas: namaKelas };
  });
  return {
    message: batal.status === 'diterima'
      ? tt('pesan.penerimaan_dibatalkan', { ...mk, kelas: batal.nama_kelas ?? '' })
      : tt('pesan.penolakan_dibatalkan', mk),
  };
}

/** The unused class and its seat counter; a reference the checks do not know (a questionnaire...) is a 409, not a 500. */
async function hapusKelas(trx: Transaction<any>, idKelas: number, vars: { mata_kuliah: string; kelas: string }): Promise<void> {
  await hapusKuotaKelasKosong(trx, idKelas);
  try {
    await sql`delete from master_data.kelas where id_kelas = ${idKelas}`.execute(trx);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') fail(409, 'batal_kelas_dipakai', vars);
    throw e;
  }
}
