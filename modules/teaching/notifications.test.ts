import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getRekapValidasi: vi.fn() }));
vi.mock('./api-rekap-validasi', () => api);

const jawaban = (dibuka: boolean | null, total: number) => ({
  data: [], current_page: 1, per_page: 1, total,
  jendela: dibuka === null ? null : { mulai: '2026-01-05', selesai: '2026-01-24', dibuka },
});

describe('teaching notification providers (decision 0045)', () => {
  it('kelas-belum-divalidasi counts the staff\'s classes not validated while the grade-entry window is open, linking to the list', async () => {
    const provider = (await client.notifications!['kelas-belum-divalidasi']()).default;
    api.getRekapValidasi.mockResolvedValue(jawaban(true, 12));
    const [card] = await provider({ claims: { id_group_user: 'aka00' } as never });
    expect(api.getRekapValidasi).toHaveBeenCalledWith({ status: 'belum', per_page: 1 });
    expect(card).toEqual({
      id: 'kelas-belum-divalidasi', title: 'Kelas belum divalidasi', count: 12, href: '/rekap-validasi-nilai',
      caption: 'Kelas program studi Anda yang nilainya belum divalidasi dosen, selama masa input nilai berjalan',
    });
    // The card goes to exactly the users who may open the page it links to.
    const route = client.manifest.routes.find((r) => r.path === card.href)!;
    expect(route.audience).toEqual(client.manifest.notifications.find((n) => n.id === card.id)?.audience);
    expect(Object.keys(client.pages)).toContain(route.id);
  });

  it.each([[false], [null]])('shows no card when the window is closed or not set (%s)', async (dibuka) => {
    const provider = (await client.notifications!['kelas-belum-divalidasi']()).default;
    api.getRekapValidasi.mockResolvedValue(jawaban(dibuka, 12));
    expect(await provider({ claims: { id_group_user: 'aka01' } as never })).toEqual([]);
  });
});
