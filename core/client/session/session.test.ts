import { describe, expect, it, vi } from 'vitest';
import type { $Fetch } from 'ofetch';
import { fakeToken } from '../test-support/tokens';
import { decideAuthParam } from './auth-param';
import { decodeClaims, refreshDelay } from './claims';
import { createSessionStore } from './session-store';

const messages = { invalid: 'Token login tidak valid.', studentOnly: 'Hanya mahasiswa.' };

describe('decideAuthParam (spec sections 2, 5, 8)', () => {
  it('stores a student token when nobody is logged in', () => {
    const token = fakeToken({ id_group_user: 'mhs00' });
    expect(decideAuthParam(token, false, messages)).toEqual({ action: 'store', token });
  });
  it('ignores the parameter when already logged in or absent', () => {
    expect(decideAuthParam(fakeToken({ id_group_user: 'mhs00' }), true, messages)).toEqual({ action: 'none' });
    expect(decideAuthParam(null, false, messages)).toEqual({ action: 'none' });
  });
  it('refuses another user type and an undecodable token with an error to show', () => {
    expect(decideAuthParam(fakeToken({ id_group_user: 'dsn00' }), false, messages)).toEqual({ action: 'error', error: { message: 'Hanya mahasiswa.' } });
    expect(decideAuthParam('bukan-token', false, messages)).toEqual({ action: 'error', error: { message: 'Token login tidak valid.' } });
  });
});

describe('claims', () => {
  it('decodes the spec claims and rejects unknown user types', () => {
    expect(decodeClaims(fakeToken({ nama_user: 'Budi', id_group_user: 'kor00' }))).toMatchObject({ nama_user: 'Budi', id_group_user: 'kor00' });
    expect(decodeClaims(fakeToken({ id_group_user: 'xyz' as never }))).toBeNull();
    expect(decodeClaims('')).toBeNull();
  });
  it('refreshes a quarter of the lifetime (at most a minute) before expiry', () => {
    expect(refreshDelay({ iat: 0, exp: 900 }, 0)).toBe(840_000);
    expect(refreshDelay({ iat: 0, exp: 8 }, 0)).toBe(6_000);
    expect(refreshDelay({ iat: 0, exp: 8 }, 7_000)).toBe(0);
  });
});

function deps(http: (url: string, opts?: { method?: string; body?: unknown }) => Promise<unknown>, now = Date.now()) {
  return { storage: localStorage, goTo: vi.fn(), reload: vi.fn(), now: () => now, http: http as unknown as $Fetch };
}

describe('session store', () => {
  it('login stores access_token and opens /beranda', async () => {
    const token = fakeToken({ id_group_user: 'dsn00' });
    const http = vi.fn(async () => ({ access_token: token }));
    const d = deps(http);
    const session = createSessionStore(d);
    expect(await session.login('dsn00', 'siakad')).toBe(true);
    expect(http).toHaveBeenCalledWith('/login', { method: 'POST', body: { username: 'dsn00', password: 'siakad' } });
    expect(localStorage.getItem('access_token')).toBe(token);
    expect(session.state).toMatchObject({ status: 'success', error: null });
    expect(d.goTo).toHaveBeenCalledWith('/beranda');
  });

  it('a failed login stores the error body and keeps the visitor logged out', async () => {
    const session = createSessionStore(deps(async () => {
      throw Object.assign(new Error('401'), { data: { message: 'Username atau password salah.' } });
    }));
    expect(await session.login('x', 'y')).toBe(false);
    expect(session.state).toMatchObject({ status: 'error', error: { message: 'Username atau password salah.' }, claims: null });
  });

  it('logout posts /logout, ignores its failure, clears local storage and reloads', async () => {
    localStorage.setItem('access_token', fakeToken({}));
    const d = deps(async () => {
      throw new Error('offline');
    });
    await createSessionStore(d).logout();
    expect(localStorage.length).toBe(0);
    expect(d.reload).toHaveBeenCalled();
  });

  it('an expired token is refreshed at start, or the session ends when the refresh fails', async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    localStorage.setItem('access_token', fakeToken({ iat: past - 900, exp: past }));
    const fresh = fakeToken({ nama_user: 'Baru' });
    const ok = deps(async () => ({ access_token: fresh }));
    const session = createSessionStore(ok);
    expect(await session.ensureFresh()).toBe(true);
    expect(localStorage.getItem('access_token')).toBe(fresh);
    expect(session.state.claims?.nama_user).toBe('Baru');

    localStorage.setItem('access_token', fakeToken({ iat: past - 900, exp: past }));
    const failing = deps(async () => {
      throw new Error('401');
    });
    expect(await createSessionStore(failing).ensureFresh()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(failing.reload).toHaveBeenCalled();
  });

  it('keepFresh replaces the token shortly before expiry', async () => {
    vi.useFakeTimers();
    try {
      const start = Date.now();
      localStorage.setItem('access_token', fakeToken({ iat: Math.floor(start / 1000), exp: Math.floor(start / 1000) + 8 }));
      const next = fakeToken({ nama_user: 'Diperbarui', iat: Math.floor(start / 1000) + 6, exp: Math.floor(start / 1000) + 3600 });
      const http = vi.fn(async () => ({ access_token: next }));
      const session = createSessionStore({ ...deps(http), now: () => Date.now() });
      const stop = session.keepFresh();
      await vi.advanceTimersByTimeAsync(7_000);
      expect(http).toHaveBeenCalledWith('/refresh-token', { method: 'GET' });
      expect(localStorage.getItem('access_token')).toBe(next);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
