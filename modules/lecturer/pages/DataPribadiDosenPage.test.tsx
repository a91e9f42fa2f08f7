import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import DataPribadiDosenPage from './DataPribadiDosenPage';
import { BIODATA, DOKUMEN, halamanMengajar } from './fixtures';

const api = vi.hoisted(() => ({
  getBiodataDosen: vi.fn(), patchBiodataDosen: vi.fn(), getFotoDosen: vi.fn(), postFotoDosen: vi.fn(), getKeluargaDosen: vi.fn(), patchKeluargaDosen: vi.fn(),
  getRiwayatMengajar: vi.fn(), getRiwayatMembimbing: vi.fn(), getRiwayatMenguji: vi.fn(), getDokumenDosen: vi.fn(), unduhDokumenDosen: vi.fn(), unduhSuratTugas: vi.fn(),
}));
vi.mock('../api', () => api);
// The core's Ganti Password page is open to the user (the route id the page links by).
vi.mock('../../../core/client', async (original) => ({ ...(await original<object>()), useRouteHref: (id: string) => (id === 'core:ganti-password' ? '/ganti-password' : null) }));

const bagian = (judul: string) => screen.getByRole('heading', { level: 2, name: judul }).parentElement!;
const kosong = { data: [], current_page: 1, per_page: 10, total: 0 };

describe('DataPribadiDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getBiodataDosen.mockResolvedValue({ data: BIODATA });
    api.getRiwayatMengajar.mockResolvedValue(halamanMengajar());
    api.getRiwayatMembimbing.mockResolvedValue({ tersedia: true, ...kosong });
    api.getRiwayatMenguji.mockResolvedValue({ tersedia: false, ...kosong });
    api.getDokumenDosen.mockResolvedValue({ data: DOKUMEN });
    api.unduhDokumenDosen.mockResolvedValue(undefined);
    api.unduhSuratTugas.mockResolvedValue(undefined);
  });

  it('shows the name with degrees, NIP 8-6-1-3, dates in Indonesian, the lists, and empty states', async () => {
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    expect(screen.getByRole('heading', { level: 1, name: 'Data Pribadi' })).toBeTruthy();
    expect(await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ganti Password' }).getAttribute('href')).toBe('/ganti-password');
    expect(screen.getByText('19800101 200501 1 001')).toBeTruthy();
    expect(screen.getByText('Bandung, Selasa, 1 Januari 1980')).toBeTruthy();
    expect(screen.getByText('Dosen – Teknik Informatika; Ketua Program Studi – Teknik Informatika')).toBeTruthy();
    const keluarga = within(bagian('Keluarga'));
    expect(keluarga.getByRole('row', { name: /Istri Sri Wahyuni, S\.Pd\. Garut Senin, 14 Juni 1982 Guru/ })).toBeTruthy();
    expect(keluarga.getByRole('row', { name: /Anak Rizky Pratama Santoso .* -$/ })).toBeTruthy();
    expect(within(bagian('Kepangkatan & Jabatan Fungsional')).getByText('400,5')).toBeTruthy();
    expect(within(bagian('Sertifikasi')).getByText('Belum ada sertifikasi.')).toBeTruthy();
    expect(within(bagian('Riwayat Penelitian')).getByText('Rp 75.000.000')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /2026\/2027 Ganjil IF301 Komputasi Awan A 3/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Membimbing/ }));
    expect(await screen.findByText('Belum ada data')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Menguji/ }));
    expect(await screen.findByText('Modul tugas akhir tidak diaktifkan di kampus ini.')).toBeTruthy();
  });

  it('pages the teaching history 10 at a time and filters it by semester and search from page 1', async () => {
    api.getRiwayatMengajar.mockResolvedValue(halamanMengajar(23));
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    const riwayat = within(bagian('Riwayat Mengajar, Membimbing dan Menguji'));
    expect(await riwayat.findByText('Menampilkan 1–10 dari 23')).toBeTruthy();
    expect(api.getRiwayatMengajar).toHaveBeenCalledWith({ page: 1, per_page: 10, id_semester_registrasi: undefined });
    api.getRiwayatMengajar.mockResolvedValue(halamanMengajar(23, 2));
    fireEvent.click(riwayat.getAllByRole('button', { name: 'Berikutnya' })[0]);
    expect(await riwayat.findByText('Menampilkan 11–20 dari 23')).toBeTruthy();
    expect(api.getRiwayatMengajar).toHaveBeenLastCalledWith({ page: 2, per_page: 10, id_semester_registrasi: undefined });
    api.getRiwayatMengajar.mockResolvedValue(halamanMengajar(4));
    fireEvent.change(riwayat.getAllByLabelText('Semester')[0], { target: { value: '12' } });
    await waitFor(() => expect(api.getRiwayatMengajar).toHaveBeenLastCalledWith({ page: 1, per_page: 10, id_semester_registrasi: 12 }));
    fireEvent.change(riwayat.getByLabelText('Cari kode, mata kuliah atau kelas'), { target: { value: ' IF301 ' } });
    fireEvent.click(riwayat.getAllByRole('button', { name: 'Cari' })[0]);
    await waitFor(() => expect(api.getRiwayatMengajar).toHaveBeenLastCalledWith({ page: 1, per_page: 10, cari: 'IF301', id_semester_registrasi: 12 }));
    expect(await riwayat.findByText('Menampilkan 1–4 dari 4')).toBeTruthy();
  });

  it('edits the family: changes a member, adds a child, removes one, and shows the saved list', async () => {
    const saved = [
      { ...BIODATA.keluarga_dosen[0], pekerjaan: 'Kepala Sekolah' },
      { id_keluarga_dosen: 9, hubungan: 'anak', nama: 'Raka Aditya', tempat_lahir: 'Bandung', tanggal_lahir: '2016-07-09', pekerjaan: null },
    ];
    api.patchKeluargaDosen.mockResolvedValue({ message: 'Data keluarga berhasil disimpan.', data: saved });
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah data keluarga' }));
    const form = within(screen.getByRole('form', { name: 'Ubah data keluarga' }));
    // A man's spouse is recorded as Istri; Suami is not offered.
    expect(form.queryByRole('option', { name: 'Suami' })).toBeNull();
    fireEvent.change(form.getByLabelText('Pekerjaan', { selector: '#keluarga-0-pekerjaan' }), { target: { value: 'Kepala Sekolah' } });
    fireEvent.click(form.getByRole('button', { name: 'Hapus Anggota 2' }));
    fireEvent.click(form.getByRole('button', { name: 'Tambah anggota' }));
    fireEvent.change(form.getByLabelText('Nama', { selector: '#keluarga-1-nama' }), { target: { value: 'Raka Aditya' } });
    fireEvent.change(form.getByLabelText('Tempat lahir', { selector: '#keluarga-1-tempat_lahir' }), { target: { value: 'Bandung' } });
    fireEvent.change(form.getByLabelText('Tanggal lahir', { selector: '#keluarga-1-tanggal_lahir' }), { target: { value: '2016-07-09' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data keluarga berhasil disimpan.')).toBeTruthy();
    expect(api.patchKeluargaDosen).toHaveBeenCalledWith({ keluarga: [
      { id_keluarga_dosen: 1, hubungan: 'istri', nama: 'Sri Wahyuni, S.Pd.', tempat_lahir: 'Garut', tanggal_lahir: '1982-06-14', pekerjaan: 'Kepala Sekolah' },
      { hubungan: 'anak', nama: 'Raka Aditya', tempat_lahir: 'Bandung', tanggal_lahir: '2016-07-09', pekerjaan: null },
    ] });
    const keluarga = within(bagian('Keluarga'));
    expect(keluarga.getByRole('row', { name: /Anak Raka Aditya Bandung Sabtu, 9 Juli 2016/ })).toBeTruthy();
    expect(keluarga.queryByText('Rizky Pratama Santoso')).toBeNull();
  });

  it('keeps the family form and shows the server\'s message under the member\'s field', async () => {
    api.patchKeluargaDosen.mockRejectedValue(Object.assign(new Error('400'), {
      data: { message: 'Data belum dapat disimpan; periksa isian yang ditandai.', errors: { 'keluarga.1.tanggal_lahir': ['Tanggal lahir tidak boleh melewati hari ini.'] } },
    }));
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah data keluarga' }));
    const form = within(screen.getByRole('form', { name: 'Ubah data keluarga' }));
    fireEvent.change(form.getByLabelText('Tanggal lahir', { selector: '#keluarga-1-tanggal_lahir' }), { target: { value: '2099-01-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan' }));
    expect(await form.findByText('Tanggal lahir tidak boleh melewati hari ini.')).toBeTruthy();
    expect(form.getByText('Data belum dapat disimpan; periksa isian yang ditandai.')).toBeTruthy();
    expect(form.getByLabelText('Tanggal lahir', { selector: '#keluarga-1-tanggal_lahir' }).getAttribute('aria-invalid')).toBe('true');
    // Cancelling leaves the list as it was.
    fireEvent.click(form.getByRole('button', { name: 'Batal' }));
    expect(within(bagian('Keluarga')).getByText('Rizky Pratama Santoso')).toBeTruthy();
  });

  it('lists the documents with their download, and downloads the assignment letter of the chosen semester', async () => {
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    const dokumen = within(bagian('Dokumen dan Surat Tugas'));
    const row = await dokumen.findByRole('row', { name: /Surat Keputusan \(SK\) SK Pengangkatan Dosen Tetap 045\/SK\/REK\/UNUS\/III\/2005 Selasa, 1 Maret 2005 SK-Pengangkatan-Dosen-Tetap\.pdf \(24 KB\)/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(api.unduhDokumenDosen).toHaveBeenCalledWith(DOKUMEN[0]));
    const semester = await dokumen.findByLabelText('Semester') as HTMLSelectElement;
    await waitFor(() => expect(semester.value).toBe('13'));
    expect(dokumen.getByRole('option', { name: '2026/2027 Ganjil (aktif)' })).toBeTruthy();
    fireEvent.change(semester, { target: { value: '12' } });
    fireEvent.click(dokumen.getByRole('button', { name: 'Unduh Surat Tugas' }));
    await waitFor(() => expect(api.unduhSuratTugas).toHaveBeenCalledWith(12));
  });

  it('says when there are no documents and no semester taught', async () => {
    api.getDokumenDosen.mockResolvedValue({ data: [] });
    api.getRiwayatMengajar.mockResolvedValue({ ...kosong, semester: [] });
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    const dokumen = within(bagian('Dokumen dan Surat Tugas'));
    expect(await dokumen.findByText('Belum ada dokumen yang diarsipkan.')).toBeTruthy();
    expect(await dokumen.findByText('Belum ada semester yang Anda ajar; surat tugas belum dapat dicetak.')).toBeTruthy();
    expect(dokumen.queryByRole('button', { name: 'Unduh Surat Tugas' })).toBeNull();
  });

  it('sends only the changed contact fields and shows the saved data', async () => {
    api.patchBiodataDosen.mockResolvedValue({ message: 'Data pribadi berhasil disimpan.', data: { ...BIODATA, hp: '081299998888' } });
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    const hp = await screen.findByLabelText('Nomor HP');
    fireEvent.change(hp, { target: { value: '0812 9999 8888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data pribadi berhasil disimpan.')).toBeTruthy();
    expect(api.patchBiodataDosen).toHaveBeenCalledWith({ hp: '0812 9999 8888' });
    expect((screen.getByLabelText('Nomor HP') as HTMLInputElement).value).toBe('081299998888');
  });

  it('shows the server\'s Indonesian messages and marks the field; nothing to save is said so', async () => {
    api.patchBiodataDosen.mockRejectedValue(Object.assign(new Error('400'), {
      data: { message: 'Data belum dapat disimpan; periksa isian yang ditandai.', errors: { email: ['Format e-mail tidak valid, contoh: nama@unusantara.ac.id.'] } },
    }));
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tidak ada perubahan untuk disimpan.')).toBeTruthy();
    expect(api.patchBiodataDosen).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'budi@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format e-mail tidak valid, contoh: nama@unusantara.ac.id.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
  });
});
