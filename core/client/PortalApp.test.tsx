import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { defineModule } from '../contract/manifest';
import { createI18n } from './i18n';
import { defineClientModule } from './module';
import { PortalApp } from './PortalApp';
import { GateApp } from './gate/GateApp';
import { demoAccountsOfPage } from './pages/demo-accounts-of-page';
import type { Portal } from './portal-context';
import { resolveClientModules } from './start-portal';
import { createSessionStore } from './session/session-store';
import { fakeToken } from './test-support/tokens';

const krs = defineClientModule({
  manifest: defineModule({
    id: 'krs', version: '1.0.0', requires: [], apiPrefixes: [], menu: [],
    routes: [{ id: 'krs', path: '/data-akademik/krs', audience: ['mhs00'] }],
    notifications: [{ id: 'menunggu', audience: ['mhs00'] }],
  }),
  pages: { krs: async () => ({ default: () => <h1>Kartu Rencana Studi</h1> }) },
  notifications: { menunggu: async () => ({ default: async () => [{ id: 'a', title: 'KRS menunggu persetujuan', count: 2, href: '/data-akademik/krs' }] }) },
});

// The pages the session dialogs lead to; without them the dialogs must not show.
const pribadi = defineClientModule({
  manifest: defineModule({
    id: 'pribadi', version: '1.0.0', requires: [], apiPrefixes: [], menu: [],
    routes: [{ id: 'kuesioner', path: '/kuesioner-dosen', audience: ['dsn00'] }, { id: 'data', path: '/data-pribadi', audience: ['mhs00'] }],
    notifications: [],
  }),
  pages: { kuesioner: async () => ({ default: () => <h1>Kuesioner</h1> }), data: async () => ({ default: () => <h1>Data pribadi</h1> }) },
});

// A lecturer's personal-data page, as the lecturer module declares it (marked for the account menu).
const lecturer = defineClientModule({
  manifest: defineModule({
    id: 'lecturer', version: '1.0.0', requires: [], apiPrefixes: [], menu: [],
    routes: [{ id: 'data-pribadi', path: '/data-pribadi', audience: ['dsn00'], akun: 'data-pribadi' }],
    notifications: [],
  }),
  pages: { 'data-pribadi': async () => ({ default: () => <h1>Data pribadi dosen</h1> }) },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function mount(path: string, extra: Partial<Portal> = {}, enabled = ['krs', 'pribadi']) {
  const location = memoryLocation({ path, record: true });
  const session = createSessionStore({ goTo: vi.fn(), reload: vi.fn() });
  const modules = resolveClientModules([krs, pribadi, lecturer], enabled);
  render(<PortalApp portal={{ modules, manifests: modules.map((m) => m.manifest), session, ...extra }} i18n={createI18n()} locationHook={location.hook} />);
  return location;
}

afterEach(() => vi.unstubAllGlobals());

describe('PortalApp', () => {
  it('sends a visitor to /login and shows the login form with the demo accounts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [{ username: 'mhs00', label: 'Mahasiswa', id_group_user: 'mhs00' }] })));
    const location = mount('/beranda');
    await waitFor(() => expect(location.history!.at(-1)).toBe('/login'));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeTruthy();
    expect(await screen.findByText('mhs00')).toBeTruthy();
  });

  it('paints the demo accounts the HTML shell carries in the first render of the login page, without asking the API', async () => {
    const fetch = vi.fn(async (_url: string) => json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    const shell = document.head.appendChild(document.createElement('script'));
    shell.type = 'application/json';
    shell.id = 'siakad-demo';
    shell.textContent = JSON.stringify([{ username: 'dsn00', label: 'Dosen', id_group_user: 'dsn00' }]);
    try {
      mount('/login', { demoAccounts: demoAccountsOfPage() });
      expect(await screen.findByText('dsn00')).toBeTruthy();
      expect(screen.getByText('Dosen')).toBeTruthy();
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/login/demo'))).toEqual([]);
    } finally {
      shell.remove();
    }
  });

  it('gives a logged-in student the shell with the menu of GET /api/menu, the cards, and not-found for unknown paths', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'mhs00', nama_user: 'Siti Rahmawati' }));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (String(url).endsWith('/api/menu')) return json({ data: [{ id: 'core:beranda', title: 'Beranda', path: '/beranda', icon: 'home' }, { id: 'krs:s', title: 'Akademik', children: [{ id: 'krs:krs', title: 'KRS', path: '/data-akademik/krs' }] }] });
      return json({});
    }));
    const location = mount('/');
    await waitFor(() => expect(location.history!.at(-1)).toBe('/beranda'));
    const nav = await screen.findByRole('navigation', { name: 'Menu utama' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Beranda', 'KRS']));
    expect(await screen.findByText('Selamat datang, Siti Rahmawati')).toBeTruthy();
    expect(await screen.findByText('KRS menunggu persetujuan')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 notifikasi' })).toBeTruthy();

    await act(async () => location.navigate('/tidak-ada-halaman-ini'));
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
    await act(async () => location.navigate('/data-akademik/krs'));
    expect(await screen.findByText('Kartu Rencana Studi')).toBeTruthy();
  });

  it('asks for the cards again on every visit to /beranda, once when the app starts there', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'mhs00', nama_user: 'Siti Rahmawati' }));
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
    let waiting = 2;
    const provider = vi.fn(async () => [{ id: 'a', title: 'KRS menunggu persetujuan', count: waiting, href: '/data-akademik/krs' }]);
    const counting = defineClientModule({ ...krs, notifications: { menunggu: async () => ({ default: provider }) } });
    const location = memoryLocation({ path: '/beranda', record: true });
    const modules = resolveClientModules([counting], ['krs']);
    render(<PortalApp portal={{ modules, manifests: modules.map((m) => m.manifest), session: createSessionStore({ goTo: vi.fn(), reload: vi.fn() }) }} i18n={createI18n()} locationHook={location.hook} />);
    expect(await screen.findByText('KRS menunggu persetujuan')).toBeTruthy();
    expect(provider).toHaveBeenCalledTimes(1);

    await act(async () => location.navigate('/data-akademik/krs'));
    expect(await screen.findByText('Kartu Rencana Studi')).toBeTruthy();
    waiting = 0;
    await act(async () => location.navigate('/beranda'));
    await waitFor(() => expect(screen.queryByText('KRS menunggu persetujuan')).toBeNull());
    expect(provider).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeTruthy();
  });

  it('takes a logged-in user from /login through / to /beranda', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'adm00' }));
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
    const location = mount('/login');
    await waitFor(() => expect(location.history!.at(-1)).toBe('/beranda'));
  });

  it('renders only the blocking gate dialog for a refused browser', () => {
    render(<GateApp i18n={createI18n()} reason="outdated" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Browser usang' });
    expect(dialog.textContent).toContain('Perbarui ke versi yang lebih baru');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('blocks a lecturer whose questionnaire flag is 0 with a dialog leading to /kuesioner-dosen', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'dsn00', flags_kuesioner: 0 }));
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
    const location = mount('/beranda');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Kuesioner dosen')).toBeTruthy();
    await act(async () => within(dialog).getByRole('button', { name: 'OK' }).click());
    expect(location.history!.at(-1)).toBe('/kuesioner-dosen');
  });

  it('shows neither dialog when the campus has not enabled the page it leads to', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'dsn00', flags_kuesioner: 0, flags_telegram: -1 }));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('daftar-telegram') ? json({ pesan: 'Daftar.' }) : json({ data: [] }))));
    mount('/beranda', {}, ['krs']);
    expect(await screen.findByRole('navigation', { name: 'Menu utama' })).toBeTruthy();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers Data Pribadi in the account menu only when a personal-data page is open to the user', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
    const openMenu = async () => {
      const trigger = await screen.findByRole('button', { name: /^Akun/ });
      await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
      return screen.findByRole('menuitem', { name: 'Keluar' });
    };
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'dsn00' }));
    const location = mount('/beranda', {}, ['krs', 'lecturer']);
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Data Pribadi' })));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/data-pribadi'));
    cleanup();

    localStorage.setItem('access_token', fakeToken({ id_group_user: 'adm00' }));
    mount('/beranda', {}, ['krs', 'lecturer']);
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Data Pribadi' })).toBeNull();
  });

  it('asks a student with Telegram flag -1 to register, with the stored message', async () => {
    localStorage.setItem('access_token', fakeToken({ id_group_user: 'mhs00', flags_telegram: -1 }));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('daftar-telegram') ? json({ pesan: 'Silakan daftar bot Telegram SIAKAD.' }) : json({ data: [] }))));
    const location = mount('/beranda');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('DAFTAR TELEGRAM')).toBeTruthy();
    expect(within(dialog).getByText('Silakan daftar bot Telegram SIAKAD.')).toBeTruthy();
    await act(async () => within(dialog).getByRole('button', { name: 'OK' }).click());
    expect(location.history!.at(-1)).toBe('/data-pribadi');
  });

  describe('while the modules chunk is still loading (start-portal.tsx)', () => {
    const corePortal = (loadModules: () => Promise<void>): Partial<Portal> => {
      const core = resolveClientModules([], []);
      return { modules: core, manifests: core.map((m) => m.manifest), loadModules };
    };

    it('shows a visitor the login page at once, without waiting for the modules', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
      const loadModules = vi.fn(() => new Promise<void>(() => undefined));
      mount('/login', corePortal(loadModules));
      expect(await screen.findByLabelText('Username')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Masuk' })).toBeTruthy();
    });

    it('holds a logged-in user on the spinner, offers a retry when the load fails, and routes once the modules are there', async () => {
      localStorage.setItem('access_token', fakeToken({ id_group_user: 'mhs00' }));
      vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
      const location = memoryLocation({ path: '/data-akademik/krs', record: true });
      const session = createSessionStore({ goTo: vi.fn(), reload: vi.fn() });
      const i18n = createI18n();
      const full = resolveClientModules([krs, pribadi, lecturer], ['krs']);
      let rerenderFull: () => void = () => undefined;
      const loadModules = vi.fn()
        .mockRejectedValueOnce(new Error('chunk load failed'))
        .mockImplementationOnce(async () => rerenderFull());
      const portal = { ...corePortal(loadModules), session } as Portal;
      const { rerender } = render(<PortalApp portal={portal} i18n={i18n} locationHook={location.hook} />);
      rerenderFull = () => rerender(<PortalApp portal={{ modules: full, manifests: full.map((m) => m.manifest), session }} i18n={i18n} locationHook={location.hook} />);
      const retry = await screen.findByRole('button', { name: 'Coba lagi' });
      // Nothing was routed with the core's routes alone: a module's page is not "not found".
      expect(location.history!.at(-1)).toBe('/data-akademik/krs');
      await act(async () => fireEvent.click(retry));
      expect(await screen.findByRole('heading', { name: 'Kartu Rencana Studi' })).toBeTruthy();
      expect(loadModules).toHaveBeenCalledTimes(2);
    });

    it('brings a logged-in user the shell once the modules arrive in a transition, as startPortal renders them', async () => {
      localStorage.setItem('access_token', fakeToken({ id_group_user: 'mhs00', nama_user: 'Siti Rahmawati' }));
      vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
      const location = memoryLocation({ path: '/beranda', record: true });
      const session = createSessionStore({ goTo: vi.fn(), reload: vi.fn() });
      const i18n = createI18n();
      const full = resolveClientModules([krs, pribadi, lecturer], ['krs']);
      let rerenderFull: () => void = () => undefined;
      // As in start-portal.tsx: the new portal is rendered from the import's callback, in a transition.
      const loadModules = vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        startTransition(() => rerenderFull());
      });
      const { rerender } = render(<PortalApp portal={{ ...corePortal(loadModules), session } as Portal} i18n={i18n} locationHook={location.hook} />);
      rerenderFull = () => rerender(<PortalApp portal={{ modules: full, manifests: full.map((m) => m.manifest), session }} i18n={i18n} locationHook={location.hook} />);
      expect(await screen.findByRole('navigation', { name: 'Menu utama' }, { timeout: 5000 })).toBeTruthy();
    });

    it('waits for the modules before routing a visitor on any other page', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => json({ data: [] })));
      const location = mount('/validasi/s/bimbingan', corePortal(() => new Promise<void>(() => undefined)));
      expect(await screen.findByText('Memuat…')).toBeTruthy();
      expect(location.history!.at(-1)).toBe('/validasi/s/bimbingan');
    });
  });
});
