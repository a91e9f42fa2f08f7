import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getPembayaran: vi.fn() }));
vi.mock('./api-pengaturan', () => ({ getPembayaran: api.getPembayaran }));

describe('payroll notification provider (decision 0046)', () => {
  it('gaji-belum-ditransfer counts the latest closed month\'s lecturers still to transfer, linking to Pembayaran Gaji', async () => {
    const provider = (await client.notifications!['gaji-belum-ditransfer']()).default;
    api.getPembayaran.mockResolvedValue({ bulan: '2026-08', nama_bulan: 'Agustus 2026', jumlah_dibayar: 29, total_dibayar: 142_917_500 });
    const [card] = await provider({ claims: { id_group_user: 'adm00' } as never });
    expect(api.getPembayaran).toHaveBeenCalledWith({ per_page: 1 });
    expect(card).toEqual({
      id: 'gaji-belum-ditransfer', title: 'Gaji belum ditransfer', count: 29, href: '/pengaturan-gaji/pembayaran',
      caption: 'Dosen dengan rekening yang gajinya bulan Agustus 2026 (bulan terakhir yang ditutup buku) belum tercatat ditransfer',
    });
    // The card goes to exactly the users who may open the page it links to.
    const route = client.manifest.routes.find((r) => r.path === card.href)!;
    expect(route.audience).toEqual(client.manifest.notifications.find((x) => x.id === card.id)?.audience);
    expect(Object.keys(client.pages)).toContain(route.id);
  });

  it('no card before any month is closed (the call is refused)', async () => {
    const provider = (await client.notifications!['gaji-belum-ditransfer']()).default;
    api.getPembayaran.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Belum ada bulan yang ditutup buku.' } }));
    expect(await provider({ claims: { id_group_user: 'adm00' } as never })).toEqual([]);
  });
});
