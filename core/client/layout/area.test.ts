import { describe, expect, it } from 'vitest';
import catalogue from '../../../locales/id/core.json';
import { USER_TYPES } from '../../contract/user-types';
import { areaOf, areaTitleKey } from './area';

const judul = (key: string) => key.split('.').reduce<any>((node, part) => node?.[part], catalogue);

describe('the shell title beside the brand', () => {
  it('names the faculty and the institute units as such, not as a study programme', () => {
    expect(Object.fromEntries(USER_TYPES.map((u) => [u, judul(areaTitleKey(u))]))).toEqual({
      mhs00: 'Mahasiswa', dsn00: 'Dosen', kor00: 'Dosen', aka00: 'Program Studi', aka01: 'Program Studi', aka02: 'Program Studi',
      adm00: 'Administrator', fak00: 'Fakultas', 'lbg204.0': 'LP3', 'lbg204.1': 'LP3', 'lbg213.0': 'LAK', 'lbg213.1': 'LAK', 'lbg205.1': 'Lembaga',
    });
    // The shell they share stays the study-programme staff's.
    expect(areaOf('lbg204.0')).toBe('prodi');
  });
});
