import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '../../core/contract/token';
import provider from './notifications/kuesioner-mahasiswa';

const api = vi.hoisted(() => ({ getKuesioner: vi.fn() }));
vi.mock('./api', () => api);

const claims = { id_group_user: 'mhs00' } as TokenClaims;

describe('notification: classes still to rate', () => {
  beforeEach(() => api.getKuesioner.mockReset());

  it('counts the classes not yet rated and opens /kuesioner-mahasiswa', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: { id_kuesioner: 1 }, soal: [], kelas: [], belum_diisi: 2 });
    expect(await provider({ claims })).toEqual([{
      id: 'kuesioner', title: 'Kuesioner belum diisi', caption: 'Kelas yang belum Anda nilai pada kuesioner evaluasi dosen.', count: 2, href: '/kuesioner-mahasiswa',
    }]);
  });

  it('shows no card when everything is rated or there is no questionnaire', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: { id_kuesioner: 1 }, soal: [], kelas: [], belum_diisi: 0 });
    expect(await provider({ claims })).toEqual([]);
    api.getKuesioner.mockResolvedValue({ kuesioner: null, soal: [], kelas: [], belum_diisi: 0 });
    expect(await provider({ claims })).toEqual([]);
  });
});
