import type { Kysely } from 'kysely';
import type { AccountService, NewAccount, NewPenugasan } from '../../../core/server/module';
import { KAMPUS } from './campus';
import { insertRows, picker } from './insert';
import { NAMA_BELAKANG, NAMA_DEPAN_L, NAMA_DEPAN_P, TEMPAT_LAHIR } from './names';
import type { SeededOrganisation, SeededProdi } from './organisation';

export interface SeededDosen { id_dosen: number; id_prodi: number; id_user: number }
export interface RefIds { agama: number[]; wni: number; belumMenikah: number; aktif: number; cuti: number; shift: { pagi: number; sore: number; karyawan: number }; jabatan: number[]; kota: number[] }

const GELAR_BELAKANG: Record<string, string[]> = {
  TIF: ['M.Kom.', 'M.T.', 'M.Cs.'], SIF: ['M.Kom.', 'M.T.I.', 'M.M.S.I.'], MNJ: ['M.M.', 'M.Si.'], AKT: ['M.Ak.', 'M.Si., Ak.'],
  MMN: ['M.M.', 'M.B.A.'], TSP: ['M.T.', 'M.Eng.'], TEL: ['M.T.', 'M.Eng.'], PGS: ['M.Pd.'],
};
const ENGINEERING = new Set(['TSP', 'TEL', 'TIF']);

const dosenPenugasan = (p: SeededProdi, id_level: number): NewPenugasan => ({
  id_group_user: 'dsn00', id_level, kode_penugasan: 'dsn', sebagai_ketua_prodi: false,
  nama_prodi: p.def.nama, nama_lembaga: null, nama_fakultas: p.nama_fakultas, id_prodi: p.id_prodi, id_fakultas: p.id_fakultas,
});
/** The head of a programme works in the programme-staff area as 'Struktural Prodi' (spec section 3). */
export const kaprodiPenugasan = (p: SeededProdi): NewPenugasan => ({
  id_group_user: 'aka02', id_level: 0, kode_penugasan: 'prd', sebagai_ketua_prodi: true,
  nama_prodi: p.def.nama, nama_lembaga: null, nama_fakultas: p.nama_fakultas, id_prodi: p.id_prodi, id_fakultas: p.id_fakultas,
});

/**
 * Lecturers: enough for a student:lecturer ratio of about 30 and three classes each, at least four
 * per programme. The first of Teknik Informatika is the demo lecturer dsn00 (head of programme), the
 * second the coordinator kor00. Identifiers: NIDN 10 digits, NUPTK 16, NIP 18 (8-6-1-3) for some.
 */
export async function seedDosen(db: Kysely<any>, accounts: AccountService, random: () => number, org: SeededOrganisation, ref: RefIds, counts: { students: number; classes: number }) {
  const r = picker(random);
  const total = Math.max(org.prodi.length * 4, Math.ceil(counts.students / 30), Math.ceil(counts.classes / 3));
  const weightSum = org.prodi.reduce((s, p) => s + p.def.bobot, 0);
  const nidnUsed = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  const newAccounts: NewAccount[] = [];
  const prodiOf: SeededProdi[] = [];
  let index = 0;
  for (const p of org.prodi) {
    const n = Math.max(4, Math.round((total * p.def.bobot) / weightSum));
    for (let k = 0; k < n; k++, index++) {
      const demo = p === org.prodi[0] && k < 2 ? (k === 0 ? 'dsn00' : 'kor00') : null;
      const perempuan = demo ? false : random() < 0.45;
      const nama = demo === 'dsn00' ? 'Budi Santoso' : demo === 'kor00' ? 'Hendra Gunawan'
        : `${r.pick(perempuan ? NAMA_DEPAN_P : NAMA_DEPAN_L)} ${r.pick(NAMA_BELAKANG)}`;
      // Rank: a few professors, most Asisten Ahli or Lektor.
      const jab = demo === 'dsn00' ? 3 : r.weighted([0, 1, 2, 3, 4], [10, 35, 35, 15, 5]);
      const doktor = demo === 'dsn00' || jab >= 3 || random() < 0.15;
      const gelarDepan = jab === 4 ? 'Prof. Dr.' : [doktor ? 'Dr.' : null, ENGINEERING.has(p.def.prefix) && (demo === 'dsn00' || random() < 0.25) ? 'Ir.' : null].filter(Boolean).join(' ') || null;
      const gelarBelakang = demo === 'dsn00' ? 'M.Kom.' : r.pick(GELAR_BELAKANG[p.def.prefix]);
      const lahir = { y: r.int(1962, 1992), m: r.int(1, 12), d: r.int(1, 28) };
      const dmy = `${String(lahir.d).padStart(2, '0')}${String(lahir.m).padStart(2, '0')}${String(lahir.y % 100).padStart(2, '0')}`;
      let nidn = `0${dmy}${r.digits(3)}`;
      while (nidnUsed.has(nidn)) nidn = `0${dmy}${r.digits(3)}`;
      nidnUsed.add(nidn);
      const tmt = `${lahir.y + r.int(25, 30)}${String(r.int(1, 12)).padStart(2, '0')}`;
      const nip = index < 1000 && random() < 0.4
        ? `${lahir.y}${String(lahir.m).padStart(2, '0')}${String(lahir.d).padStart(2, '0')}${tmt}${perempuan ? 2 : 1}${String(index).padStart(3, '0')}` : null;
      const slug = nama.toLowerCase().replace(/[^a-z]+/g, '.');
      rows.push({
        nidn, nuptk: `${String(index + 1).padStart(5, '0')}${r.digits(11)}`, nip, nama_dosen: nama,
        gelar_depan_dosen: gelarDepan, gelar_belakang_dosen: gelarBelakang, jenis_kelamin: perempuan ? 'P' : 'L',
        id_jabatan_fungsional: ref.jabatan[jab], id_prodi: p.id_prodi,
        email: `${slug}${index + 1}@${KAMPUS.domain}`, hp: `08${r.int(11, 99)}${r.digits(8)}`,
      });
      prodiOf.push(p);
      const ring = random() < 0.6 ? 1 : 2;
      const penugasan = demo === 'kor00'
        ? [{ ...dosenPenugasan(p, 1), id_group_user: 'kor00' as const, kode_penugasan: 'kor' }]
        : [dosenPenugasan(p, demo ? 1 : ring), ...(k === 0 ? [kaprodiPenugasan(p)] : [])];
      newAccounts.push({
        username: demo ?? nidn,
        nama: [gelarDepan, `${nama}, ${gelarBelakang}`].filter(Boolean).join(' '),
        penugasan,
        default_group: penugasan[0].id_group_user,
        akses_prodi: k === 0 ? [p.id_prodi] : undefined,
        shift: 1,
        flags_kuesioner: 1,
        flags_telegram: 0,
        demo_label: demo === 'dsn00' ? 'Dosen, sekaligus Ketua Program Studi Teknik Informatika'
          : demo === 'kor00' ? 'Koordinator mata kuliah dan laporan mengajar' : undefined,
      });
    }
  }
  const userIds = await accounts.createMany(newAccounts);
  rows.forEach((row, i) => { row.id_user = userIds[i]; });
  const ids = await insertRows(db, 'dosen', rows, 'id_dosen', 'nuptk');
  const dosen: SeededDosen[] = ids.map((id_dosen, i) => ({ id_dosen, id_prodi: prodiOf[i].id_prodi, id_user: userIds[i] }));
  for (const p of org.prodi) {
    const head = dosen.find((d) => d.id_prodi === p.id_prodi)!;
    await db.withSchema('master_data').updateTable('prodi').set({ id_dosen_kaprodi: head.id_dosen }).where('id_prodi', '=', p.id_prodi).execute();
  }
  return dosen;
}

/** Cohorts still studying: S1 five intakes up to the active year, S2 two, D3 three. */
export function cohorts(jenjang: string, tahunAktif: number): number[] {
  const span = jenjang === 'S2' ? 2 : jenjang === 'D3' ? 3 : 5;
  return Array.from({ length: span }, (_, i) => tahunAktif - span + 1 + i).filter((y) => y >= 2022);
}

/**
 * Students spread over programmes by weight and over cohorts. NIM = intake year (4) + programme
 * code (5, PDDIKTI) + sequence within intake and programme (4), e.g. 2023552010001. The first
 * Teknik Informatika student of 2023 is the demo student mhs00, advised by dsn00.
 */
export async function seedMahasiswa(db: Kysely<any>, accounts: AccountService, random: () => number, org: SeededOrganisation, ref: RefIds, dosen: SeededDosen[], total: number, tahunAktif: number) {
  const r = picker(random);
  const weightSum = org.prodi.reduce((s, p) => s + p.def.bobot, 0);
  const rows: Record<string, unknown>[] = [];
  const newAccounts: NewAccount[] = [];
  const seq = new Map<string, number>();
  const advisers = new Map(org.prodi.map((p) => [p.id_prodi, dosen.filter((d) => d.id_prodi === p.id_prodi)]));
  const demoCohort = Math.min(tahunAktif, Math.max(2022, tahunAktif - 3));
  for (let i = 0; i < total; i++) {
    const demo = i === 0;
    const p = demo ? org.prodi[0] : r.weighted(org.prodi, org.prodi.map((x) => x.def.bobot / weightSum));
    const angkatan = demo ? demoCohort : r.pick(cohorts(p.def.jenjang, tahunAktif));
    const key = `${angkatan}${p.def.kode}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    const nim = `${key}${String(n).padStart(4, '0')}`;
    const perempuan = demo ? true : random() < 0.52;
    const nama = demo ? 'Siti Rahmawati' : `${r.pick(perempuan ? NAMA_DEPAN_P : NAMA_DEPAN_L)} ${r.pick(NAMA_BELAKANG)}`;
    const shift = demo ? ref.shift.pagi : r.weighted([ref.shift.pagi, ref.shift.sore, ref.shift.karyawan], [70, 20, 10]);
    const pool = advisers.get(p.id_prodi)!;
    const pa = demo ? pool[0] : pool[n % pool.length];
    rows.push({
      nim, nama_mahasiswa: nama, id_prodi: p.id_prodi, id_peminatan: angkatan <= tahunAktif - 2 ? r.pick(p.peminatan) : null,
      angkatan, id_shift: shift, jenis_kelamin: perempuan ? 'P' : 'L', tempat_lahir: r.pick(TEMPAT_LAHIR),
      tanggal_lahir: `${angkatan - r.int(18, 19)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      id_agama: r.weighted(ref.agama, [80, 8, 5, 3, 3, 1]), id_kewarganegaraan: ref.wni, id_status_pernikahan: ref.belumMenikah,
      id_wilayah: r.pick(ref.kota), email: `${nim}@student.${KAMPUS.domain}`, hp: `08${r.int(11, 99)}${r.digits(8)}`,
      id_dosen_pa: pa.id_dosen, id_status_mahasiswa: !demo && random() < 0.02 ? ref.cuti : ref.aktif,
    });
    newAccounts.push({
      username: demo ? 'mhs00' : nim,
      nama,
      penugasan: [{ id_group_user: 'mhs00', id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: p.def.nama, nama_lembaga: null, nama_fakultas: p.nama_fakultas, id_prodi: p.id_prodi, id_fakultas: p.id_fakultas }],
      shift: shift === ref.shift.karyawan ? 0 : 1,
      flags_kuesioner: 1,
      flags_telegram: 0,
      demo_label: demo ? 'Mahasiswa Teknik Informatika tingkat akhir' : undefined,
    });
  }
  const userIds: number[] = [];
  for (let i = 0; i < newAccounts.length; i += 5000) userIds.push(...(await accounts.createMany(newAccounts.slice(i, i + 5000))));
  rows.forEach((row, i) => { row.id_user = userIds[i]; });
  const ids = await insertRows(db, 'mahasiswa', rows, 'id_mahasiswa', 'nim');
  return { mhs00: ids[0], count: ids.length };
}
