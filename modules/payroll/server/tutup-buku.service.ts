import { sql, type Kysely, type Transaction } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import { bulanSebelum, namaBulan } from '../bulan';
import type { BulanBuku, DaftarTutupBuku, TutupBukuTersimpan } from '../schemas-tutup-buku';
import { hitungSlip, periksaBulan, tp } from './slip.service';

// Closing a payroll month (tutup buku, decision 0028). Months are closed in order, so the closed months
// are one run ending at the latest closed month; every month after it is open: its extra lines may be
// written and a rate version may start in it. Closing keeps every active lecturer's slip as answered at
// that moment (payroll.slip_tutup_buku), and the slip endpoints answer a closed month from it.
//
// Locking: a write into a month (extra line, import, rate version) holds `payroll.tutup_buku` in SHARE
// mode while it checks the month is open and writes; closing holds it in SHARE ROW EXCLUSIVE mode, which
// waits for those writes and holds off new ones (and a second closing) until it commits. So a write
// either lands before the snapshot or, waiting behind the closing, sees the month closed and gets 409.

/** Months on the closing screen: the twelve complete months before the current one. */
const JUMLAH_BULAN = 12;

const bulanBerikut = (bulan: string) => {
  const [y, m] = bulan.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The latest closed month 'YYYY-MM', or null when no month was ever closed. */
export async function bulanTutupTerakhir(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{ bulan: string | null }>`select to_char(max(bulan), 'YYYY-MM') as bulan from payroll.tutup_buku`.execute(db);
  return rows[0].bulan;
}

/** The first month that may still be written (the one after the latest closed), or null when none was ever closed. */
export async function bulanTerbuka(db: Kysely<any>): Promise<string | null> {
  const akhir = await bulanTutupTerakhir(db);
  return akhir === null ? null : bulanBerikut(akhir);
}

/**
 * Runs `tulis` in a transaction only when `bulan` ('YYYY-MM', the month written or the first month a
 * rate applies to) is open; otherwise 409 naming the month (and `field`), nothing written.
 */
export async function dalamBulanTerbuka<T>(db: Kysely<any>, bulan: string, field: string, tulis: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table payroll.tutup_buku in share mode`.execute(trx);
    await periksaTerbuka(trx, bulan, field);
    return tulis(trx);
  });
}

/** 409 naming the month (and `field`) when `bulan` is closed; without the lock, for an early answer before a long check (the import). */
export async function periksaTerbuka(db: Kysely<any>, bulan: string, field: string): Promise<void> {
  const akhir = await bulanTutupTerakhir(db);
  if (akhir !== null && bulan <= akhir) {
    const message = tp('galat.bulan_ditutup', { bulan: namaBulan(bulan), akhir: namaBulan(akhir) });
    throw httpError(409, message, { [field]: [message] });
  }
}

interface BarisTutup {
  bulan: string; jumlah_dosen: number; total_penerimaan_bersih: string; ditutup_oleh: string | null; ditutup_pada: string;
  jumlah_ditransfer: number; jumlah_bergaji: number;
}

async function bacaTutup(db: Kysely<any>, dari: string): Promise<Map<string, BarisTutup>> {
  const { rows } = await sql<BarisTutup>`select to_char(b.bulan, 'YYYY-MM') as bulan, b.jumlah_dosen, b.total_penerimaan_bersih, u.nama as ditutup_oleh,
      to_char(b.ditutup_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as ditutup_pada,
      (select count(*) from payroll.transfer_gaji_dosen t where t.bulan = b.bulan)::int as jumlah_ditransfer,
      (select count(*) from payroll.slip_tutup_buku s where s.bulan = b.bulan and (s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8 > 0)::int as jumlah_bergaji
    from payroll.tutup_buku b left join core.pengguna u on u.id_user = b.ditutup_oleh where b.bulan >= ${dari}::date`.execute(db);
  return new Map(rows.map((r) => [r.bulan, r]));
}

/** A closed month as kept, with its payment so far. */
const bulanBukuDitutup = (bulan: string, t: BarisTutup): BulanBuku => ({
  bulan, nama_bulan: namaBulan(bulan), ditutup: true, dapat_ditutup: false, jumlah_dosen: t.jumlah_dosen,
  total_penerimaan_bersih: Number(t.total_penerimaan_bersih), ditutup_oleh: t.ditutup_oleh, ditutup_pada: t.ditutup_pada,
  transfer: { jumlah_ditransfer: t.jumlah_ditransfer, jumlah_bergaji: t.jumlah_bergaji },
});

/** Who is paid in a month: every active lecturer (the set the import template lists). */
const penerimaGaji = sql`d.aktif`;

/** GET pengaturan-gaji/tutup-buku: the twelve complete months, newest first; an open month's totals computed now. */
export async function daftarTutupBuku(db: Kysely<any>, now = new Date()): Promise<DaftarTutupBuku> {
  const bulanList = Array.from({ length: JUMLAH_BULAN }, (_, i) => bulanSebelum(now, i + 1));
  const tutup = await bacaTutup(db, `${bulanList[bulanList.length - 1]}-01`);
  const akhir = await bulanTutupTerakhir(db);
  const data: BulanBuku[] = [];
  for (const bulan of bulanList) {
    const t = tutup.get(bulan);
    if (t) {
      data.push(bulanBukuDitutup(bulan, t));
      continue;
    }
    // A month before the first closed one is never closed (closing goes forward only): shown, not closable.
    const sebelumBuku = akhir !== null && bulan < akhir;
    const slip = sebelumBuku ? [] : await hitungSlip(db, penerimaGaji, periksaBulan(bulan, now), now);
    data.push({
      bulan, nama_bulan: namaBulan(bulan), ditutup: false, dapat_ditutup: !sebelumBuku && (akhir === null || bulanBerikut(akhir) === bulan),
      jumlah_dosen: sebelumBuku ? null : slip.length, total_penerimaan_bersih: sebelumBuku ? null : jumlah(slip), ditutup_oleh: null, ditutup_pada: null,
      transfer: null,
    });
  }
  return { bulan_terbuka: akhir === null ? null : bulanBerikut(akhir), data };
}

const jumlah = (slip: Array<{ detail_gaji: { total_penerimaan_bersih: number } }>) => slip.reduce((a, s) => a + s.detail_gaji.total_penerimaan_bersih, 0);

/**
 * POST pengaturan-gaji/tutup-buku/{bulan}: closes a complete month: 400 for the current month or a
 * later one, 409 when it is closed already or the month before it is still open (unless no month was
 * ever closed). Keeps every active lecturer's slip as computed now.
 */
export async function tutupBuku(db: Kysely<any>, idUser: number | null, bulan: string, now = new Date()): Promise<TutupBukuTersimpan> {
  const periode = periksaBulan(bulan, now);
  if (bulan >= bulanSebelum(now, 0)) {
    const message = tp('galat.tutup_bulan_berjalan', { bulan: namaBulan(bulan) });
    throw httpError(400, message, { bulan: [message] });
  }
  // The seed closes months inside its own transaction.
  const atomically = <T>(work: (trx: Kysely<any>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return atomically(async (trx) => {
    await sql`lock table payroll.tutup_buku in share row exclusive mode`.execute(trx);
    const akhir = await bulanTutupTerakhir(trx);
    if (akhir !== null && bulan <= akhir) {
      const sudah = (await sql`select 1 from payroll.tutup_buku where bulan = ${periode.dari}::date`.execute(trx)).rows.length > 0;
      throw httpError(409, tp(sudah ? 'galat.sudah_ditutup' : 'galat.sebelum_buku', { bulan: namaBulan(bulan), akhir: namaBulan(akhir) }));
    }
    if (akhir !== null && bulanBerikut(akhir) !== bulan) {
      throw httpError(409, tp('galat.tutup_berurutan', { bulan: namaBulan(bulan), sebelumnya: namaBulan(bulanBerikut(akhir)) }));
    }
    const slip = await hitungSlip(trx, penerimaGaji, periode, now);
    const total = jumlah(slip);
    await sql`insert into payroll.tutup_buku (bulan, jumlah_dosen, total_penerimaan_bersih, ditutup_oleh)
      values (${periode.dari}::date, ${slip.length}, ${total}, ${idUser})`.execute(trx);
    // One statement for every slip, whatever the number of lecturers.
    await sql`insert into payroll.slip_tutup_buku (bulan, id_dosen, slip)
      select ${periode.dari}::date, (s->>'id_dosen')::int, s from jsonb_array_elements(${JSON.stringify(slip)}::jsonb) s`.execute(trx);
    const [data] = (await bacaTutup(trx, periode.dari)).values();
    return { message: tp('pesan.buku_ditutup', { bulan: namaBulan(bulan), n: slip.length }), data: bulanBukuDitutup(bulan, data) };
  });
}
