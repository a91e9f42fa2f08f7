import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../../../core/server/files/store';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas-pengaturan';
import { imporKomponen, MAKS_UKURAN_IMPOR, templatKomponen } from '../komponen-impor.service';
import { daftarKomponen, hapusKomponen, tambahKomponen, ubahKomponen } from '../komponen.service';
import { daftarRekening, simpanRekening } from '../rekening.service';
import { daftarTutupBuku, tutupBuku } from '../tutup-buku.service';
import * as TB from '../../schemas-tutup-buku';
import * as PB from '../../schemas-pembayaran';
import { berkasPembayaran, catatTransfer, ringkasanPembayaran } from '../pembayaran.service';
import { daftarTarif, daftarTarifJabatan, simpanTarif, simpanTarifJabatan } from '../tarif.service';

// The administrator's payroll settings (decision 0024; not spec calls: the spec names no page or call
// for them): rates and rank tariffs versioned by month, lecturers' bank accounts, monthly extra lines.
const ADMIN = { allow: ['adm00'] as const };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const simpan = { ...errors, 409: ErrorSchema };
const tags = ['payroll'];

export async function pengaturanGajiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/pengaturan-gaji/tarif', { config: ADMIN, schema: { tags, summary: 'Tarif penggajian: nilai berlaku dan riwayat versi', response: { 200: S.DaftarTarif, ...errors } } },
    async () => daftarTarif(app.db));
  app.post('/pengaturan-gaji/tarif/:kunci', { config: ADMIN, schema: { tags, summary: 'Tarif baru mulai bulan tertentu (bulan berjalan atau sesudahnya)', params: S.KunciParams, body: S.SimpanTarifBody, response: { 200: S.TarifTersimpan, ...simpan } } },
    async (req) => simpanTarif(app.db, req.user!, req.params.kunci, req.body));

  app.get('/pengaturan-gaji/tarif-jabatan', { config: ADMIN, schema: { tags, summary: 'Gaji pokok dan tunjangan akademik per jabatan fungsional, dengan riwayat', response: { 200: S.DaftarTarifJabatan, ...errors } } },
    async () => daftarTarifJabatan(app.db));
  app.post('/pengaturan-gaji/tarif-jabatan/:id_jabatan_fungsional', { config: ADMIN, schema: { tags, summary: 'Tarif jabatan baru mulai bulan tertentu', params: S.JabatanParams, body: S.SimpanTarifJabatanBody, response: { 200: S.TarifJabatanTersimpan, ...simpan } } },
    async (req) => simpanTarifJabatan(app.db, req.user!, req.params.id_jabatan_fungsional, req.body));

  app.get('/pengaturan-gaji/rekening', { config: ADMIN, schema: { tags, summary: 'Dosen dan rekening gajinya (cari, per halaman)', querystring: S.CariQuery, response: { 200: S.DaftarRekening, ...errors } } },
    async (req) => daftarRekening(app.db, req.query));
  app.patch('/pengaturan-gaji/rekening/:id_dosen', { config: ADMIN, schema: { tags, summary: 'Ubah rekening gaji dan ID BKD dosen', params: S.DosenParams, body: S.SimpanRekeningBody, response: { 200: S.RekeningTersimpan, ...simpan } } },
    async (req) => simpanRekening(app.db, req.user!, req.params.id_dosen, req.body));

  app.get('/pengaturan-gaji/komponen', { config: ADMIN, schema: { tags, summary: 'Komponen gaji bulanan (honor penelitian, PkM, tunjangan tambahan, potongan lain) satu bulan', querystring: S.KomponenQuery, response: { 200: S.DaftarKomponen, ...errors } } },
    async (req) => daftarKomponen(app.db, req.query));
  app.post('/pengaturan-gaji/komponen', { config: ADMIN, schema: { tags, summary: 'Tambah komponen bulanan seorang dosen', body: S.TambahKomponenBody, response: { 200: S.KomponenTersimpan, ...simpan } } },
    async (req) => tambahKomponen(app.db, req.user!, req.body));
  app.patch('/pengaturan-gaji/komponen/:id_dosen/:bulan', { config: ADMIN, schema: { tags, summary: 'Ubah komponen bulanan seorang dosen', params: S.KomponenParams, body: S.UbahKomponenBody, response: { 200: S.KomponenTersimpan, ...simpan } } },
    async (req) => ubahKomponen(app.db, req.user!, req.params.id_dosen, req.params.bulan, req.body));
  app.delete('/pengaturan-gaji/komponen/:id_dosen/:bulan', { config: ADMIN, schema: { tags, summary: 'Hapus komponen bulanan seorang dosen', params: S.KomponenParams, querystring: S.HapusKomponenQuery, response: { 200: S.Pesan, ...simpan } } },
    async (req) => hapusKomponen(app.db, req.params.id_dosen, req.params.bulan, req.query.versi));
  app.post('/pengaturan-gaji/komponen/impor', { config: ADMIN, schema: { tags, summary: 'Impor komponen satu bulan dari CSV/XLSX (multipart: bulan, berkas); semua baris atau tidak sama sekali', response: { 200: S.ImporTersimpan, ...errors } } },
    async (req) => {
      const { fields, file } = await app.files.readForm(req, MAKS_UKURAN_IMPOR);
      return imporKomponen(app.db, req.user!, fields.bulan, file);
    });
  app.get('/pengaturan-gaji/komponen/templat', { config: ADMIN, schema: { tags, summary: 'Templat impor satu bulan (XLSX atau CSV), berisi dosen aktif dan komponennya', querystring: S.TemplatQuery, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'], response: errors } },
    async (req, reply) => {
      const { isi, nama, mime } = await templatKomponen(app.db, req.query.bulan, req.query.format ?? 'xlsx');
      return reply.type(mime).header('content-disposition', contentDisposition(nama)).send(isi as never);
    });

  // Closing a month (decision 0028).
  app.get('/pengaturan-gaji/tutup-buku', { config: ADMIN, schema: { tags, summary: 'Tutup buku: dua belas bulan terakhir dengan status dan total gaji bersih', response: { 200: TB.DaftarTutupBuku, ...errors } } },
    async () => daftarTutupBuku(app.db));
  app.post('/pengaturan-gaji/tutup-buku/:bulan', { config: ADMIN, schema: { tags, summary: 'Tutup buku satu bulan: slip semua dosen disimpan dan tidak berubah lagi', params: TB.BulanParams, response: { 200: TB.TutupBukuTersimpan, ...simpan } } },
    async (req) => tutupBuku(app.db, req.user!.id_user, req.params.bulan));

  // Paying a closed month (decision 0031).
  app.get('/pengaturan-gaji/pembayaran', { config: ADMIN, schema: { tags, summary: 'Pembayaran gaji bulan yang sudah ditutup: ringkasan berkas bank dan dosen tanpa rekening (per halaman)', querystring: PB.PembayaranQuery, response: { 200: PB.RingkasanPembayaran, ...simpan } } },
    async (req) => ringkasanPembayaran(app.db, req.query));
  app.get('/pengaturan-gaji/pembayaran/berkas', { config: ADMIN, schema: { tags, summary: 'Berkas transfer bank (CSV atau XLSX dengan baris total) bulan yang sudah ditutup: dosen yang belum ditransfer, atau dengan tahap: transfer yang sudah dicatat', querystring: PB.BerkasPembayaranQuery, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'], response: simpan } },
    async (req, reply) => {
      const { isi, nama, mime } = await berkasPembayaran(app.db, req.query);
      return reply.type(mime).header('content-disposition', contentDisposition(nama)).send(isi as never);
    });
  // Recording a transfer (decision 0046).
  app.post('/pengaturan-gaji/pembayaran/:bulan/transfer', { config: ADMIN, schema: { tags, summary: 'Catat berkas pembayaran yang ditampilkan sebagai sudah ditransfer pada tanggal tertentu', params: PB.BulanTransferParams, body: PB.CatatTransferBody, response: { 200: PB.TransferTercatat, ...simpan } } },
    async (req) => catatTransfer(app.db, req.user!.id_user, req.params.bulan, req.body));
}
