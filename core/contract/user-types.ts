/** The 13 user-type codes of spec section 9. A user's type is the `id_group_user` of the active group. */
export const USER_TYPES = [
  'mhs00', 'dsn00', 'kor00', 'aka00', 'aka01', 'aka02', 'adm00', 'fak00',
  'lbg204.0', 'lbg204.1', 'lbg213.0', 'lbg213.1', 'lbg205.1',
] as const;

export type UserType = (typeof USER_TYPES)[number];

/** True when `value` is one of the spec's user-type codes. */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Programme staff: their lists are limited by `akses_prodi` (spec section 6). */
export const PRODI_STAFF: readonly UserType[] = ['aka00', 'aka01', 'aka02'];
export const LP3_UNIT: readonly UserType[] = ['lbg204.0', 'lbg204.1'];
export const LAK_UNIT: readonly UserType[] = ['lbg213.0', 'lbg213.1'];
export const INSTITUTE_UNITS: readonly UserType[] = ['lbg204.0', 'lbg204.1', 'lbg213.0', 'lbg213.1', 'lbg205.1'];
/** Every authenticated user type. */
export const ALL_USERS: readonly UserType[] = USER_TYPES;
