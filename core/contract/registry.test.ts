import { describe, expect, it } from 'vitest';
import { coreManifest } from './core-manifest';
import { defineModule, type ModuleManifest } from './manifest';
import { apiPathOwner, menuFor, parseEnabledModules, prefixCovers, resolveModules, routesFor, validateManifests } from './registry';

const mod = (m: Partial<ModuleManifest> & { id: string }): ModuleManifest =>
  defineModule({ version: '1.0.0', requires: [], routes: [], menu: [], notifications: [], apiPrefixes: [], ...m });

const t = (ns: string, key: string) => `${ns}/${key}`;

describe('validateManifests', () => {
  it('accepts a valid set', () => {
    const a = mod({ id: 'a', routes: [{ id: 'x', path: '/x', audience: ['mhs00'] }], menu: [{ route: 'x', label: 'menu.x', order: 1 }] });
    expect(validateManifests([coreManifest, a], ['core', 'a'])).toEqual([]);
  });

  it('reports a duplicate module id and a bad id', () => {
    const problems = validateManifests([mod({ id: 'a' }), mod({ id: 'a' }), mod({ id: 'Bad_Id' })], ['a']);
    expect(problems).toContain('Modul "a" terdaftar dua kali.');
    expect(problems.some((p) => p.includes('"Bad_Id": id harus kebab-case'))).toBe(true);
  });

  it('prints a dependency cycle as a path', () => {
    const problems = validateManifests([mod({ id: 'a', requires: ['b'] }), mod({ id: 'b', requires: ['c'] }), mod({ id: 'c', requires: ['a'] })], ['a', 'b', 'c']);
    expect(problems).toContain('Ketergantungan melingkar: a -> b -> c -> a');
  });

  it('reports an unknown user type on a route, menu entry and notification', () => {
    const bad = mod({
      id: 'a',
      routes: [{ id: 'x', path: '/x', audience: ['zzz00' as never] }],
      menu: [{ route: 'x', label: 'menu.x', order: 1, hiddenFor: ['qqq' as never] }],
      notifications: [{ id: 'n', audience: ['nope' as never] }],
    });
    const problems = validateManifests([bad], ['a']);
    expect(problems.some((p) => p.includes('"zzz00" pada rute "x"'))).toBe(true);
    expect(problems.some((p) => p.includes('"qqq" pada menu'))).toBe(true);
    expect(problems.some((p) => p.includes('"nope" pada notifikasi "n"'))).toBe(true);
  });

  it('reports a path claimed twice for one user type, but allows it for different types', () => {
    const a = mod({ id: 'a', routes: [{ id: 'p', path: '/data-pribadi', audience: ['mhs00'] }] });
    const b = mod({ id: 'b', routes: [{ id: 'p', path: '/data-pribadi', audience: ['dsn00', 'mhs00'] }] });
    const problems = validateManifests([a, b], ['a', 'b']);
    expect(problems).toEqual(['Path "/data-pribadi" untuk tipe "mhs00" diklaim oleh "a:p" dan "b:p".']);
    const c = mod({ id: 'c', routes: [{ id: 'p', path: '/data-pribadi', audience: ['dsn00'] }] });
    expect(validateManifests([a, c], ['a', 'c'])).toEqual([]);
  });

  it('reports a menu entry pointing at no route', () => {
    const a = mod({ id: 'a', menu: [{ route: 'ghost', label: 'menu.ghost', order: 1 }] });
    expect(validateManifests([a], ['a'])).toEqual(['Modul "a": menu "menu.ghost" menunjuk rute "ghost" yang tidak ada.']);
  });

  it('reports a disabled and an unknown dependency, and an unknown enabled id', () => {
    const a = mod({ id: 'a', requires: ['b', 'x'] });
    const problems = validateManifests([a, mod({ id: 'b' })], ['a', 'y']);
    expect(problems).toContain('Modul "a" membutuhkan modul "b" yang tidak diaktifkan.');
    expect(problems).toContain('Modul "a" membutuhkan modul "x" yang tidak dikenal.');
    expect(problems).toContain('Modul "y" tidak dikenal.');
  });

  it('resolveModules orders by dependency and throws one error listing every problem', () => {
    const a = mod({ id: 'a', requires: ['b'] });
    const b = mod({ id: 'b' });
    expect(resolveModules([a, b], ['a', 'b']).map((m) => m.id)).toEqual(['b', 'a']);
    expect(() => resolveModules([a, mod({ id: 'a' })], ['a'])).toThrow(/Konfigurasi modul tidak valid:\n- /);
  });
});

describe('routesFor and menuFor', () => {
  const academic = mod({
    id: 'academic',
    routes: [
      { id: 'jadwal', path: '/akademik/jadwal', audience: ['dsn00', 'kor00'] },
      { id: 'nilai', path: '/akademik/perubahan-nilai', audience: ['dsn00'] },
      { id: 'kuesioner', path: '/kuesioner-dosen', audience: ['dsn00', 'kor00'] },
      { id: 'validasi', path: '/validasi-kegiatan-dosen', audience: ['aka00', 'aka02'] },
      { id: 'publik', path: '/validasi/s/bimbingan', audience: 'public' },
    ],
    menu: [
      { route: 'nilai', label: 'menu.nilai', order: 3, section: 'menu.akademik', icon: 'book' },
      { route: 'jadwal', label: 'menu.jadwal', order: 2, section: 'menu.akademik', icon: 'book' },
      { route: 'kuesioner', label: 'menu.kuesioner', order: 1, hiddenFor: ['kor00'] },
      { route: 'validasi', label: 'menu.validasi', order: 4 },
      { route: 'publik', label: 'menu.publik', order: 5 },
    ],
  });
  const mods = [coreManifest, academic];

  it('gives each user type its routes, public ones included, and a visitor only the public ones', () => {
    expect(routesFor(mods, 'kor00').map((r) => r.globalId)).toEqual(['core:login', 'core:beranda', 'core:ganti-password', 'academic:jadwal', 'academic:kuesioner', 'academic:publik']);
    expect(routesFor(mods, null).map((r) => r.path)).toEqual(['/login', '/validasi/s/bimbingan']);
    // aka01 lacks the activity validation route (spec section 5) by its audience list.
    expect(routesFor(mods, 'aka01').some((r) => r.id === 'validasi')).toBe(false);
  });

  it('groups sectioned entries, orders them, hides hiddenFor entries and skips public routes', () => {
    expect(menuFor(mods, 'dsn00', t)).toEqual([
      { id: 'core:beranda', title: 'core/menu.beranda', path: '/beranda', icon: 'home' },
      { id: 'academic:kuesioner', title: 'academic/menu.kuesioner', path: '/kuesioner-dosen' },
      {
        id: 'academic:menu.akademik',
        title: 'academic/menu.akademik',
        icon: 'book',
        children: [
          { id: 'academic:jadwal', title: 'academic/menu.jadwal', path: '/akademik/jadwal', icon: 'book' },
          { id: 'academic:nilai', title: 'academic/menu.nilai', path: '/akademik/perubahan-nilai', icon: 'book' },
        ],
      },
    ]);
    const kor = menuFor(mods, 'kor00', t);
    expect(kor.map((i) => i.id)).toEqual(['core:beranda', 'academic:menu.akademik']);
    expect(kor[1]!.children!.map((c) => c.id)).toEqual(['academic:jadwal']);
    // The hidden route stays reachable (spec: kor00 /kuesioner-dosen hidden from menu).
    expect(routesFor(mods, 'kor00').some((r) => r.path === '/kuesioner-dosen')).toBe(true);
  });

  it('merges sections of different modules that carry the same title into one group, ordered across both', () => {
    const presensi = mod({
      id: 'presensi',
      routes: [{ id: 'absensi', path: '/laporan/absensi', audience: ['dsn00', 'kor00'] }],
      menu: [{ route: 'absensi', label: 'menu.absensi', section: 'menu.laporan', order: 600, icon: 'chart' }],
    });
    const gaji = mod({
      id: 'gaji',
      routes: [{ id: 'bulanan', path: '/laporan/gaji-bulanan', audience: ['dsn00', 'kor00'] }, { id: 'lain', path: '/lain', audience: ['dsn00'] }],
      menu: [
        { route: 'bulanan', label: 'menu.bulanan', section: 'menu.laporan', order: 590, icon: 'money' },
        { route: 'lain', label: 'menu.lain', section: 'menu.lain', order: 700 },
      ],
    });
    const title = (ns: string, key: string) => (key === 'menu.laporan' ? 'Laporan' : `${ns}/${key}`);
    const menu = menuFor([coreManifest, presensi, gaji], 'dsn00', title);
    expect(menu.map((i) => i.id)).toEqual(['core:beranda', 'presensi:menu.laporan', 'gaji:menu.lain']);
    expect(menu[1]).toMatchObject({ title: 'Laporan', icon: 'chart' });
    expect(menu[1]!.children!.map((c) => c.id)).toEqual(['gaji:bulanan', 'presensi:absensi']);
    // Without the translation the keys differ by module and the groups stay apart.
    expect(menuFor([coreManifest, presensi, gaji], 'dsn00', t).map((i) => i.id)).toEqual(['core:beranda', 'gaji:menu.laporan', 'presensi:menu.laporan', 'gaji:menu.lain']);
  });

  it('parseEnabledModules: empty means every installed module, otherwise the distinct listed ids', () => {
    expect(parseEnabledModules(undefined, ['a', 'b'])).toEqual(['a', 'b']);
    expect(parseEnabledModules(' a, a ,b ', ['a', 'b', 'c'])).toEqual(['a', 'b']);
  });

  it('prefixCovers: matches at a segment boundary; a trailing slash covers what is below', () => {
    expect(prefixCovers('krs', 'krs')).toBe(true);
    expect(prefixCovers('krs', 'krs/cetak')).toBe(true);
    expect(prefixCovers('krs', 'krsx')).toBe(false);
    expect(prefixCovers('portal/', 'portal/aplikasi')).toBe(true);
    expect(prefixCovers('portal/', 'portal')).toBe(false);
  });

  it('apiPathOwner: the longest covering prefix wins, so a broad prefix cannot take a precise one', () => {
    const student = defineModule({ id: 'student', version: '1', requires: [], routes: [], menu: [], notifications: [], apiPrefixes: ['dokumen'] });
    const master = defineModule({ id: 'master-data', version: '1', requires: [], routes: [], menu: [], notifications: [], apiPrefixes: ['dokumen/kategori'] });
    expect(apiPathOwner([student, master], 'dokumen')).toBe('student');
    expect(apiPathOwner([student, master], 'dokumen/mahasiswa/1/unduh')).toBe('student');
    expect(apiPathOwner([student, master], 'dokumen/kategori')).toBe('master-data');
    expect(apiPathOwner([student, master], 'dokumenx')).toBeNull();
  });
});
