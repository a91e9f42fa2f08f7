import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { HapusSlotQuery, JadwalKelas, JadwalKelasQuery, SlotBody, SlotParams, SlotTersimpan } from '../../schemas-jadwal-kelas';
import { daftarJadwalKelas, hapusSlot, tambahSlot, ubahSlot } from '../jadwal-kelas.service';

// Programme staff set the weekly meetings (day, time, room) of their programmes' classes (decision
// 0029; not spec calls). Object-level checks (akses_prodi, the class's slot) are in the service.
const STAF_PRODI = ['aka00', 'aka01', 'aka02'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
// A 409 outside the lecturer's teaching times carries `perlu_konfirmasi` (core's ErrorSchema, decision 0037).
const tulis = { 200: SlotTersimpan, 409: ErrorSchema, ...errors };

const tags = ['teaching'];

export async function jadwalKelasRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The enrolled students' cached schedules (krs's jadwal-kuliah) are dropped after each commit.
  const umumkan = (tagList: string[]) => app.kernel.readCache.changed(tagList);

  app.get('/jadwal-kelas', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Kelas satu semester program studi staf dengan jadwal mingguannya (berhalaman)', querystring: JadwalKelasQuery, response: { 200: JadwalKelas, ...errors } } },
    async (req) => daftarJadwalKelas(app.db, req.user!, req.query));
  app.post('/jadwal-kelas/slot', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Tambah jadwal mingguan kelas (bentrok ruang/dosen, pertemuan sudah dibuat, atau di luar waktu mengajar dosen tanpa abaikan_waktu_dosen: 409)', body: SlotBody, response: tulis } },
    async (req) => tambahSlot(app.db, umumkan, req.user!, req.body));
  app.put('/jadwal-kelas/slot/:id_jadwal', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Ubah satu jadwal mingguan kelas (bentrok ruang/dosen, pertemuan sudah dibuat, atau di luar waktu mengajar dosen tanpa abaikan_waktu_dosen: 409)', params: SlotParams, body: SlotBody, response: tulis } },
    async (req) => ubahSlot(app.db, umumkan, req.user!, req.params.id_jadwal, req.body));
  app.delete('/jadwal-kelas/slot/:id_jadwal', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Hapus satu jadwal mingguan kelas (pertemuan sudah dibuat: 409)', params: SlotParams, querystring: HapusSlotQuery, response: tulis } },
    async (req) => hapusSlot(app.db, umumkan, req.user!, req.params.id_jadwal, req.query.id_kelas));
}
