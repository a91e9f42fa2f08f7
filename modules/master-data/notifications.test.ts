import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getInformasi: vi.fn() }));
vi.mock('./api', () => api);

describe('master-data notification provider', () => {
  it("gives one 'Pengumuman' card counting the announcements for the user", async () => {
    api.getInformasi.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 4 });
    const provider = (await client.notifications!.informasi()).default;
    const cards = await provider({ claims: { id_group_user: 'mhs00' } as never });
    expect(api.getInformasi).toHaveBeenCalledWith({ per_page: 1 });
    expect(cards).toEqual([{ id: 'pengumuman', title: 'Pengumuman', caption: 'Pengumuman kampus yang berlaku untuk Anda', count: 4, href: '/beranda' }]);
  });

  it('is declared for every user type', () => {
    expect(client.manifest.notifications[0].audience).toHaveLength(13);
  });
});
