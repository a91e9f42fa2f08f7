import { describe, expect, it } from 'vitest';
import { coreManifest } from '../../contract/core-manifest';
import { defineModule } from '../../contract/manifest';
import { routesFor } from '../../contract/registry';
import { guardRoute, pathParser } from './guard';

const uaps = defineModule({
  id: 'uaps', version: '1.0.0', requires: [], notifications: [], apiPrefixes: [], menu: [],
  routes: [
    { id: 'bimbingan-publik', path: '/validasi/s/bimbingan', audience: 'public' },
    { id: 'nilai', path: '/sidang-uaps/nilai-sidang/detail/:id_tugas_akhir/:id_sidang_tugas_akhir', audience: ['aka00'] },
    { id: 'data-pribadi', path: '/data-pribadi', audience: ['mhs00'] },
  ],
});
const mods = [coreManifest, uaps];

describe('guardRoute (spec sections 2 and 5)', () => {
  const visitor = (path: string) => guardRoute({ path, loggedIn: false, routes: routesFor(mods, null) });
  const as = (type: 'mhs00' | 'aka00', path: string) => guardRoute({ path, loggedIn: true, routes: routesFor(mods, type) });

  it('sends a logged-in user from /login to / and from / to /beranda', () => {
    expect(as('mhs00', '/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(as('mhs00', '/')).toEqual({ kind: 'redirect', to: '/beranda' });
  });

  it('lets a visitor open only /login and /validasi/s/bimbingan', () => {
    expect(visitor('/login')).toMatchObject({ kind: 'render', route: { globalId: 'core:login' } });
    expect(visitor('/validasi/s/bimbingan')).toMatchObject({ kind: 'render', route: { globalId: 'uaps:bimbingan-publik' } });
    for (const path of ['/', '/beranda', '/data-pribadi', '/tidak-ada']) expect(visitor(path)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows not-found to a visitor on a public path whose module is disabled', () => {
    expect(guardRoute({ path: '/validasi/s/bimbingan', loggedIn: false, routes: routesFor([coreManifest], null) })).toEqual({ kind: 'not-found' });
  });

  it('renders a route of the user type with its parameters, and not-found for anything else', () => {
    expect(as('aka00', '/sidang-uaps/nilai-sidang/detail/12/34')).toMatchObject({ kind: 'render', params: { id_tugas_akhir: '12', id_sidang_tugas_akhir: '34' } });
    expect(as('mhs00', '/sidang-uaps/nilai-sidang/detail/12/34')).toEqual({ kind: 'not-found' });
    expect(as('aka00', '/data-pribadi')).toEqual({ kind: 'not-found' });
    expect(as('mhs00', '/data-pribadi/')).toMatchObject({ kind: 'render', route: { globalId: 'uaps:data-pribadi' } });
    expect(as('mhs00', '/tidak-ada-halaman-ini')).toEqual({ kind: 'not-found' });
  });
});

describe('pathParser', () => {
  it('matches literal segments exactly, including the spec\'s special characters', () => {
    const { pattern } = pathParser('/presensi-dosen/level-1&2');
    expect(pattern.exec('/presensi-dosen/level-1&2') !== null).toBe(true);
    expect(pattern.exec('/presensi-dosen/level-1x2') !== null).toBe(false);
  });
  it('supports optional parameters and the wildcard', () => {
    expect(pathParser('/a/:b?').pattern.exec('/a') !== null).toBe(true);
    expect(pathParser('*').pattern.exec('/any/thing') !== null).toBe(true);
  });
});
