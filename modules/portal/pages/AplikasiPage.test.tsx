import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../locales/id/portal.json';
import AplikasiPage from './AplikasiPage';

const api = vi.hoisted(() => ({ getAplikasi: vi.fn(), getAplikasiLogin: vi.fn() }));
vi.mock('../api', () => api);

const APPS = [
  { id_aplikasi: 1, kode: 'lms', nama: 'e-Learning (LMS)', deskripsi: 'Kelas daring', url: 'https://elearning.example', ikon: 'book' },
  { id_aplikasi: 2, kode: 'perpustakaan', nama: 'Perpustakaan Digital', deskripsi: 'Katalog buku', url: 'https://perpustakaan.example', ikon: 'school' },
];

function renderPage() {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({ lng: 'id', resources: { id: { portal: catalogue } }, ns: ['portal'], initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <AplikasiPage />
      </Theme>
    </I18nextProvider>,
  );
}

describe('AplikasiPage', () => {
  beforeEach(() => {
    api.getAplikasi.mockReset();
    api.getAplikasiLogin.mockReset();
  });

  it('shows the loading state, then one card per application', async () => {
    let resolve!: (v: unknown) => void;
    api.getAplikasi.mockReturnValue(new Promise((r) => { resolve = r; }));
    renderPage();
    expect(screen.getByText('Memuat daftar aplikasi...')).toBeTruthy();
    resolve({ data: APPS });
    expect(await screen.findByText('e-Learning (LMS)')).toBeTruthy();
    expect(screen.getByText('Perpustakaan Digital')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Buka / })).toHaveLength(2);
  });

  it("'Buka' asks for a one-time login URL and opens it in a new tab", async () => {
    api.getAplikasi.mockResolvedValue({ data: APPS });
    api.getAplikasiLogin.mockResolvedValue({ url: 'https://elearning.example/sso/masuk?kode=abc' });
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Buka e-Learning (LMS)' }));
    await waitFor(() => expect(tab.location.href).toBe('https://elearning.example/sso/masuk?kode=abc'));
    expect(api.getAplikasiLogin).toHaveBeenCalledWith({ id_aplikasi: 1 });
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('closes the tab and shows the server message when opening fails', async () => {
    api.getAplikasi.mockResolvedValue({ data: APPS });
    api.getAplikasiLogin.mockRejectedValue(Object.assign(new Error('404'), { data: { message: 'Aplikasi tidak ditemukan.' } }));
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Buka Perpustakaan Digital' }));
    expect(await screen.findByText('Aplikasi tidak ditemukan.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows the empty state', async () => {
    api.getAplikasi.mockResolvedValue({ data: [] });
    renderPage();
    expect(await screen.findByText('Belum ada aplikasi yang tersedia untuk Anda.')).toBeTruthy();
  });

  it('shows the error state with a retry that reloads the list', async () => {
    api.getAplikasi.mockRejectedValueOnce(new Error('jaringan')).mockResolvedValueOnce({ data: APPS });
    renderPage();
    expect(await screen.findByText('Daftar aplikasi gagal dimuat.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('e-Learning (LMS)')).toBeTruthy();
  });
});
