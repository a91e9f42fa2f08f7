import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_EVENT, type ToastMessage } from '../notify/notify';
import { createApiClient } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  const toasts: ToastMessage[] = [];
  const onToast = (e: Event) => toasts.push((e as CustomEvent<ToastMessage>).detail);
  let reload: ReturnType<typeof vi.fn>;
  const originalLocation = window.location;

  beforeEach(() => {
    toasts.length = 0;
    window.addEventListener(NOTIFY_EVENT, onToast);
    reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
  });
  afterEach(() => {
    window.removeEventListener(NOTIFY_EVENT, onToast);
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    vi.unstubAllGlobals();
  });

  it('calls /api with the stored bearer token and same-origin credentials', async () => {
    localStorage.setItem('access_token', 'abc.def.ghi');
    const fetch = vi.fn(async (_req: Request | string, _init?: RequestInit) => json(200, { data: [] }));
    vi.stubGlobal('fetch', fetch);
    await createApiClient()('/menu');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/menu');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer abc.def.ghi');
    expect(init!.credentials).toBe('same-origin');
  });

  it('on 401 clears local storage and reloads the page', async () => {
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('other', 'x');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Sesi berakhir.' })));
    await expect(createApiClient()('/menu')).rejects.toThrow();
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('reloads once when a logout and the 401s of requests it cut short all end the session', async () => {
    // A module of its own: the page reloads once in its life, and the tests above share theirs.
    vi.resetModules();
    const fresh = await import('./api');
    localStorage.setItem('access_token', 'revoked');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Sesi Anda tidak berlaku lagi. Silakan login kembali.' })));
    const client = fresh.createApiClient();
    await Promise.allSettled([client('/menu'), client('/informasi'), client('/jadwal-mengajar')]);
    fresh.reloadOnce();
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not log out on 401 when told so (the login call: wrong password)', async () => {
    localStorage.setItem('keep', '1');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Username atau password salah.' })));
    await expect(createApiClient({ logoutOn401: false, notifyErrors: false })('/login', { method: 'POST', body: {} })).rejects.toThrow();
    expect(localStorage.getItem('keep')).toBe('1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows each field error as a red toast, else the message, else the default text', async () => {
    const bodies = [{ message: 'Data tidak valid.', errors: { nama: ['Nama wajib diisi.'], nim: ['NIM harus 10 digit.'] } }, { message: 'Kuota kelas penuh.' }, {}];
    for (const body of bodies) {
      vi.stubGlobal('fetch', vi.fn(async () => json(422, body)));
      await expect(createApiClient()('/krs', { method: 'PATCH', body: {} })).rejects.toThrow();
    }
    expect(toasts).toEqual([
      { tone: 'error', text: 'Nama wajib diisi.' },
      { tone: 'error', text: 'NIM harus 10 digit.' },
      { tone: 'error', text: 'Kuota kelas penuh.' },
      { tone: 'error', key: 'aksi.gagal' },
    ]);
  });

  it('fails a call like an unreachable server when the client chunk does not load, and loads it again on the next call', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: ['ok'] })));
    const load = vi.fn<() => Promise<typeof import('./ofetch-client')>>().mockRejectedValueOnce(new Error('chunk load failed')).mockImplementation(() => import('./ofetch-client'));
    const client = createApiClient({}, load);
    await expect(client('/menu')).rejects.toThrow('chunk load failed');
    expect(toasts).toEqual([{ tone: 'error', key: 'aksi.gagal' }]);
    await expect(client('/menu')).resolves.toEqual({ data: ['ok'] });
    await expect(client.raw('/menu')).resolves.toMatchObject({ status: 200, _data: { data: ['ok'] } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never retries a write, while a read is retried once on a 503', async () => {
    const fetch = vi.fn(async () => json(503, { message: 'Sibuk.' }));
    vi.stubGlobal('fetch', fetch);
    await expect(createApiClient({ notifyErrors: false })('/krs', { method: 'PATCH', body: {}, retryDelay: 0 })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockClear();
    await expect(createApiClient({ notifyErrors: false })('/krs', { retryDelay: 0 })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
