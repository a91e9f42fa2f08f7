import { Theme } from '@radix-ui/themes';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import core from '../../../locales/id/core.json';
import catalogue from '../../../locales/id/master-data.json';
import PengumumanPage from './PengumumanPage';

const api = vi.hoisted(() => ({ getInformasi: vi.fn() }));
vi.mock('../api', () => api);

const PEMELIHARAAN = {
  id_informasi: 5, judul: 'Pemeliharaan Sistem SIAKAD', target: [], berlaku_sampai: null,
  isi: 'SIAKAD tidak dapat diakses pada hari Minggu pukul 00.00-04.00 WIB karena pemeliharaan server.',
  // 3 March 2025, 12.00 WIB
  tanggal: '2025-03-03T05:00:00Z',
};
const KUESIONER = {
  id_informasi: 6, judul: 'Pengisian Kuesioner Evaluasi Dosen', target: ['mhs00'], berlaku_sampai: '2025-03-31T16:59:00Z',
  isi: 'Mahasiswa wajib mengisi kuesioner evaluasi pengajaran dosen sebelum melihat KHS.',
  // 1 March 2025, 00.30 WIB: already Saturday in Jakarta while still 28 February in UTC
  tanggal: '2025-02-28T17:30:00Z',
};

function renderPage() {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: 'id', resources: { id: { core, 'master-data': catalogue } }, ns: ['core', 'master-data'], defaultNS: 'core',
    initAsync: false, interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <PengumumanPage />
      </Theme>
    </I18nextProvider>,
  );
}

describe('PengumumanPage', () => {
  beforeEach(() => {
    api.getInformasi.mockReset();
  });

  it('loads the first page of GET informasi and shows each announcement with its Indonesian date, title and full text', async () => {
    api.getInformasi.mockResolvedValue({ data: [PEMELIHARAAN, KUESIONER], current_page: 1, per_page: 7, total: 2 });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pemeliharaan Sistem SIAKAD' })).toBeTruthy();
    expect(api.getInformasi).toHaveBeenCalledWith({ page: 1, per_page: 7 });

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first, as the server sends them.
    expect(within(rows[0]).getByText('Senin, 3 Maret 2025')).toBeTruthy();
    expect(within(rows[0]).getByText(PEMELIHARAAN.isi)).toBeTruthy();
    expect(within(rows[1]).getByText('Sabtu, 1 Maret 2025')).toBeTruthy();
    expect(within(rows[1]).getByText('Pengisian Kuesioner Evaluasi Dosen')).toBeTruthy();
    expect(within(rows[1]).getByText(KUESIONER.isi)).toBeTruthy();
    expect(within(rows[1]).getByText('Berlaku sampai Senin, 31 Maret 2025')).toBeTruthy();
    expect(screen.getByText('Menampilkan 1–2 dari 2')).toBeTruthy();
  });

  it('pages through the announcements with the pager', async () => {
    api.getInformasi.mockImplementation(async ({ page }: { page: number }) => ({
      data: [page === 1 ? PEMELIHARAAN : KUESIONER], current_page: page, per_page: 7, total: 9,
    }));
    renderPage();
    expect(await screen.findByText('Pemeliharaan Sistem SIAKAD')).toBeTruthy();
    expect(screen.getByText('Halaman 1 dari 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' })));
    expect(api.getInformasi).toHaveBeenLastCalledWith({ page: 2, per_page: 7 });
    expect(await screen.findByText('Pengisian Kuesioner Evaluasi Dosen')).toBeTruthy();
    expect(screen.queryByText('Pemeliharaan Sistem SIAKAD')).toBeNull();
    expect(screen.getByText('Menampilkan 8–9 dari 9')).toBeTruthy();
  });

  it('shows a friendly empty state when no announcement applies to the user', async () => {
    api.getInformasi.mockResolvedValue({ data: [], current_page: 1, per_page: 7, total: 0 });
    renderPage();
    expect(await screen.findByText(catalogue.pengumuman.kosong)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message and retries after a failed load", async () => {
    api.getInformasi
      .mockRejectedValueOnce(Object.assign(new Error('500'), { data: { message: 'Layanan sedang sibuk.' } }))
      .mockResolvedValueOnce({ data: [PEMELIHARAAN], current_page: 1, per_page: 7, total: 1 });
    renderPage();
    expect(await screen.findByText('Layanan sedang sibuk.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
    expect(await screen.findByText('Pemeliharaan Sistem SIAKAD')).toBeTruthy();
  });
});
