import type { UserType } from './user-types';

/** One assignment (penugasan) of a user, spec section 3. */
export interface Penugasan {
  idp: number;
  id_group_user: UserType;
  id_level: number;
  kode_penugasan: string;
  sebagai_ketua_prodi: boolean;
  nama_prodi: string | null;
  nama_lembaga: string | null;
  nama_fakultas: string | null;
}

/** Claims of the access token (spec section 3), plus the standard `exp`/`iat`/`sid`. */
export interface TokenClaims {
  id_user: number;
  nama_user: string;
  id_group_user: UserType;
  /** Regular-class flag. */
  shift: number;
  /** Lecturer questionnaire flag: 0 means a questionnaire must be filled first. */
  flags_kuesioner: number;
  /** Messaging-service (Telegram) flag: 1 or -1 asks the user to link an account. */
  flags_telegram: number;
  sudah_ubah_password: boolean;
  penugasan: Penugasan[];
  sid?: string;
  exp?: number;
  iat?: number;
}

/**
 * Role labels of spec section 3, one per assignment, in assignment order, without repeats:
 * kode dsn -> 'Lecturer'; head of programme -> 'KAPRODI {programme}'; group aka01 -> 'Staff Prodi';
 * group aka02 -> 'Struktural Prodi'; kode lbg -> institution name; kode fkt -> faculty name.
 */
export function roleLabels(penugasan: readonly Penugasan[]): string[] {
  const labels: string[] = [];
  const add = (label: string | null | undefined) => {
    if (label && !labels.includes(label)) labels.push(label);
  };
  for (const p of penugasan) {
    if (p.kode_penugasan === 'dsn') add('Lecturer');
    if (p.sebagai_ketua_prodi) add(`KAPRODI ${p.nama_prodi ?? ''}`.trim());
    if (p.id_group_user === 'aka01') add('Staff Prodi');
    if (p.id_group_user === 'aka02') add('Struktural Prodi');
    if (p.kode_penugasan === 'lbg') add(p.nama_lembaga);
    if (p.kode_penugasan === 'fkt') add(p.nama_fakultas);
  }
  return labels;
}

/** The lecturer ring type: `id_level` of the assignment whose group is dsn00, or 0 if none. */
export function lecturerRingType(penugasan: readonly Penugasan[]): number {
  return penugasan.find((p) => p.id_group_user === 'dsn00')?.id_level ?? 0;
}
