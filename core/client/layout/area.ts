import type { UserType } from '../../contract/user-types';

/** The four route sets of spec section 6; each gets the same shell with its own title. */
export type Area = 'mahasiswa' | 'dosen' | 'prodi' | 'admin';

/**
 * The area of a user type: mhs00 -> student; dsn00 and kor00 -> lecturer; adm00 -> administrator;
 * programme staff, faculty and institute units (aka*, fak00, lbg*) -> study-programme staff.
 */
export function areaOf(userType: UserType): Area {
  if (userType === 'mhs00') return 'mahasiswa';
  if (userType === 'dsn00' || userType === 'kor00') return 'dosen';
  if (userType === 'adm00') return 'admin';
  return 'prodi';
}
