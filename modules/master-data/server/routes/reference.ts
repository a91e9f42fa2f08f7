import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  DokumenKategoriList, DokumenKategoriQuery, KomponenPenilaianList, KomponenPenilaianQuery, ReferenceList, SesiKegiatanList, SyaratBerkasList,
} from '../../schemas';
import { listDokumenKategori, listKomponenPenilaian, listReference, listSesiKegiatan, listSyaratBerkas } from '../reference.service';

/** Plain reference lists: call path -> table (spec section 7, master data). */
const SIMPLE_LISTS: Record<string, string> = {
  agama: 'agama',
  kewarganegaraan: 'kewarganegaraan',
  shift: 'shift',
  'status-pernikahan': 'status_pernikahan',
  'absen-jalan/jenis-lampiran-pengajuan': 'jenis_lampiran_pengajuan',
  'tugas-akhir/jenis-tugas-akhir': 'jenis_tugas_akhir',
  'tugas-akhir/status-pengajuan': 'status_pengajuan_ta',
  'tugas-akhir/status-ta': 'status_ta',
  'tugas-akhir/status-sidang': 'status_sidang',
  'tugas-akhir/status-hasil-sidang': 'status_hasil_sidang',
  'tugas-akhir/status-kegiatan': 'status_kegiatan',
};

const errors = { 401: ErrorSchema };

export async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const [path, table] of Object.entries(SIMPLE_LISTS)) {
    app.get(`/${path}`, { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: ReferenceList, ...errors } } },
      async () => ({ data: await listReference(app.db, table) }));
  }
  app.get('/dokumen/kategori', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: DokumenKategoriQuery, response: { 200: DokumenKategoriList, ...errors } } },
    async (req) => ({ data: await listDokumenKategori(app.db, req.query.untuk) }));
  app.get('/kegiatan-dosen-lvl/v2/pengajuan/sesi', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: SesiKegiatanList, ...errors } } },
    async () => ({ data: await listSesiKegiatan(app.db) }));
  app.get('/tugas-akhir/pengajuan-ta/syarat-berkas', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: SyaratBerkasList, ...errors } } },
    async () => ({ data: await listSyaratBerkas(app.db, 'proposal') }));
  app.get('/tugas-akhir/pengajuan-sidang/syarat-berkas', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: SyaratBerkasList, ...errors } } },
    async () => ({ data: await listSyaratBerkas(app.db, 'sidang') }));
  app.get('/tugas-akhir/komponen-penilaian', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: KomponenPenilaianQuery, response: { 200: KomponenPenilaianList, ...errors } } },
    async (req) => ({ data: await listKomponenPenilaian(app.db, 1, req.query.peran) }));
  app.get('/tugas-akhir/komponen-penilaian-v2', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: KomponenPenilaianQuery, response: { 200: KomponenPenilaianList, ...errors } } },
    async (req) => ({ data: await listKomponenPenilaian(app.db, 2, req.query.peran) }));
}
