import type { AccountService, NewAccount, NewPenugasan } from '../../../core/server/module';
import type { UserType } from '../../../core/contract/user-types';
import type { SeededOrganisation } from './organisation';

const base = { sebagai_ketua_prodi: false, nama_prodi: null, nama_lembaga: null, nama_fakultas: null } as const;
const demo = { flags_kuesioner: 1, flags_telegram: 0, shift: 1 } as const;

/**
 * The demo accounts that are not lecturers or students, one per remaining user type, username =
 * the type code, password 'siakad'. Programme staff of Teknik Informatika (aka00 sees every
 * programme of its faculty); faculty and institute staff carry their unit's name.
 */
export async function seedStaff(accounts: AccountService, org: SeededOrganisation): Promise<void> {
  const ti = org.prodi[0];
  const fakultasTi = org.prodi.filter((p) => p.id_fakultas === ti.id_fakultas);
  const prodiStaff = (type: UserType, nama: string, akses: number[], label: string): NewAccount => ({
    username: type, nama, demo_label: label, akses_prodi: akses, ...demo,
    penugasan: [{ ...base, id_group_user: type, id_level: 0, kode_penugasan: 'prd', nama_prodi: ti.def.nama, nama_fakultas: ti.nama_fakultas, id_prodi: ti.id_prodi, id_fakultas: ti.id_fakultas }],
  });
  const lembaga = (type: UserType, kode: string, level: number, nama: string, label: string): NewAccount => {
    const unit = org.lembaga.get(kode)!;
    const p: NewPenugasan = { ...base, id_group_user: type, id_level: level, kode_penugasan: 'lbg', nama_lembaga: unit.nama_lembaga, id_lembaga: unit.id_lembaga };
    return { username: type, nama, demo_label: label, penugasan: [p], ...demo };
  };
  const fak = org.fakultas[0];
  await accounts.createMany([
    prodiStaff('aka00', 'Rina Marlina, S.Kom.', fakultasTi.map((p) => p.id_prodi), `Staf akademik ${ti.nama_fakultas} (semua prodi fakultas)`),
    prodiStaff('aka01', 'Dedi Kurniawan, S.T.', [ti.id_prodi], `Staf Prodi ${ti.def.nama}`),
    prodiStaff('aka02', 'Dr. Lestari Wulandari, M.Kom.', [ti.id_prodi], `Struktural Prodi ${ti.def.nama} (sekretaris prodi)`),
    { username: 'adm00', nama: 'Administrator Sistem', demo_label: 'Administrator: mengelola pengguna dan grup', ...demo,
      penugasan: [{ ...base, id_group_user: 'adm00', id_level: 0, kode_penugasan: 'adm' }] },
    { username: 'fak00', nama: 'Yuni Astuti, S.E.', demo_label: `Staf ${fak.nama_fakultas}`, ...demo,
      penugasan: [{ ...base, id_group_user: 'fak00', id_level: 0, kode_penugasan: 'fkt', nama_fakultas: fak.nama_fakultas, id_fakultas: fak.id_fakultas }] },
    lembaga('lbg204.0', 'lbg204', 0, 'Dr. Agus Prasetyo, M.Pd.', 'Kepala LP3: pertemuan per semester dan presensi manual'),
    lembaga('lbg204.1', 'lbg204', 1, 'Sari Handayani, S.Kom.', 'Staf LP3: pertemuan per semester dan presensi manual'),
    lembaga('lbg213.0', 'lbg213', 0, 'Drs. Joko Susilo, M.M.', 'Kepala LAK: validasi presensi manual'),
    lembaga('lbg213.1', 'lbg213', 1, 'Maya Sartika, A.Md.', 'Staf LAK: validasi presensi manual'),
    lembaga('lbg205.1', 'lbg205', 1, 'Fitri Handayani, S.E.', 'Staf LPM: hanya beranda'),
  ]);
}
