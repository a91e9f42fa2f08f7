import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contract/api';
import { activeMenuPath } from './NavDrawer';

const item = (path: string, children?: MenuItem[]): MenuItem => ({ id: path, title: path, path, icon: 'file', children });
const MENU: MenuItem[] = [
  item('/beranda'),
  { id: 'penggajian', title: 'Penggajian', icon: 'settings', children: [item('/pengaturan-gaji'), item('/pengaturan-gaji/pembayaran'), item('/pengaturan-gaji/rekening')] },
  item('/akademik/jadwal'),
];

describe('the active menu entry', () => {
  it('is the longest entry path at or above the location: one entry lit, never also its prefix', () => {
    expect(activeMenuPath(MENU, '/pengaturan-gaji/pembayaran')).toBe('/pengaturan-gaji/pembayaran');
    expect(activeMenuPath(MENU, '/pengaturan-gaji')).toBe('/pengaturan-gaji');
    expect(activeMenuPath(MENU, '/beranda')).toBe('/beranda');
  });

  it('a page without an entry lights the entry above it; an unrelated path lights none', () => {
    expect(activeMenuPath(MENU, '/akademik/jadwal/bukti-mengajar/1/2/Senin/3')).toBe('/akademik/jadwal');
    expect(activeMenuPath(MENU, '/pengaturan-gaji-lama')).toBeNull();
    expect(activeMenuPath(MENU, '/profil')).toBeNull();
  });
});
