import { sql, type Kysely } from 'kysely';
import type { JenisLibur } from '../schemas';
import { hariAntara, tambahHari } from '../server/jadwal-libur';

interface Libur { tanggal: string; nama: string; jenis: JenisLibur }

/** National holidays on the same date every year (Keppres on national holidays). */
const LIBUR_TETAP: ReadonlyArray<readonly [string, string]> = [
  ['01-01', 'Tahun Baru Masehi'],
  ['05-01', 'Hari Buruh Internasional'],
  ['06-01', 'Hari Lahir Pancasila'],
  ['08-17', 'Hari Proklamasi Kemerdekaan RI'],
  ['12-25', 'Hari Raya Natal'],
];

const N = 'libur_nasional' as const;
const C = 'cuti_bersama' as const;

/**
 * Holidays whose dates move (religious calendars) and the cuti bersama, as the joint decree of the
 * three ministers (SKB) set them for the years it has been published: 855/2023 for 2024,
 * 1017/2024 for 2025, 1497/2025 for 2026. Other years get the fixed dates only; LP3 adds the rest.
 */
const LIBUR_SKB: Record<number, ReadonlyArray<readonly [string, string, JenisLibur]>> = {
  2024: [
    ['02-08', 'Isra Mikraj Nabi Muhammad SAW', N], ['02-09', 'Cuti Bersama Tahun Baru Imlek', C], ['02-10', 'Tahun Baru Imlek 2575 Kongzili', N],
    ['03-11', 'Hari Suci Nyepi Tahun Baru Saka 1946', N], ['03-12', 'Cuti Bersama Hari Suci Nyepi', C], ['03-29', 'Wafat Isa Almasih', N],
    ['03-31', 'Hari Paskah', N], ['04-08', 'Cuti Bersama Idulfitri 1445 H', C], ['04-09', 'Cuti Bersama Idulfitri 1445 H', C],
    ['04-10', 'Hari Raya Idulfitri 1445 H', N], ['04-11', 'Hari Raya Idulfitri 1445 H', N], ['04-12', 'Cuti Bersama Idulfitri 1445 H', C],
    ['04-15', 'Cuti Bersama Idulfitri 1445 H', C], ['05-09', 'Kenaikan Isa Almasih', N], ['05-10', 'Cuti Bersama Kenaikan Isa Almasih', C],
    ['05-23', 'Hari Raya Waisak 2568 BE', N], ['05-24', 'Cuti Bersama Hari Raya Waisak', C], ['06-17', 'Hari Raya Iduladha 1445 H', N],
    ['06-18', 'Cuti Bersama Iduladha 1445 H', C], ['07-07', 'Tahun Baru Islam 1446 H', N], ['09-16', 'Maulid Nabi Muhammad SAW', N],
    ['12-26', 'Cuti Bersama Hari Raya Natal', C],
  ],
  2025: [
    ['01-27', 'Isra Mikraj Nabi Muhammad SAW', N], ['01-28', 'Cuti Bersama Tahun Baru Imlek', C], ['01-29', 'Tahun Baru Imlek 2576 Kongzili', N],
    ['03-28', 'Cuti Bersama Hari Suci Nyepi', C], ['03-29', 'Hari Suci Nyepi Tahun Baru Saka 1947', N], ['03-31', 'Hari Raya Idulfitri 1446 H', N],
    ['04-01', 'Hari Raya Idulfitri 1446 H', N], ['04-02', 'Cuti Bersama Idulfitri 1446 H', C], ['04-03', 'Cuti Bersama Idulfitri 1446 H', C],
    ['04-04', 'Cuti Bersama Idulfitri 1446 H', C], ['04-07', 'Cuti Bersama Idulfitri 1446 H', C], ['04-18', 'Wafat Yesus Kristus', N],
    ['04-20', 'Hari Paskah', N], ['05-12', 'Hari Raya Waisak 2569 BE', N], ['05-13', 'Cuti Bersama Hari Raya Waisak', C],
    ['05-29', 'Kenaikan Yesus Kristus', N], ['05-30', 'Cuti Bersama Kenaikan Yesus Kristus', C], ['06-06', 'Hari Raya Iduladha 1446 H', N],
    ['06-09', 'Cuti Bersama Iduladha 1446 H', C], ['06-27', 'Tahun Baru Islam 1447 H', N], ['09-05', 'Maulid Nabi Muhammad SAW', N],
    ['12-26', 'Cuti Bersama Hari Raya Natal', C],
  ],
  2026: [
    ['01-16', 'Isra Mikraj Nabi Muhammad SAW', N], ['02-16', 'Cuti Bersama Tahun Baru Imlek', C], ['02-17', 'Tahun Baru Imlek 2577 Kongzili', N],
    ['03-18', 'Cuti Bersama Hari Suci Nyepi', C], ['03-19', 'Hari Suci Nyepi Tahun Baru Saka 1948', N], ['03-20', 'Cuti Bersama Idulfitri 1447 H', C],
    ['03-21', 'Hari Raya Idulfitri 1447 H', N], ['03-22', 'Hari Raya Idulfitri 1447 H', N], ['03-23', 'Cuti Bersama Idulfitri 1447 H', C],
    ['03-24', 'Cuti Bersama Idulfitri 1447 H', C], ['04-03', 'Wafat Yesus Kristus', N], ['04-05', 'Hari Paskah', N],
    ['05-14', 'Kenaikan Yesus Kristus', N], ['05-15', 'Cuti Bersama Kenaikan Yesus Kristus', C], ['05-27', 'Hari Raya Iduladha 1447 H', N],
    ['05-28', 'Cuti Bersama Iduladha 1447 H', C], ['05-31', 'Hari Raya Waisak 2570 BE', N], ['06-16', 'Tahun Baru Islam 1448 H', N],
    ['08-25', 'Maulid Nabi Muhammad SAW', N], ['12-24', 'Cuti Bersama Hari Raya Natal', C],
  ],
};

/** The national holidays and cuti bersama of the years `dari`..`sampai`, in date order. */
export function liburNasional(dari: number, sampai: number): Libur[] {
  const hasil: Libur[] = [];
  for (let tahun = dari; tahun <= sampai; tahun++) {
    for (const [hari, nama] of LIBUR_TETAP) hasil.push({ tanggal: `${tahun}-${hari}`, nama, jenis: N });
    for (const [hari, nama, jenis] of LIBUR_SKB[tahun] ?? []) hasil.push({ tanggal: `${tahun}-${hari}`, nama, jenis });
  }
  return hasil.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
const hariIso = (tanggal: string) => ((new Date(`${tanggal}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** The day of ISO weekday `hari` in the week (Monday to Sunday) holding `tanggal`. */
const hariDalamMinggu = (tanggal: string, hari: number) => tambahHari(tanggal, hari - hariIso(tanggal));

/** The active semester's lecture period (YYYY-MM-DD). */
export interface MasaKuliah { kuliah_mulai: string; kuliah_selesai: string }

/**
 * Two campus breaks of the active semester, placed relative to its lectures so that a demo started
 * on any day has them in its coming weeks: the Dies Natalis, one day in lecture week 6 (else 7, 5,
 * 8), on the weekday of the demo class when it can (so dsn00's and mhs00's meeting list shows the
 * skipped week), and the student sports and arts week, two days of lecture week 11 (else 12, 10,
 * 13), Thursday and Friday when they can (a range under one name). A break only goes on a weekday
 * that keeps `pertemuan` days free of holidays in the lectures, so it pushes no class's meetings
 * past their end; in a semester whose national holidays leave no such weekday there is none.
 */
export function liburKampus(masa: MasaKuliah, nasional: readonly Libur[], pertemuan: number, hariKelasDemo: number | null): Libur[] {
  const { kuliah_mulai: mulai, kuliah_selesai: selesai } = masa;
  const terisi = new Set(nasional.map((l) => l.tanggal).filter((t) => t >= mulai && t <= selesai));
  const hariKuliah = Array.from({ length: hariAntara(mulai, selesai) }, (_, i) => tambahHari(mulai, i));
  const masihMuat = (tanggal: string) => hariKuliah.filter((t) => hariIso(t) === hariIso(tanggal) && !terisi.has(t)).length - 1 >= pertemuan;
  const bisa = (tanggal: string) => !terisi.has(tanggal) && masihMuat(tanggal);
  const hasil: Libur[] = [];
  const tambahkan = (tanggal: string, nama: string) => {
    hasil.push({ tanggal, nama, jenis: 'libur_kampus' });
    terisi.add(tanggal);
  };
  // Candidate days, best first: lecture week by week (1-based), and in each week the weekdays in order.
  const calon = (minggu: number[], hari: number[]) => minggu.flatMap((w) => hari.map((h) => hariDalamMinggu(tambahHari(mulai, (w - 1) * 7), h)));
  const dies = calon([6, 7, 5, 8], [...new Set([hariKelasDemo ?? 3, 3, 2, 4, 1, 5])]).find(bisa);
  if (dies) tambahkan(dies, 'Dies Natalis Universitas Nusantara');
  const porseni = calon([11, 12, 10, 13], [4, 3, 2, 1]).find((t) => bisa(t) && bisa(tambahHari(t, 1)));
  if (porseni) for (const t of [porseni, tambahHari(porseni, 1)]) tambahkan(t, 'Pekan Olahraga dan Seni Mahasiswa');
  return hasil;
}

/**
 * The demo's holiday calendar: the national holidays and cuti bersama of every year the seeded
 * semesters span, and the active semester's campus breaks. Seeded before the meetings are
 * generated, so they skip them.
 */
export async function seedHariLibur(db: Kysely<any>, aktif: MasaKuliah | undefined, hariKelasDemo: number | null): Promise<void> {
  const { rows: [rentang] } = await sql<{ dari: number; sampai: number; pertemuan: number }>`select extract(year from min(kuliah_mulai))::int as dari,
    extract(year from max(kuliah_selesai))::int as sampai,
    (select coalesce(max(pertemuan_per_semester), 16)::int from master_data.pengaturan_prodi) as pertemuan from master_data.semester`.execute(db);
  if (rentang?.dari == null) return;
  const nasional = liburNasional(rentang.dari, rentang.sampai);
  const libur = [...nasional, ...(aktif ? liburKampus(aktif, nasional, rentang.pertemuan, hariKelasDemo) : [])];
  await sql`insert into attendance.hari_libur (tanggal, nama, jenis)
    select * from unnest(${libur.map((l) => l.tanggal)}::date[], ${libur.map((l) => l.nama)}::text[], ${libur.map((l) => l.jenis)}::text[])
    on conflict (tanggal) do nothing`.execute(db);
}
