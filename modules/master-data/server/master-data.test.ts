import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import { USER_TYPES } from '../../../core/contract/user-types';
import masterData from './index';

describe.each(MODULE_TEST_DATABASES)('master-data API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const get = async (url: string, as = 'mhs00') => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` } });
  };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData], database });
  });
  afterAll(async () => k?.close());

  it.each([
    ['agama', 'Islam'], ['kewarganegaraan', 'Warga Negara Indonesia (WNI)'], ['shift', 'Reguler Pagi'], ['status-pernikahan', 'Belum Menikah'],
    ['absen-jalan/jenis-lampiran-pengajuan', 'Surat Tugas'], ['tugas-akhir/jenis-tugas-akhir', 'Skripsi'], ['tugas-akhir/status-pengajuan', 'Diajukan'],
    ['tugas-akhir/status-ta', 'Selesai'], ['tugas-akhir/status-sidang', 'Dijadwalkan'], ['tugas-akhir/status-hasil-sidang', 'Lulus dengan Perbaikan'],
    ['tugas-akhir/status-kegiatan', 'Disetujui'], ['dokumen/kategori', 'Ijazah'], ['kegiatan-dosen-lvl/v2/pengajuan/sesi', 'Sesi 1'],
    ['tugas-akhir/pengajuan-ta/syarat-berkas', 'Naskah Proposal (PDF)'], ['tugas-akhir/pengajuan-sidang/syarat-berkas', 'Surat Bebas Pustaka'],
    ['tugas-akhir/komponen-penilaian', 'Presentasi'], ['tugas-akhir/komponen-penilaian-v2', 'Metodologi Penelitian'],
    ['fakultas', 'Fakultas Ilmu Komputer'], ['provinsi', 'Jawa Barat'], ['lokasi-kampus', 'Kampus 1 Dago'], ['gedung', 'Gedung B (Perkuliahan)'],
    ['ruang', 'Aula Utama'], ['tugas-akhir/matkul-kompre', 'Algoritma dan Pemrograman'],
  ])('GET %s answers the seeded list', async (url, expected) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().data)).toContain(expected);
  });

  it('grade components add up to 100 per version and role', async () => {
    for (const url of ['tugas-akhir/komponen-penilaian', 'tugas-akhir/komponen-penilaian-v2']) {
      const { data } = (await get(url)).json() as { data: { peran: string; bobot: number }[] };
      for (const peran of ['pembimbing', 'penguji']) expect(data.filter((c) => c.peran === peran).reduce((s, c) => s + c.bobot, 0)).toBe(100);
    }
  });

  it('nested faculty -> programme -> specialisation and province -> city -> postal code', async () => {
    const fak = (await get('fakultas')).json().data[0];
    const prodi = (await get(`fakultas/${fak.id_fakultas}/prodi`)).json().data;
    expect(prodi.map((p: any) => p.nama_prodi)).toContain('Teknik Informatika');
    const ti = prodi.find((p: any) => p.nama_prodi === 'Teknik Informatika');
    expect(ti.nama_kaprodi).toBe('Dr. Ir. Budi Santoso, M.Kom.');
    const peminatan = (await get(`fakultas/${fak.id_fakultas}/prodi/${ti.id_prodi}/peminatan`)).json().data;
    expect(peminatan.map((p: any) => p.nama_peminatan)).toContain('Kecerdasan Buatan');
    const jabar = (await get('provinsi')).json().data.find((p: any) => p.nama_provinsi === 'Jawa Barat');
    const bandung = (await get(`provinsi/${jabar.id_provinsi}/kota`)).json().data.find((c: any) => c.nama_wilayah === 'Bandung' && c.jenis === 'Kota');
    const pos = (await get(`provinsi/${jabar.id_provinsi}/kota/${bandung.id_wilayah}/pos`)).json().data;
    expect(pos.map((p: any) => p.kode_pos)).toContain('40132');
  });

  it('unknown ids are 404 and non-numeric ids 400, with Indonesian messages', async () => {
    expect((await get('fakultas/9999/prodi')).json()).toEqual({ message: 'Fakultas tidak ditemukan.' });
    expect((await get('fakultas/9999/prodi')).statusCode).toBe(404);
    const fak = (await get('fakultas')).json().data;
    const otherProdi = (await get(`fakultas/${fak[1].id_fakultas}/prodi`)).json().data[0];
    const wrong = await get(`fakultas/${fak[0].id_fakultas}/prodi/${otherProdi.id_prodi}/peminatan`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Program studi tidak ditemukan pada fakultas ini.');
    expect((await get('provinsi/9999/kota')).statusCode).toBe(404);
    const jabar = (await get('provinsi')).json().data.find((p: any) => p.nama_provinsi === 'Jawa Barat');
    const jakartaCity = (await get('provinsi')).json().data.find((p: any) => p.nama_provinsi === 'DKI Jakarta');
    const jakarta = (await get(`provinsi/${jakartaCity.id_provinsi}/kota`)).json().data[0];
    expect((await get(`provinsi/${jabar.id_provinsi}/kota/${jakarta.id_wilayah}/pos`)).statusCode).toBe(404);
    for (const url of ['fakultas/abc/prodi', 'provinsi/satu/kota', 'fakultas/1/prodi/x/peminatan', 'prodi?page=nol']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('prodi is paged; programme staff get only their akses_prodi and the list carries it', async () => {
    const all = (await get('prodi?per_page=50', 'mhs00')).json();
    expect(all.total).toBe(8);
    expect(all.akses_prodi).toBeUndefined();
    const firstPage = (await get('prodi', 'adm00')).json();
    expect(firstPage).toMatchObject({ current_page: 1, per_page: 7, total: 8 });
    expect(firstPage.data).toHaveLength(7);
    const staff = (await get('prodi?per_page=50', 'aka01')).json();
    expect(staff.data.map((p: any) => p.nama_prodi)).toEqual(['Teknik Informatika']);
    expect(staff.akses_prodi).toEqual([staff.data[0].id_prodi]);
    const faculty = (await get('prodi?per_page=50', 'aka00')).json();
    expect(faculty.data.map((p: any) => p.nama_prodi).sort()).toEqual(['Sistem Informasi', 'Teknik Informatika']);
    const cari = (await get('prodi?cari=akun', 'adm00')).json();
    expect(cari.data.map((p: any) => p.nama_prodi)).toEqual(['Akuntansi']);
  });

  it('semester lists from 2022/2023 Ganjil with exactly one active semester whose KRS window is open', async () => {
    const body = (await get('semester')).json();
    expect(body.data.at(-1)).toMatchObject({ id_semester_registrasi: 1, kode_semester: '20221', nama_semester_registrasi: '2022/2023 Ganjil' });
    expect(body.data.filter((s: any) => s.aktif)).toHaveLength(1);
    expect(body.semester.nama_semester_registrasi).toMatch(/^\d{4}\/\d{4} (Ganjil|Genap)$/);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(body.semester.krs_mulai <= today && today <= body.semester.krs_selesai).toBe(true);
    const active = (await get('semester?aktif=1')).json();
    expect(active.data).toEqual([body.semester]);
  });

  it('informasi shows announcements aimed at the caller only', async () => {
    const mhs = (await get('informasi?per_page=50', 'mhs00')).json();
    const titles = mhs.data.map((i: any) => i.judul);
    expect(titles).toContain('Pemeliharaan Sistem SIAKAD');
    expect(titles).toContain('Pengisian Kuesioner Evaluasi Dosen');
    expect(titles).not.toContain('Pembangkitan Pertemuan Perkuliahan');
    expect(titles).not.toContain('Libur Semester Genap Berakhir');
    const lp3 = (await get('informasi?per_page=50', 'lbg204.1')).json().data.map((i: any) => i.judul);
    expect(lp3).toContain('Pembangkitan Pertemuan Perkuliahan');
    expect(lp3).not.toContain('Pengisian Kuesioner Evaluasi Dosen');
  });

  it('informasi gives every user type the /pengumuman page: paged, newest first, with title, text and date', async () => {
    for (const type of USER_TYPES) {
      const res = await get('informasi?page=1&per_page=2', type);
      expect(res.statusCode, type).toBe(200);
      const body = res.json();
      expect(body, type).toMatchObject({ current_page: 1, per_page: 2 });
      expect(body.total, type).toBeGreaterThanOrEqual(1);
      const all = (await get(`informasi?per_page=${body.total}`, type)).json().data;
      expect(all.map((i: any) => i.judul), type).toContain('Pemeliharaan Sistem SIAKAD');
      for (const i of all) expect(typeof i.isi === 'string' && i.isi.length > 0 && !Number.isNaN(Date.parse(i.tanggal)), type).toBe(true);
      const dates = all.map((i: any) => Date.parse(i.tanggal));
      expect(dates, type).toEqual([...dates].sort((a, b) => b - a));
    }
    const pemeliharaan = (await get('informasi?per_page=50', 'lbg205.1')).json().data.find((i: any) => i.judul === 'Pemeliharaan Sistem SIAKAD');
    expect(pemeliharaan.isi).toContain('Minggu pukul 00.00-04.00 WIB');
  });

  it('dosen-pembimbing lists eligible lecturers of a programme with the quota setting', async () => {
    const ti = (await get('prodi?cari=Teknik Informatika')).json().data[0];
    const page = (await get(`tugas-akhir/dosen-pembimbing?id_prodi=${ti.id_prodi}&per_page=100`)).json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((d: any) => d.id_prodi === ti.id_prodi && d.kuota_pembimbing === 10 && d.jabatan_fungsional !== 'Tenaga Pengajar')).toBe(true);
    expect(page.data.map((d: any) => d.nama_dosen)).toContain('Dr. Ir. Budi Santoso, M.Kom.');
    // The coordinator kor00 (Hendra Gunawan) teaches but may neither supervise nor examine.
    const kor = await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'kor00').executeTakeFirstOrThrow();
    expect(page.data.some((d: any) => d.id_dosen === kor.id_dosen)).toBe(false);
  });

  it('anonymous callers get 401', async () => {
    for (const url of ['agama', 'prodi', 'semester', 'informasi', 'fakultas/1/prodi']) {
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode).toBe(401);
    }
  });
});
