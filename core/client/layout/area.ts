import { LAK_UNIT, LP3_UNIT, type UserType } from '../../contract/user-types';

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

/**
 * The i18n key of the title beside the brand: the area's, except for the faculty and the institute
 * units, who share the study-programme staff's shell but are no study programme.
 */
export function areaTitleKey(userType: UserType): string {
  if (userType === 'fak00') return 'area.fakultas';
  if (LP3_UNIT.includes(userType)) return 'area.lp3';
  if (LAK_UNIT.includes(userType)) return 'area.lak';
  if (userType === 'lbg205.1') return 'area.lembaga';
  return `area.${areaOf(userType)}`;
}
