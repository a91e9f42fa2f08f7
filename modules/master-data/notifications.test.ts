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
    expect(cards).toEqual([{ id: 'pengumuman', title: 'Pengumuman', caption: 'Pengumuman kampus yang berlaku untuk Anda', count: 4, href: '/pengumuman' }]);
  });

  it("links the card to the announcements page, a route for every user type that gets the card", async () => {
    api.getInformasi.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 0 });
    const provider = (await client.notifications!.informasi()).default;
    const [card] = await provider({ claims: { id_group_user: 'lbg205.1' } as never });
    const route = client.manifest.routes.find((r) => r.path === card.href);
    expect(route?.id).toBe('pengumuman');
    expect(route?.audience).toEqual(client.manifest.notifications[0].audience);
    // The announcements page is reached through the card, not the menu (whose one entry is the administrator's rooms).
    expect(client.manifest.menu.map((m) => m.route)).toEqual(['ruang-kelas']);
    expect(Object.keys(client.pages)).toContain(route!.id);
  });

  it('is declared for every user type', () => {
    expect(client.manifest.notifications[0].audience).toHaveLength(13);
  });
});
