import { sql, type Kysely } from 'kysely';
import type { JenisLibur } from '../schemas';
import { tambahHari } from '../server/jadwal-libur';

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

/**
 * Two campus breaks of the active semester, placed relative to its lectures so that a demo started
 * on any day has them in its coming weeks: the Dies Natalis, one day in lecture week 6 on the weekday
 * of the demo class (so dsn00's and mhs00's meeting list shows the skipped week), and the student
 * sports and arts week, Thursday and Friday of lecture week 11 (a range under one name).
 */
export function liburKampus(kuliahMulai: string, hariKelasDemo: number | null): Libur[] {
  const dies = hariDalamMinggu(tambahHari(kuliahMulai, 5 * 7), hariKelasDemo ?? 3);
  const porseni = hariDalamMinggu(tambahHari(kuliahMulai, 10 * 7), 4);
  return [
    { tanggal: dies, nama: 'Dies Natalis Universitas Nusantara', jenis: 'libur_kampus' },
    { tanggal: porseni, nama: 'Pekan Olahraga dan Seni Mahasiswa', jenis: 'libur_kampus' },
    { tanggal: tambahHari(porseni, 1), nama: 'Pekan Olahraga dan Seni Mahasiswa', jenis: 'libur_kampus' },
  ];
}

/**
 * The demo's holiday calendar: the national holidays and cuti bersama of every year the seeded
 * semesters span, and the active semester's campus breaks (a break on a day that already is a
 * national holiday is left out). Seeded before the meetings are generated, so they skip them.
 */
export async function seedHariLibur(db: Kysely<any>, aktif: { kuliah_mulai: string } | undefined, hariKelasDemo: number | null): Promise<void> {
  const { rows: [rentang] } = await sql<{ dari: number; sampai: number }>`select extract(year from min(kuliah_mulai))::int as dari,
    extract(year from max(kuliah_selesai))::int as sampai from master_data.semester`.execute(db);
  if (rentang?.dari == null) return;
  const libur = [...liburNasional(rentang.dari, rentang.sampai), ...(aktif ? liburKampus(aktif.kuliah_mulai, hariKelasDemo) : [])];
  await sql`insert into attendance.hari_libur (tanggal, nama, jenis)
    select * from unnest(${libur.map((l) => l.tanggal)}::date[], ${libur.map((l) => l.nama)}::text[], ${libur.map((l) => l.jenis)}::text[])
    on conflict (tanggal) do nothing`.execute(db);
}
