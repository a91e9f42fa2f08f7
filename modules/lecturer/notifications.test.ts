import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getPengajuanIzin: vi.fn() }));
vi.mock('./api-izin', () => api);

describe('lecturer notification provider (izin-menunggu)', () => {
  it('counts the leave requests waiting for the programme staff and links to their page', async () => {
    api.getPengajuanIzin.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 2, peran: 'pemberi' });
    const provider = (await client.notifications!['izin-menunggu']()).default;
    const [card] = await provider({ claims: { id_group_user: 'aka02' } as never });
    expect(api.getPengajuanIzin).toHaveBeenCalledWith({ status: 'diajukan', per_page: 1 });
    expect(card).toEqual({ id: 'izin-menunggu', title: 'Izin dosen menunggu persetujuan', caption: 'Pengajuan izin dosen program studi Anda yang belum diputuskan', count: 2, href: '/persetujuan-izin-dosen' });
    // The card goes to exactly the users who may open the page it links to.
    const route = client.manifest.routes.find((r) => r.path === card.href);
    expect(route?.audience).toEqual(client.manifest.notifications.find((n) => n.id === 'izin-menunggu')?.audience);
    expect(Object.keys(client.pages)).toContain(route!.id);
  });
});
