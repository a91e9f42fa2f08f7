import { zipSync } from './test-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../testing';
import { contentDisposition } from './store';
import { detectKind } from './detect';
import { defineModule } from '../../contract/manifest';
import { defineServerModule } from '../module';

// A module exposing the store over HTTP, as a real module would.
const uploads = defineServerModule({
  manifest: defineModule({ id: 'berkas-uji', version: '0.0.1', requires: [], routes: [], menu: [], notifications: [], apiPrefixes: ['berkas-uji/'] }),
  migrations: {},
  plugin: async (app) => {
    app.post('/berkas-uji/unggah', { config: { allow: 'public' } }, async (request) => app.files.saveUpload(request, { allowed: ['pdf', 'png'], maxBytes: 2048, id_user: null }));
    app.get('/berkas-uji/:id', { config: { allow: 'public' } }, async (request, reply) => app.files.send(reply, (request.params as { id: string }).id));
    app.post('/berkas-uji/formulir', { config: { allow: 'public' } }, async (request) => {
      const { fields, file } = await app.files.readForm(request, 2048);
      return { fields, file: file && { nama: file.nama, ukuran: file.buffer.length } };
    });
    app.get('/berkas-uji/:id/sebagai', { config: { allow: 'public' } }, async (request, reply) => app.files.send(reply, (request.params as { id: string }).id, { nama: 'RPS IF101 Nama/Baru.pdf' }));
  },
});

function multipart(name: string, content: Buffer) {
  const boundary = '----siakad-uji';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

describe('file type detection by bytes', () => {
  it('recognises documents and images regardless of name', () => {
    expect(detectKind(PDF)).toBe('pdf');
    expect(detectKind(PNG)).toBe('png');
    expect(detectKind(JPEG)).toBe('jpeg');
    expect(detectKind(Buffer.from('GIF89a....'))).toBe('gif');
    expect(detectKind(Buffer.from('hello, world'))).toBeNull();
    expect(detectKind(Buffer.alloc(0))).toBeNull();
  });

  it('tells Office documents from plain ZIP archives by their entries', () => {
    expect(detectKind(zipSync({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' }))).toBe('docx');
    expect(detectKind(zipSync({ '[Content_Types].xml': '<x/>', 'xl/workbook.xml': '<w/>' }))).toBe('xlsx');
    expect(detectKind(zipSync({ 'a.txt': 'isi' }))).toBe('zip');
    // A truncated archive is not a ZIP at all.
    expect(detectKind(zipSync({ 'a.txt': 'isi' }).subarray(0, 20))).toBeNull();
  });

  it('keeps the original name in Content-Disposition (RFC 5987)', () => {
    expect(contentDisposition('Surat Tugas – Budi.pdf')).toBe(`attachment; filename="Surat Tugas _ Budi.pdf"; filename*=UTF-8''Surat%20Tugas%20%E2%80%93%20Budi.pdf`);
  });
});

describe.each(TEST_DATABASES)('file store on %s', (database) => {
  let k: TestKernel;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [uploads], database, seed: false });
  });
  afterAll(async () => k?.close());

  it('stores an accepted file and sends it back with type and name', async () => {
    const saved = await k.app.files.save(PDF, { nama: '../../rahasia/Berkas Skripsi.pdf', allowed: ['pdf'], maxBytes: 1024, id_user: null });
    expect(saved).toMatchObject({ nama: 'Berkas Skripsi.pdf', mime: 'application/pdf', ukuran: PDF.length });
    const info = await k.app.files.info(saved.id);
    expect(info?.sha256).toBe(saved.sha256);
  });

  it('uploads over multipart and downloads with Content-Type and the original name', async () => {
    const up = await k.inject({ method: 'POST', url: '/api/berkas-uji/unggah', ...multipart('Foto Diri.png', PNG) });
    expect(up.statusCode).toBe(200);
    const down = await k.inject({ method: 'GET', url: `/api/berkas-uji/${up.json().id}` });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="Foto Diri.png"; filename*=UTF-8''Foto%20Diri.png`);
    expect(down.rawPayload.equals(PNG)).toBe(true);
    const renamed = await k.inject({ method: 'POST', url: '/api/berkas-uji/unggah', ...multipart('surat.pdf', Buffer.from('MZ bukan pdf')) });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: 'Jenis berkas tidak diizinkan. Jenis yang diterima: PDF, PNG.' });
    const big = await k.inject({ method: 'POST', url: '/api/berkas-uji/unggah', ...multipart('besar.pdf', Buffer.concat([PDF, Buffer.alloc(4096)])) });
    expect(big.json()).toEqual({ message: 'Ukuran berkas melebihi batas 2 KB.' });
    const missing = await k.inject({ method: 'GET', url: '/api/berkas-uji/00000000-0000-0000-0000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Berkas tidak ditemukan.' });
  });

  it('reads a form with fields and one file without storing it; refuses two files, a large one and text with NUL; sends a file under another name', async () => {
    const boundary = '----siakad-form';
    const form = (files: Array<[string, Buffer]>) => {
      const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="topik"\r\n\r\nPengantar\r\n`)];
      for (const [name, content] of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${name}"\r\n\r\n`), content, Buffer.from('\r\n'));
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const jumlah = async () => Number((await k.db.withSchema('core').selectFrom('berkas').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await jumlah();
    const ok = await k.inject({ method: 'POST', url: '/api/berkas-uji/formulir', ...form([['a.png', PNG]]) });
    expect(ok.json()).toEqual({ fields: { topik: 'Pengantar' }, file: { nama: 'a.png', ukuran: PNG.length } });
    expect((await k.inject({ method: 'POST', url: '/api/berkas-uji/formulir', ...form([]) })).json()).toEqual({ fields: { topik: 'Pengantar' }, file: null });
    const dua = await k.inject({ method: 'POST', url: '/api/berkas-uji/formulir', ...form([['a.png', PNG], ['b.png', PNG]]) });
    expect(dua.statusCode).toBe(400);
    expect(dua.json()).toEqual({ message: 'Unggah satu berkas saja.' });
    const besar = await k.inject({ method: 'POST', url: '/api/berkas-uji/formulir', ...form([['besar.pdf', Buffer.concat([PDF, Buffer.alloc(4096)])]]) });
    expect(besar.json()).toEqual({ message: 'Ukuran berkas melebihi batas 2 KB.' });
    const nul = await k.inject({ method: 'POST', url: '/api/berkas-uji/formulir', payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="topik"\r\n\r\nPeng\u0000antar\r\n--${boundary}--\r\n`), headers: form([]).headers });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { topik: ['Topik memuat karakter yang tidak diizinkan (NUL).'] } });
    expect(await jumlah()).toBe(before);
    const saved = await k.app.files.save(PDF, { nama: 'lama.pdf', allowed: ['pdf'], maxBytes: 1024, id_user: null });
    const down = await k.inject({ method: 'GET', url: `/api/berkas-uji/${saved.id}/sebagai` });
    expect(down.headers['content-disposition']).toBe(`attachment; filename="RPS IF101 Nama-Baru.pdf"; filename*=UTF-8''RPS%20IF101%20Nama-Baru.pdf`);
    expect(down.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file whose bytes do not match the allowed types, an empty file and a large file', async () => {
    const save = (buffer: Buffer, maxBytes = 1024) => k.app.files.save(buffer, { nama: 'foto.pdf', allowed: ['pdf'], maxBytes, id_user: null });
    await expect(save(PNG)).rejects.toMatchObject({ statusCode: 400, message: 'Jenis berkas tidak diizinkan. Jenis yang diterima: PDF.' });
    await expect(save(Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400, message: 'Berkas kosong.' });
    await expect(save(PDF, 10)).rejects.toMatchObject({ statusCode: 400, message: 'Ukuran berkas melebihi batas 1 KB.' });
    const docx = zipSync({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' });
    await expect(k.app.files.save(docx, { nama: 'a.docx', allowed: ['zip'], maxBytes: 10_000, id_user: null })).resolves.toMatchObject({ mime: expect.stringContaining('wordprocessingml') });
  });
});
