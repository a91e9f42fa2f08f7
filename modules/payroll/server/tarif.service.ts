import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { bulanJakarta, kodeBulan, namaBulan } from '../bulan';
import type { DaftarTarif, DaftarTarifJabatan, SimpanTarifBody, SimpanTarifJabatanBody, Tarif, TarifJabatan, TarifJabatanTersimpan, TarifTersimpan } from '../schemas-pengaturan';
import { tp } from './slip.service';
import { bulanTerbuka, dalamBulanTerbuka } from './tutup-buku.service';
import { KUNCI_PENGATURAN } from './versi.service';

// The administrator's rates (decision 0024): every change is a new version from a month that is still
// open (decision 0028: after the latest closed month), so no closed month's slip changes; versions are
// never edited or deleted.

const fail = (status: number, key: string, vars?: Record<string, string>, field?: string): never => {
  const message = tp(`galat.${key}`, vars);
  throw httpError(status, message, field ? { [field]: [message] } : undefined);
};

/** The current month in Jakarta, 'YYYY-MM'. */
export const bulanBerjalan = (now: Date) => {
  const { y, m } = bulanJakarta(now);
  return kodeBulan(y, m);
};

/**
 * A month a change may start from or a monthly line may be written for: a real 'YYYY-MM' (400 naming
 * `field` otherwise). Answers its first day. Whether the month is still open is checked under the
 * book's lock (dalamBulanTerbuka).
 */
export function periksaBulanBaru(bulan: string, field: string): string {
  const m = Number(bulan.slice(5, 7));
  if (!/^\d{4}-\d{2}$/.test(bulan) || m < 1 || m > 12 || Number(bulan.slice(0, 4)) < 2000) fail(400, 'bulan_tidak_valid', undefined, field);
  return `${bulan}-01`;
}

const bulanDari = (d: string | null) => (d === null ? null : d.slice(0, 7));
const riwayatKolom = sql`to_char(v.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai, u.nama as diubah_oleh,
  to_char(v.diubah_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as diubah_pada`;

/** The versions of every setting (or one), newest first, with the one in force in the current month. */
async function bacaTarif(db: Kysely<any>, now: Date, kunci?: string): Promise<Tarif[]> {
  const hari = `${bulanBerjalan(now)}-01`;
  const { rows } = await sql<{ kunci: string; label: string; id: number; berlaku_mulai: string | null; nilai: string; diubah_oleh: string | null; diubah_pada: string | null; berlaku: boolean }>`
    select p.kunci, p.label, v.id, v.nilai, ${riwayatKolom},
      v.id = (select w.id from payroll.pengaturan_versi w where w.kunci = p.kunci and (w.berlaku_mulai is null or w.berlaku_mulai <= ${hari}::date)
        order by w.berlaku_mulai desc nulls last, w.id desc limit 1) as berlaku
    from payroll.pengaturan p join payroll.pengaturan_versi v on v.kunci = p.kunci
    left join core.pengguna u on u.id_user = v.diubah_oleh
    ${kunci === undefined ? sql`` : sql`where p.kunci = ${kunci}`}
    order by p.kunci, v.id desc`.execute(db);
  const byKunci = new Map<string, Tarif>();
  for (const r of rows) {
    let t = byKunci.get(r.kunci);
    // Rows come newest first, so the first row of a key is its newest version.
    if (!t) byKunci.set(r.kunci, (t = { kunci: r.kunci, label: r.label, nilai_berlaku: 0, versi_terakhir: r.id, riwayat: [] }));
    if (r.berlaku) t.nilai_berlaku = Number(r.nilai);
    t.riwayat.push({ id: r.id, berlaku_mulai: bulanDari(r.berlaku_mulai), nilai: Number(r.nilai), diubah_oleh: r.diubah_oleh, diubah_pada: r.diubah_pada });
  }
  // In the order the slip reads them.
  const urut: string[] = KUNCI_PENGATURAN;
  return urut.flatMap((k) => byKunci.get(k) ?? []).concat([...byKunci.values()].filter((t) => !urut.includes(t.kunci)));
}

/** GET pengaturan-gaji/tarif. */
export async function daftarTarif(db: Kysely<any>, now = new Date()): Promise<DaftarTarif> {
  return { bulan_berjalan: bulanBerjalan(now), bulan_terbuka: await bulanTerbuka(db), data: await bacaTarif(db, now) };
}

/**
 * POST pengaturan-gaji/tarif/{kunci}: a new version from `berlaku_mulai`, chained onto `semula`, the
 * newest version the page showed. One statement: the unique `sebelumnya` lets exactly one of two
 * saves against the same version in (the other: no row, 409), so nothing is half-saved.
 */
export async function simpanTarif(db: Kysely<any>, user: TokenClaims, kunci: string, body: SimpanTarifBody, now = new Date()): Promise<TarifTersimpan> {
  const mulai = periksaBulanBaru(body.berlaku_mulai, 'berlaku_mulai');
  const ada = await db.selectFrom('payroll.pengaturan').select('label').where('kunci', '=', kunci).executeTakeFirst();
  if (!ada) fail(404, 'tarif_tidak_ditemukan');
  if (kunci === 'pph21_basis_poin' && body.nilai > 10_000) fail(400, 'pph_terlalu_besar', undefined, 'nilai');
  const { rows } = await dalamBulanTerbuka(db, body.berlaku_mulai, 'berlaku_mulai', (trx) => sql`insert into payroll.pengaturan_versi (kunci, berlaku_mulai, nilai, sebelumnya, diubah_oleh)
    select ${kunci}, ${mulai}::date, ${body.nilai}, v.id, ${user.id_user}
    from payroll.pengaturan_versi v
    where v.id = ${body.semula} and v.kunci = ${kunci} and not exists (select 1 from payroll.pengaturan_versi n where n.sebelumnya = v.id)
    on conflict (sebelumnya) do nothing returning id`.execute(trx));
  if (rows.length === 0) fail(409, 'tarif_bentrok');
  const [data] = await bacaTarif(db, now, kunci);
  return { message: tp('pesan.tarif_tersimpan', { label: ada!.label as string, bulan: namaBulan(body.berlaku_mulai) }), data };
}

/** Every rank (or one) with its tariff versions, newest first, and the one in force in the current month. */
async function bacaTarifJabatan(db: Kysely<any>, now: Date, idJabatan?: number): Promise<TarifJabatan[]> {
  const hari = `${bulanBerjalan(now)}-01`;
  const { rows } = await sql<{ id_jabatan_fungsional: number; nama: string; id: number | null; berlaku_mulai: string | null; gaji_pokok: string; tunjangan_akademik: string; diubah_oleh: string | null; diubah_pada: string | null; berlaku: boolean }>`
    select j.id_jabatan_fungsional, j.nama, v.id, v.gaji_pokok, v.tunjangan_akademik, ${riwayatKolom},
      v.id = (select w.id from payroll.tarif_jabatan_versi w where w.id_jabatan_fungsional = j.id_jabatan_fungsional
        and (w.berlaku_mulai is null or w.berlaku_mulai <= ${hari}::date) order by w.berlaku_mulai desc nulls last, w.id desc limit 1) as berlaku
    from master_data.jabatan_fungsional j left join payroll.tarif_jabatan_versi v on v.id_jabatan_fungsional = j.id_jabatan_fungsional
    left join core.pengguna u on u.id_user = v.diubah_oleh
    ${idJabatan === undefined ? sql`` : sql`where j.id_jabatan_fungsional = ${idJabatan}`}
    order by j.urutan, j.id_jabatan_fungsional, v.id desc`.execute(db);
  const byJabatan = new Map<number, TarifJabatan>();
  for (const r of rows) {
    let t = byJabatan.get(r.id_jabatan_fungsional);
    if (!t) {
      t = { id_jabatan_fungsional: r.id_jabatan_fungsional, nama_jabatan_fungsional: r.nama, gaji_pokok: 0, tunjangan_akademik: 0, versi_terakhir: r.id, riwayat: [] };
      byJabatan.set(r.id_jabatan_fungsional, t);
    }
    if (r.id === null) continue;
    if (r.berlaku) Object.assign(t, { gaji_pokok: Number(r.gaji_pokok), tunjangan_akademik: Number(r.tunjangan_akademik) });
    t.riwayat.push({
      id: r.id, berlaku_mulai: bulanDari(r.berlaku_mulai), gaji_pokok: Number(r.gaji_pokok), tunjangan_akademik: Number(r.tunjangan_akademik),
      diubah_oleh: r.diubah_oleh, diubah_pada: r.diubah_pada,
    });
  }
  return [...byJabatan.values()];
}

/** GET pengaturan-gaji/tarif-jabatan. */
export async function daftarTarifJabatan(db: Kysely<any>, now = new Date()): Promise<DaftarTarifJabatan> {
  return { bulan_berjalan: bulanBerjalan(now), bulan_terbuka: await bulanTerbuka(db), data: await bacaTarifJabatan(db, now) };
}

/**
 * POST pengaturan-gaji/tarif-jabatan/{id}: a new version of a rank's tariff, chained like a setting's;
 * the first version of a rank without any has `semula` null (one root per rank, by a unique index).
 */
export async function simpanTarifJabatan(db: Kysely<any>, user: TokenClaims, idJabatan: number, body: SimpanTarifJabatanBody, now = new Date()): Promise<TarifJabatanTersimpan> {
  const mulai = periksaBulanBaru(body.berlaku_mulai, 'berlaku_mulai');
  const jabatan = await db.selectFrom('master_data.jabatan_fungsional').select('nama').where('id_jabatan_fungsional', '=', idJabatan).executeTakeFirst();
  if (!jabatan) fail(404, 'jabatan_tidak_ditemukan');
  const nilai = sql`${idJabatan}, ${mulai}::date, ${body.gaji_pokok}, ${body.tunjangan_akademik}`;
  const { rows } = await dalamBulanTerbuka(db, body.berlaku_mulai, 'berlaku_mulai', (trx) => body.semula === null
    ? sql`insert into payroll.tarif_jabatan_versi (id_jabatan_fungsional, berlaku_mulai, gaji_pokok, tunjangan_akademik, sebelumnya, diubah_oleh)
        select ${nilai}, null, ${user.id_user}
        where not exists (select 1 from payroll.tarif_jabatan_versi where id_jabatan_fungsional = ${idJabatan})
        on conflict do nothing returning id`.execute(trx)
    : sql`insert into payroll.tarif_jabatan_versi (id_jabatan_fungsional, berlaku_mulai, gaji_pokok, tunjangan_akademik, sebelumnya, diubah_oleh)
        select ${nilai}, v.id, ${user.id_user}
        from payroll.tarif_jabatan_versi v
        where v.id = ${body.semula} and v.id_jabatan_fungsional = ${idJabatan}
          and not exists (select 1 from payroll.tarif_jabatan_versi n where n.sebelumnya = v.id)
        on conflict (sebelumnya) do nothing returning id`.execute(trx));
  if (rows.length === 0) fail(409, 'tarif_bentrok');
  const [data] = await bacaTarifJabatan(db, now, idJabatan);
  return { message: tp('pesan.tarif_jabatan_tersimpan', { jabatan: jabatan!.nama as string, bulan: namaBulan(body.berlaku_mulai) }), data };
}
