import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without types
import { htmlShell } from './plugins.mjs';

const chunk = (fileName: string, name: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk', fileName, name, imports, isEntry, code: '' });

describe('htmlShell', () => {
  it('preloads the entry imports, the app chunk and the login page chunk with their imports, each once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(dir, 'index.html'), '<head><!-- siakad:assets --><title>%APP_TITLE%</title></head>%NOSCRIPT%%APP_DESCRIPTION%');
    writeFileSync(path.join(dir, 'id.json'), JSON.stringify({ app: { nama: 'SIAKAD', namaLengkap: 'Sistem', noscript: 'JS' } }));
    const bundle = Object.fromEntries([
      chunk('assets/boot.js', 'boot', ['assets/constants.js'], true),
      chunk('assets/constants.js', 'constants'),
      chunk('assets/app.portal.js', 'app.portal', ['assets/shared.js', 'assets/constants.js']),
      chunk('assets/shared.js', 'shared'),
      chunk('assets/LoginPage.js', 'LoginPage', ['assets/box.js', 'assets/shared.js']),
      chunk('assets/box.js', 'box', ['assets/shared.js']),
      chunk('assets/KrsPage.js', 'KrsPage', ['assets/box.js']),
      { type: 'asset', fileName: 'assets/critical-x.css', source: '' },
      { type: 'asset', fileName: 'assets/bundle-x.css', source: '' },
    ].map((f) => [f.fileName, f]));
    const emitted: Array<{ fileName: string; source: string }> = [];
    const shell = { assets: [] as string[], buildId: '' };
    const plugin = htmlShell({ template: path.join(dir, 'index.html'), catalogue: path.join(dir, 'id.json'), shell });
    plugin.generateBundle.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f), error: (m: string) => { throw new Error(m); } }, {}, bundle);
    const html = emitted.find((f) => f.fileName === 'index.html')!.source;
    const preloads = [...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/constants.js', '/assets/app.portal.js', '/assets/shared.js', '/assets/LoginPage.js', '/assets/box.js']);
    expect(html).toContain('<script type="module" src="/assets/boot.js"></script>');
    // The service worker keeps what starts the app offline: the boot, the app chunk and their imports.
    expect(shell.assets).toEqual(['/assets/critical-x.css', '/assets/bundle-x.css', '/assets/boot.js', '/assets/constants.js', '/assets/app.portal.js', '/assets/shared.js']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/critical-x.css" />');
    expect(html).not.toContain('KrsPage');
  });
});
