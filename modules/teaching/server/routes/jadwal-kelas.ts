import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { HapusSlotQuery, JadwalKelas, JadwalKelasQuery, SlotBody, SlotDitolak, SlotParams, SlotTersimpan } from '../../schemas-jadwal-kelas';
import { daftarJadwalKelas, hapusSlot, PerluKonfirmasiWaktuDosen, tambahSlot, ubahSlot } from '../jadwal-kelas.service';

// Programme staff set the weekly meetings (day, time, room) of their programmes' classes (decision
// 0029; not spec calls). Object-level checks (akses_prodi, the class's slot) are in the service.
const STAF_PRODI = ['aka00', 'aka01', 'aka02'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tulis = { 200: SlotTersimpan, 409: SlotDitolak, ...errors };

/** The one refusal the staff may override carries `perlu_konfirmasi` (decision 0037); every other error goes to the kernel's handler. */
async function denganKonfirmasi<T>(reply: FastifyReply, kerja: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await kerja();
  } catch (e) {
    if (e instanceof PerluKonfirmasiWaktuDosen) return reply.status(409).send({ message: e.message, errors: e.errors, perlu_konfirmasi: true } satisfies SlotDitolak);
    throw e;
  }
}
const tags = ['teaching'];

export async function jadwalKelasRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The enrolled students' cached schedules (krs's jadwal-kuliah) are dropped after each commit.
  const umumkan = (tagList: string[]) => app.kernel.readCache.changed(tagList);

  app.get('/jadwal-kelas', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Kelas satu semester program studi staf dengan jadwal mingguannya (berhalaman)', querystring: JadwalKelasQuery, response: { 200: JadwalKelas, ...errors } } },
    async (req) => daftarJadwalKelas(app.db, req.user!, req.query));
  app.post('/jadwal-kelas/slot', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Tambah jadwal mingguan kelas (bentrok ruang/dosen, pertemuan sudah dibuat, atau di luar waktu mengajar dosen tanpa abaikan_waktu_dosen: 409)', body: SlotBody, response: tulis } },
    async (req, reply) => denganKonfirmasi(reply, () => tambahSlot(app.db, umumkan, req.user!, req.body)));
  app.put('/jadwal-kelas/slot/:id_jadwal', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Ubah satu jadwal mingguan kelas (bentrok ruang/dosen, pertemuan sudah dibuat, atau di luar waktu mengajar dosen tanpa abaikan_waktu_dosen: 409)', params: SlotParams, body: SlotBody, response: tulis } },
    async (req, reply) => denganKonfirmasi(reply, () => ubahSlot(app.db, umumkan, req.user!, req.params.id_jadwal, req.body)));
  app.delete('/jadwal-kelas/slot/:id_jadwal', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Hapus satu jadwal mingguan kelas (pertemuan sudah dibuat: 409)', params: SlotParams, querystring: HapusSlotQuery, response: tulis } },
    async (req) => hapusSlot(app.db, umumkan, req.user!, req.params.id_jadwal, req.query.id_kelas));
}
