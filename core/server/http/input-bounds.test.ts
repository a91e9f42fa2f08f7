import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { fakeModule } from '../test-support/fake-modules';
import { buildTestKernel, type TestKernel } from '../testing';
import { INT4_MAX, INT4_MIN, nulAt, withInt4Bounds } from './input-bounds';

describe('withInt4Bounds', () => {
  const schema = Type.Object({
    id: Type.Integer({ minimum: 1 }),
    halaman: Type.Optional(Type.Integer()),
    rupiah: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
    daftar: Type.Array(Type.Union([Type.Integer(), Type.Null()])),
    nama: Type.String(),
    // Property names that are also schema keywords.
    type: Type.Integer(),
    default: Type.Object({ id: Type.Integer() }),
  });

  it('bounds every integer that declares no bound of its own to PostgreSQL\'s integer', () => {
    const bounded = withInt4Bounds(schema);
    expect(bounded.properties.id).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(bounded.properties.halaman).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(bounded.properties.rupiah).toMatchObject({ minimum: 0, maximum: 1_000_000_000_000 });
    expect(bounded.properties.daftar.items.anyOf[0]).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(bounded.properties.nama).toBe(schema.properties.nama);
    expect(bounded.properties.type).toMatchObject({ maximum: INT4_MAX });
    expect(bounded.properties.default.properties.id).toMatchObject({ maximum: INT4_MAX });
  });

  it('leaves the route\'s own schema as it was and keeps what TypeBox marks a type with', () => {
    const before = JSON.stringify(schema);
    const bounded = withInt4Bounds(schema);
    expect(JSON.stringify(schema)).toBe(before);
    expect(schema.properties.halaman).not.toHaveProperty('maximum');
    // Optional is a non-enumerable marker: lost, the property would become required.
    const check = Compile(bounded);
    expect(check.Check({ id: 1, rupiah: 5_000_000_000, daftar: [null, 3], nama: 'a', type: 1, default: { id: 1 } })).toBe(true);
    expect(check.Check({ id: 2147483648, rupiah: 0, daftar: [], nama: 'a', type: 1, default: { id: 1 } })).toBe(false);
    expect(check.Check({ id: 1, rupiah: 0, daftar: [-2147483649], nama: 'a', type: 1, default: { id: 1 } })).toBe(false);
    expect(check.Check({ id: 1, rupiah: 0, daftar: [], nama: 'a', type: 2147483648, default: { id: 1 } })).toBe(false);
  });

  it('gives back the very schema when nothing needs a bound', () => {
    const text = Type.Object({ nama: Type.String(), umur: Type.Integer({ minimum: 0, maximum: 200 }) });
    expect(withInt4Bounds(text)).toBe(text);
  });
});

describe('nulAt', () => {
  it('points at the first text holding the NUL character, as a value or a key', () => {
    expect(nulAt({ judul: 'Bab 1', catatan: 'a\u0000b' })).toBe('/catatan');
    expect(nulAt({ nilai: [{ komentar: 'baik' }, { komentar: '\u0000' }] })).toBe('/nilai/1/komentar');
    expect(nulAt({ jawaban: { 'x\u0000': 1 } })).toBe('/jawaban/x\u0000');
    expect(nulAt('\u0000')).toBe('');
  });

  it('finds none in clean text, numbers, and what is not text', () => {
    expect(nulAt({ judul: 'Bab 1', jumlah: 3, daftar: [1, null, true], kosong: null })).toBeNull();
    expect(nulAt(Buffer.from('a\u0000b'))).toBeNull();
    expect(nulAt(undefined)).toBeNull();
  });

  it('walks a query string\'s objects, which have no Object prototype', () => {
    const bare = Object.create(null) as Record<string, string>;
    bare.cari = 'a\u0000';
    expect(nulAt(bare)).toBe('/cari');
    function Dictionary() {}
    Dictionary.prototype = Object.create(null);
    const dictionary = new (Dictionary as unknown as new () => Record<string, string>)();
    dictionary.cari = '\u0000';
    expect(nulAt(dictionary)).toBe('/cari');
  });
});

describe('requests the database could not hold', () => {
  let k: TestKernel;
  const reached: unknown[] = [];
  const plugin: FastifyPluginAsync = async (app) => {
    const r = app.withTypeProvider<TypeBoxTypeProvider>();
    r.post('/contoh/tagihan/:id', {
      config: { allow: 'public' },
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ cari: Type.Optional(Type.String({ maxLength: 100 })), page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object({ catatan: Type.String({ maxLength: 500, title: 'Catatan' }), nominal: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, title: 'Nominal' }) }),
      },
    }, async (request) => {
      reached.push(request.body);
      return { ok: true };
    });
  };
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [fakeModule({ plugin })], database: 'pglite', seed: false });
  });
  afterAll(async () => k?.close());

  const post = (url: string, payload: unknown) => k.inject({ method: 'POST', url, payload: payload as object });

  it('refuses an integer past PostgreSQL\'s integer in the path, the query and the body, naming the field', async () => {
    const body = { catatan: 'Lunas', nominal: 5 };
    const id = await post('/api/contoh/tagihan/2147483648', body);
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { id: ['ID maksimal 2147483647.'] } });
    const page = await post('/api/contoh/tagihan/1?page=100000000000000000000', body);
    expect(page.json().errors).toEqual({ page: ['Halaman maksimal 2147483647.'] });
    expect(reached).toEqual([]);
  });

  it('keeps the larger bound a route declares for itself', async () => {
    const res = await post('/api/contoh/tagihan/2147483647', { catatan: 'Hibah', nominal: 75_000_000_000 });
    expect(res.statusCode).toBe(200);
    expect(reached).toEqual([{ catatan: 'Hibah', nominal: 75_000_000_000 }]);
    reached.length = 0;
  });

  it('refuses text with the NUL character in the body and the query, naming the field', async () => {
    const body = await post('/api/contoh/tagihan/1', { catatan: 'Lu\u0000nas', nominal: 5 });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { catatan: ['Catatan memuat karakter yang tidak diizinkan (NUL).'] } });
    const query = await post('/api/contoh/tagihan/1?cari=a%00b', { catatan: 'Lunas', nominal: 5 });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ cari: ['Kata pencarian memuat karakter yang tidak diizinkan (NUL).'] });
    expect(reached).toEqual([]);
  });
});
