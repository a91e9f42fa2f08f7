import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { t } from '../../../../core/server/i18n';
import {
  BerkasPmbResponse, DokumenList, DokumenParams, SertifikatList, SertifikatParams, TiketBaru, TiketCreated, TiketPage, TiketQuery,
} from '../../schemas';
import { berkasDokumen, berkasPmb, berkasSertifikat, dokumenMahasiswa, sertifikatMahasiswa } from '../dokumen.service';
import { mahasiswaSaya } from '../mahasiswa';
import { buatTiket, daftarTiket } from '../tiket.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const student = { allow: ['mhs00'] } as const;
const tags = ['student'];

/** Documents (list and download), service tickets, the PMB file check and seminar certificates. */
export async function layananRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Exactly `dokumen`; `dokumen/kategori` is master-data's and `dokumen/dosen` the lecturer module's.
  app.get('/dokumen', { config: student, schema: { tags, response: { 200: DokumenList, ...errors } } },
    async (req) => ({ data: await dokumenMahasiswa(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa) }));

  app.get('/dokumen/mahasiswa/:id_dokumen/unduh', { config: student, schema: { tags, params: DokumenParams, produces: ['application/octet-stream'], response: errors } },
    async (req, reply) => {
      const id = await berkasDokumen(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa, req.params.id_dokumen);
      return app.files.send(reply, id);
    });

  app.get('/tiket-pelayanan', { config: student, schema: { tags, querystring: TiketQuery, response: { 200: TiketPage, ...errors } } },
    async (req) => daftarTiket(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa, req.query));

  app.post('/tiket-pelayanan', { config: student, schema: { tags, body: TiketBaru, response: { 201: TiketCreated, ...errors } } },
    async (req, reply) => {
      const tiket = await buatTiket(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa, req.body);
      return reply.code(201).send({ message: t('student', 'tiket_terkirim', { nomor: tiket.nomor_tiket }), data: tiket });
    });

  app.get('/periksa/berkas-pmb', { config: student, schema: { tags, response: { 200: BerkasPmbResponse, ...errors } } },
    async (req) => ({ data: await berkasPmb(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa) }));

  app.get('/event/sertifikat', { config: student, schema: { tags, response: { 200: SertifikatList, ...errors } } },
    async (req) => ({ data: await sertifikatMahasiswa(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa) }));

  app.get('/event/sertifikat/:id_sertifikat/unduh', { config: student, schema: { tags, params: SertifikatParams, produces: ['application/pdf'], response: errors } },
    async (req, reply) => {
      const id = await berkasSertifikat(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa, req.params.id_sertifikat);
      return app.files.send(reply, id);
    });
}
