import { describe, expect, it, vi } from 'vitest';
import type { NotificationCard } from '../../core/client';
import client from './client';

const api = vi.hoisted(() => ({ getPengajuanIzin: vi.fn(), getPenugasanProyek: vi.fn() }));
vi.mock('./api-izin', () => ({ getPengajuanIzin: api.getPengajuanIzin }));
vi.mock('./api-proyek', () => ({ getPenugasanProyek: api.getPenugasanProyek }));

/** The card goes to exactly the users who may open the page it links to. */
function linksToItsAudience(card: NotificationCard) {
  const route = client.manifest.routes.find((r) => r.path === card.href);
  expect(route?.audience).toEqual(client.manifest.notifications.find((n) => n.id === card.id)?.audience);
  expect(Object.keys(client.pages)).toContain(route!.id);
}

describe('lecturer notification providers', () => {
  it('izin-menunggu counts the leave requests waiting for the programme staff and links to their page', async () => {
    api.getPengajuanIzin.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 2, peran: 'pemberi' });
    const provider = (await client.notifications!['izin-menunggu']()).default;
    const [card] = await provider({ claims: { id_group_user: 'aka02' } as never });
    expect(api.getPengajuanIzin).toHaveBeenCalledWith({ status: 'diajukan', per_page: 1 });
    expect(card).toEqual({ id: 'izin-menunggu', title: 'Izin dosen menunggu persetujuan', caption: 'Pengajuan izin dosen program studi Anda yang belum diputuskan', count: 2, href: '/persetujuan-izin-dosen' });
    linksToItsAudience(card);
  });

  it.each([
    ['proyek-menunggu-persetujuan', 'dsn00', 'diajukan', 1, 'Penugasan proyek menunggu persetujuan Anda', 'Ajuan penugasan proyek dari program studi yang belum Anda jawab', '/penugasan-proyek'],
    ['proyek-menunggu-validasi', 'aka00', 'jawaban_dikirim', 3, 'Jawaban penugasan proyek menunggu validasi', 'Jawaban dosen program studi Anda yang belum divalidasi', '/kelola-penugasan-proyek'],
  ])('%s (%s) counts the project assignments in stage %s and links to the page acting on them', async (id, type, status, total, title, caption, href) => {
    api.getPenugasanProyek.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total });
    const provider = (await client.notifications![id]()).default;
    const [card] = await provider({ claims: { id_group_user: type } as never });
    expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ status, per_page: 1 });
    expect(card).toEqual({ id, title, caption, count: total, href });
    linksToItsAudience(card);
  });
});
