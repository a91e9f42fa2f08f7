import { describe, expect, it } from 'vitest';
import { lecturerRingType, roleLabels, type Penugasan } from './token';

const p = (over: Partial<Penugasan>): Penugasan => ({
  idp: 1, id_group_user: 'dsn00', id_level: 0, kode_penugasan: 'dsn', sebagai_ketua_prodi: false,
  nama_prodi: null, nama_lembaga: null, nama_fakultas: null, ...over,
});

describe('roleLabels (spec section 3)', () => {
  it('derives one label per kind of assignment, in order, without repeats', () => {
    const labels = roleLabels([
      p({ kode_penugasan: 'dsn', id_group_user: 'dsn00' }),
      p({ kode_penugasan: 'dsn', id_group_user: 'kor00' }),
      p({ kode_penugasan: 'prd', id_group_user: 'aka00', sebagai_ketua_prodi: true, nama_prodi: 'Teknik Informatika' }),
      p({ kode_penugasan: 'prd', id_group_user: 'aka01' }),
      p({ kode_penugasan: 'prd', id_group_user: 'aka02' }),
      p({ kode_penugasan: 'lbg', id_group_user: 'lbg204.0', nama_lembaga: 'LP3' }),
      p({ kode_penugasan: 'fkt', id_group_user: 'fak00', nama_fakultas: 'Fakultas Teknik' }),
    ]);
    expect(labels).toEqual(['Lecturer', 'KAPRODI Teknik Informatika', 'Staff Prodi', 'Struktural Prodi', 'LP3', 'Fakultas Teknik']);
  });

  it('gives no label for a student and skips missing names', () => {
    expect(roleLabels([p({ kode_penugasan: 'mhs', id_group_user: 'mhs00' })])).toEqual([]);
    expect(roleLabels([p({ kode_penugasan: 'lbg', id_group_user: 'lbg205.1', nama_lembaga: null })])).toEqual([]);
  });
});

describe('lecturerRingType', () => {
  it('is the id_level of the dsn00 assignment', () => {
    expect(lecturerRingType([p({ id_group_user: 'aka00', id_level: 5 }), p({ id_group_user: 'dsn00', id_level: 2 })])).toBe(2);
  });
  it('is 0 without a dsn00 assignment', () => {
    expect(lecturerRingType([p({ id_group_user: 'kor00', id_level: 3 })])).toBe(0);
    expect(lecturerRingType([])).toBe(0);
  });
});
