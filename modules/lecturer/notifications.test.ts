import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getPengajuanIzin: vi.fn(), getPenugasanProyek: vi.fn() }));
vi.mock('./api-izin', () => ({ getPengajuanIzin: api.getPengajuanIzin }));
vi.mock('./api-proyek', () => ({ getPenugasanProyek: api.getPenugasanProyek }));

/** The card goes to exactly the users who may open the page it links to. */
function linksToItsAudience(card: { id: string; href: string }) {
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

  it('proyek-menunggu-persetujuan counts the lecturer\'s requests waiting for their answer', async () => {
    api.getPenugasanProyek.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 1, peran: 'dosen' });
    const provider = (await client.notifications!['proyek-menunggu-persetujuan']()).default;
    const [card] = await provider({ claims: { id_group_user: 'dsn00' } as never });
    expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ status: 'diajukan', per_page: 1 });
    expect(card).toEqual({ id: 'proyek-menunggu-persetujuan', title: 'Penugasan proyek menunggu persetujuan Anda', caption: 'Ajuan penugasan proyek dari program studi yang belum Anda jawab', count: 1, href: '/penugasan-proyek' });
    linksToItsAudience(card);
  });

  it('proyek-menunggu-validasi counts the answers waiting for the programme staff', async () => {
    api.getPenugasanProyek.mockResolvedValue({ data: [], current_page: 1, per_page: 1, total: 3, peran: 'staf', akses_prodi: [1] });
    const provider = (await client.notifications!['proyek-menunggu-validasi']()).default;
    const [card] = await provider({ claims: { id_group_user: 'aka00' } as never });
    expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ status: 'jawaban_dikirim', per_page: 1 });
    expect(card).toMatchObject({ id: 'proyek-menunggu-validasi', title: 'Jawaban penugasan proyek menunggu validasi', count: 3, href: '/kelola-penugasan-proyek' });
    linksToItsAudience(card);
  });
});
