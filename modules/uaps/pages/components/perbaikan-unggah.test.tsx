import { describe, expect, it } from 'vitest';
import { keadaanUnggahPerbaikan } from './perbaikan-unggah';

describe('post-defence revision upload', () => {
  it('is offered only at the revision stage with nothing waiting', () => {
    expect(keadaanUnggahPerbaikan(undefined, [])).toBe('memuat');
    expect(keadaanUnggahPerbaikan('perbaikan', null)).toBe('memuat');
    expect(keadaanUnggahPerbaikan(null, [])).toBe('belum_perlu');
    expect(keadaanUnggahPerbaikan('bimbingan', [])).toBe('belum_perlu');
    expect(keadaanUnggahPerbaikan('sidang', [])).toBe('belum_perlu');
    expect(keadaanUnggahPerbaikan('selesai', [{ status: 'divalidasi' }])).toBe('belum_perlu');
    expect(keadaanUnggahPerbaikan('perbaikan', [{ status: 'diajukan' }])).toBe('menunggu');
    expect(keadaanUnggahPerbaikan('perbaikan', [])).toBe('boleh');
    expect(keadaanUnggahPerbaikan('perbaikan', [{ status: 'dikembalikan' }])).toBe('boleh');
  });
});
