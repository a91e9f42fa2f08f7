import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendPdf } from '../../../../core/server/print';
import { DokumenParams, DokumenResponse, SuratTugasQuery } from '../../schemas';
import { dosenSaya } from '../biodata.service';
import { berkasDokumen, dokumenDosen } from '../dokumen.service';
import { cetakSuratTugas } from '../surat-tugas.service';
import { DOSEN, errors, tags } from './biodata';

// Spec section 7, "Lecturer data": GET dokumen/dosen and GET surat-tugas (binary), the caller's own.
// (uaps's tugas-akhir/mahasiswa-bimbingan/surat-tugas/{id} is the supervisor's letter, under its own prefix.)
export async function dokumenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/dokumen/dosen', { config: DOSEN, schema: { tags, summary: 'Dokumen dosen (SK, sertifikat, ijazah)', response: { 200: DokumenResponse, ...errors } } },
    async (req) => ({ data: await dokumenDosen(app.db, await dosenSaya(app.db, req.user)) }));

  app.get('/dokumen/dosen/:id', { config: DOSEN, schema: { tags, summary: 'Unduh berkas dokumen dosen', params: DokumenParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasDokumen(app.db, await dosenSaya(app.db, req.user), req.params.id)));

  app.get('/surat-tugas', { config: DOSEN, schema: { tags, summary: 'PDF surat tugas mengajar semester aktif atau terpilih', querystring: SuratTugasQuery, response: errors } },
    async (req, reply) => {
      const { pdf, nama } = await cetakSuratTugas(app.db, await dosenSaya(app.db, req.user), req.query);
      return sendPdf(reply, pdf, nama);
    });
}
