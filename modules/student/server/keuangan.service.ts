import { sql, type Kysely } from 'kysely';
import { prepare } from '../../../core/server/db/prepared';
import type { KrsGate } from '../../krs/public';
import { t } from '../../../core/server/i18n';
import type { Keuangan, KeuanganSemester, Tagihan } from '../schemas';

interface TagihanRow {
  id_tagihan: number;
  id_semester_registrasi: number;
  kode_semester: string;
  nama_semester_registrasi: string;
  jenis: string;
  keterangan: string;
  jumlah: number;
  jatuh_tempo: string;
  dibayar: number;
}

/** Bills of a student with the amount paid on each, oldest semester first. */
async function tagihanRows(db: Kysely<any>, idMahasiswa: number): Promise<TagihanRow[]> {
  const rows = await db.selectFrom('student.tagihan as tg')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'tg.id_semester_registrasi')
    .select([
      'tg.id_tagihan', 'tg.id_semester_registrasi', sql<string>`s.kode_semester::text`.as('kode_semester'), 's.nama_semester_registrasi',
      'tg.jenis', 'tg.keterangan', 'tg.jumlah', sql<string>`to_char(tg.jatuh_tempo, 'YYYY-MM-DD')`.as('jatuh_tempo'),
      sql<string>`coalesce((select sum(p.jumlah) from student.pembayaran p where p.id_tagihan = tg.id_tagihan), 0)`.as('dibayar'),
    ])
    .where('tg.id_mahasiswa', '=', idMahasiswa)
    .orderBy('s.kode_semester').orderBy('tg.id_tagihan')
    .execute();
  return rows.map((r: any) => ({ ...r, jumlah: Number(r.jumlah), dibayar: Number(r.dibayar) }));
}

/** keuangan: bills and payments grouped by semester (newest first), with totals. */
export async function keuangan(db: Kysely<any>, idMahasiswa: number): Promise<Keuangan> {
  const rows = await tagihanRows(db, idMahasiswa);
  const ids = rows.map((r) => r.id_tagihan);
  const payments = ids.length
    ? await db.selectFrom('student.pembayaran')
      .select(['id_pembayaran', 'id_tagihan', sql<string>`to_char(tanggal_bayar at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('tanggal_bayar'), 'jumlah', 'metode', 'no_referensi'])
      .where('id_tagihan', 'in', ids).orderBy('tanggal_bayar').orderBy('id_pembayaran').execute()
    : [];
  const bySemester = new Map<number, KeuanganSemester>();
  for (const r of rows) {
    let semester = bySemester.get(r.id_semester_registrasi);
    if (!semester) {
      semester = { id_semester_registrasi: r.id_semester_registrasi, kode_semester: r.kode_semester, nama_semester_registrasi: r.nama_semester_registrasi, tagihan: [] };
      bySemester.set(r.id_semester_registrasi, semester);
    }
    const sisa = Math.max(0, r.jumlah - r.dibayar);
    const tagihan: Tagihan = {
      id_tagihan: r.id_tagihan, jenis: r.jenis, keterangan: r.keterangan, jumlah: r.jumlah, jatuh_tempo: r.jatuh_tempo,
      dibayar: r.dibayar, sisa, status: sisa === 0 ? 'lunas' : r.dibayar > 0 ? 'sebagian' : 'belum_bayar',
      pembayaran: payments.filter((p: any) => p.id_tagihan === r.id_tagihan).map((p: any) => ({
        id_pembayaran: p.id_pembayaran, tanggal_bayar: p.tanggal_bayar, jumlah: Number(p.jumlah), metode: p.metode, no_referensi: p.no_referensi,
      })),
    };
    semester.tagihan.push(tagihan);
  }
  const total_tagihan = rows.reduce((a, r) => a + r.jumlah, 0);
  const total_dibayar = rows.reduce((a, r) => a + Math.min(r.dibayar, r.jumlah), 0);
  return { semester: [...bySemester.values()].reverse(), total_tagihan, total_dibayar, total_sisa: total_tagihan - total_dibayar };
}

/** Per semester: whether every bill of that semester is fully paid. */
export async function statusLunasPerSemester(db: Kysely<any>, idMahasiswa: number): Promise<Map<number, boolean>> {
  const result = new Map<number, boolean>();
  for (const r of await tagihanRows(db, idMahasiswa)) {
    result.set(r.id_semester_registrasi, (result.get(r.id_semester_registrasi) ?? true) && r.dibayar >= r.jumlah);
  }
  return result;
}

/** How many bills of the student are not fully paid (the notification count). */
export async function jumlahTagihanBelumLunas(db: Kysely<any>, idMahasiswa: number): Promise<number> {
  return (await tagihanRows(db, idMahasiswa)).filter((r) => r.dibayar < r.jumlah).length;
}

const uktOf = prepare<{ id_mahasiswa: number; id_semester_registrasi: number }>()((db, p) => db.selectFrom('student.tagihan as tg')
  .select(['tg.jumlah', sql<string>`coalesce((select sum(p.jumlah) from student.pembayaran p where p.id_tagihan = tg.id_tagihan), 0)`.as('dibayar')])
  .where('tg.id_mahasiswa', '=', p.id_mahasiswa)
  .where('tg.id_semester_registrasi', '=', p.id_semester_registrasi)
  .where('tg.jenis', '=', 'ukt'));

/**
 * The tuition rule of domain-rules.md ("Checks on save: ... tuition paid for the semester"),
 * registered into krs's KRS_GATE: a KRS may be edited only when the semester's UKT bill is fully
 * paid. A semester without a UKT bill owes nothing and passes.
 */
export const tuitionGate: KrsGate = async (db, subject) => {
  const row = await uktOf.first(db, subject);
  if (!row || Number(row.dibayar) >= Number(row.jumlah)) return null;
  const sisa = Number(row.jumlah) - Number(row.dibayar);
  return { kode: 'ukt_belum_lunas', pesan: t('student', 'galat.ukt_belum_lunas', { sisa: `Rp ${sisa.toLocaleString('id-ID')}` }) };
};
