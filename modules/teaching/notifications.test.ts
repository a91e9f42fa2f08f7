import { describe, expect, it, vi } from 'vitest';
import client from './client';

const api = vi.hoisted(() => ({ getRekapValidasi: vi.fn(), getJadwalMengajar: vi.fn() }));
vi.mock('./api-rekap-validasi', () => ({ getRekapValidasi: api.getRekapValidasi }));
vi.mock('./api', () => ({ getJadwalMengajar: api.getJadwalMengajar }));

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

  const kelas = (id: number, jumlah: number, divalidasi: boolean) => ({ id_kelas: id, jumlah_mahasiswa: jumlah, divalidasi });
  const jadwal = (dibuka: boolean) => ({
    semester: { id_semester_registrasi: 11, nama_semester_registrasi: '2026/2027 Ganjil' },
    input_nilai: { dibuka, mulai: '2026-11-20', selesai: '2027-04-09', alasan: dibuka ? null : 'Masa input nilai sudah ditutup.' },
    // Two to validate; one validated; one without students (nothing to validate).
    data: [kelas(1, 30, false), kelas(2, 12, false), kelas(3, 25, true), kelas(4, 0, false)],
  });

  it.each([['dsn00', '/akademik/jadwal'], ['kor00', '/jadwal-mengajar/jadwal']])('kelas-saya-belum-divalidasi (%s) counts the lecturer\'s own classes with students not validated, linking to %s', async (type, href) => {
    const provider = (await client.notifications!['kelas-saya-belum-divalidasi']()).default;
    api.getJadwalMengajar.mockResolvedValue(jadwal(true));
    const [card] = await provider({ claims: { id_group_user: type } as never });
    expect(api.getJadwalMengajar).toHaveBeenLastCalledWith();
    expect(card).toEqual({
      id: 'kelas-saya-belum-divalidasi', title: 'Kelas Anda belum divalidasi', count: 2, href,
      caption: 'Kelas yang Anda ampu semester ini dan nilainya belum Anda validasi, selama masa input nilai berjalan',
    });
    const route = client.manifest.routes.find((r) => r.path === href)!;
    expect(route.audience).toEqual([type]);
    expect(client.manifest.notifications.find((n) => n.id === card.id)?.audience).toContain(type);
    expect(Object.keys(client.pages)).toContain(route.id);
  });

  it('kelas-saya-belum-divalidasi shows no card while the window is closed', async () => {
    const provider = (await client.notifications!['kelas-saya-belum-divalidasi']()).default;
    api.getJadwalMengajar.mockResolvedValue(jadwal(false));
    expect(await provider({ claims: { id_group_user: 'dsn00' } as never })).toEqual([]);
  });
});
