import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { BuktiMengajarSemesterPendekPage } from './BuktiMengajarPage';
import DetailBuktiMengajarPage, { DetailBuktiMengajarSemesterPendekPage } from './DetailBuktiMengajarPage';
import { BUKTI, DETAIL, INPUT, JADWAL_SP, USULAN_SP } from './fixtures';
import { InputNilaiSemesterPendekPage } from './InputNilaiPage';
import { JadwalSemesterPendekPage } from './JadwalPage';

const api = vi.hoisted(() => ({
  getJadwalMengajar: vi.fn(), getJadwalMengajarSp: vi.fn(), getUsulanSemesterPendek: vi.fn(), postUsulanSemesterPendek: vi.fn(), hapusUsulanSemesterPendek: vi.fn(),
  getInputNilai: vi.fn(), getBuktiAjar: vi.fn(), getBuktiAjarDetail: vi.fn(), unduhBukti: vi.fn(),
}));
vi.mock('../api', () => api);

describe('short-semester mode of the teaching pages', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.getJadwalMengajarSp.mockResolvedValue(JADWAL_SP);
    api.getUsulanSemesterPendek.mockResolvedValue(USULAN_SP);
  });

  it('the schedule lists the short-semester classes, linking to the short-semester grade input and proof pages', async () => {
    renderAt(<JadwalSemesterPendekPage />, '/akademik/jadwal-semester-pendek');
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Semester Pendek' })).toBeTruthy();
    const row = (await screen.findAllByText('Komputasi Awan'))[0].closest('tr')!;
    expect(api.getJadwalMengajar).not.toHaveBeenCalled();
    expect(screen.getByText('Kelas semester pendek yang Anda ampu pada 2025/2026 Pendek')).toBeTruthy();
    expect(within(row).getByText('Lengkap')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Input Nilai' }).getAttribute('href')).toBe('/akademik/jadwal-semester-pendek/input-nilai/12/40/601');
    expect(within(row).getByRole('link', { name: 'Bukti Mengajar' }).getAttribute('href')).toBe('/akademik/bukti-mengajar-sp/40/601/1/12');
    expect(within(row).getByRole('link', { name: 'Bahan Ajar' }).getAttribute('href')).toBe('/akademik/jadwal/bahan-ajar/40');
    expect(screen.getByText('Input nilai semester ini ditutup: batas input nilai semester ini sudah lewat (3 September 2026). Nilai yang sudah diberikan dapat diubah melalui Perubahan Nilai selama masa perubahan nilai.')).toBeTruthy();
  });

  it('kor00 gets its own short-semester paths', async () => {
    renderAt(<JadwalSemesterPendekPage />, '/jadwal-mengajar/jadwal-semester-pendek', undefined, 'kor00');
    const row = (await screen.findAllByText('Komputasi Awan'))[0].closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Input Nilai' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal-semester-pendek/input-nilai/12/40/601');
    expect(within(row).getByRole('link', { name: 'Bukti Mengajar' }).getAttribute('href')).toBe('/jadwal-mengajar/bukti-mengajar-sp/40/601/1/12');
  });

  it('lists the proposals for the coming short semester; proposes a course and withdraws one, reading the list again', async () => {
    api.postUsulanSemesterPendek.mockResolvedValue({ message: 'Basis Data diusulkan untuk 2026/2027 Pendek.' });
    api.hapusUsulanSemesterPendek.mockResolvedValue({ message: 'Usulan Komputasi Awan untuk 2026/2027 Pendek ditarik.' });
    renderAt(<JadwalSemesterPendekPage />, '/akademik/jadwal-semester-pendek');
    expect(await screen.findByRole('heading', { level: 2, name: 'Usulan Mata Kuliah 2026/2027 Pendek' })).toBeTruthy();
    const usulan = screen.getByRole('region', { name: 'Usulan Mata Kuliah 2026/2027 Pendek' });
    expect(within(usulan).getByText(/paling banyak 9 SKS/)).toBeTruthy();
    expect(within(usulan).getByText('Komputasi Awan')).toBeTruthy();
    expect((within(usulan).getByRole('button', { name: 'Usulkan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.pointerDown(within(usulan).getByRole('combobox', { name: 'Pilih mata kuliah yang pernah Anda ampu' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const pilihan = await screen.findAllByRole('option');
    expect(pilihan.map((o) => o.textContent)).toEqual(['IF5102 Data Mining (2 SKS)', 'IF3101 Basis Data (3 SKS)']);
    fireEvent.click(pilihan[1]);
    fireEvent.click(within(usulan).getByRole('button', { name: 'Usulkan' }));
    await waitFor(() => expect(api.postUsulanSemesterPendek).toHaveBeenCalledWith({ id_mata_kuliah: 42 }));
    expect(await screen.findByText('Basis Data diusulkan untuk 2026/2027 Pendek.')).toBeTruthy();
    await waitFor(() => expect(api.getUsulanSemesterPendek).toHaveBeenCalledTimes(2));
    fireEvent.click(within(usulan).getByRole('button', { name: 'Tarik Komputasi Awan' }));
    await waitFor(() => expect(api.hapusUsulanSemesterPendek).toHaveBeenCalledWith({ id_mata_kuliah: 40 }));
    expect(await screen.findByText('Usulan Komputasi Awan untuk 2026/2027 Pendek ditarik.')).toBeTruthy();
  });

  it('shows the server\'s refusal of a proposal; the proposals stay even without a short semester to show', async () => {
    api.getJadwalMengajarSp.mockRejectedValue(Object.assign(new Error('404'), { data: { message: 'Belum ada semester pendek yang berjalan atau sudah lewat.' } }));
    api.hapusUsulanSemesterPendek.mockRejectedValue(Object.assign(new Error('404'), { data: { message: 'Usulan mata kuliah tersebut tidak ada untuk 2026/2027 Pendek.' } }));
    renderAt(<JadwalSemesterPendekPage />, '/akademik/jadwal-semester-pendek');
    expect(await screen.findByText('Belum ada semester pendek yang berjalan atau sudah lewat.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Tarik Komputasi Awan' }));
    const usulan = screen.getByRole('region', { name: 'Usulan Mata Kuliah 2026/2027 Pendek' });
    expect((await within(usulan).findByRole('alert')).textContent).toContain('Usulan mata kuliah tersebut tidak ada untuk 2026/2027 Pendek.');
    expect(api.getUsulanSemesterPendek).toHaveBeenCalledTimes(1);
  });

  it('shows the programme\'s decision on each proposal; a decided one cannot be withdrawn', async () => {
    const basis = { kode_mata_kuliah: 'IF3101', sks: 3, diusulkan_pada: '2026-11-20T09:15:00' };
    api.getUsulanSemesterPendek.mockResolvedValue({ ...USULAN_SP, data: [
      { ...USULAN_SP.data[0] },
      { ...basis, id_mata_kuliah: 42, nama_mata_kuliah: 'Basis Data', keputusan: { status: 'diterima', alasan: null, nama_kelas: 'A', pengampu: 'Dr. Ir. Budi Santoso, M.Kom.', pengampu_anda: true, diputuskan_pada: '2026-11-22T08:00:00' } },
      { ...basis, id_mata_kuliah: 43, nama_mata_kuliah: 'Data Mining', keputusan: { status: 'diterima', alasan: null, nama_kelas: 'B', pengampu: 'Hendra Gunawan, M.T.', pengampu_anda: false, diputuskan_pada: '2026-11-22T08:00:00' } },
      { ...basis, id_mata_kuliah: 44, nama_mata_kuliah: 'Kalkulus', keputusan: { status: 'ditolak', alasan: 'Peminat terlalu sedikit.', nama_kelas: null, pengampu: null, pengampu_anda: false, diputuskan_pada: '2026-11-22T08:00:00' } },
    ] });
    renderAt(<JadwalSemesterPendekPage />, '/akademik/jadwal-semester-pendek');
    const usulan = await screen.findByRole('region', { name: 'Usulan Mata Kuliah 2026/2027 Pendek' });
    const baris = (nama: string) => within(usulan).getByText(nama).closest('tr')!;
    await within(usulan).findByText('Basis Data');
    expect(within(baris('Komputasi Awan')).getByText('Menunggu keputusan program studi')).toBeTruthy();
    expect(within(baris('Komputasi Awan')).getByRole('button', { name: 'Tarik Komputasi Awan' })).toBeTruthy();
    expect(within(baris('Basis Data')).getByText('Diterima: kelas A dibuka, Anda pengampunya')).toBeTruthy();
    expect(within(baris('Basis Data')).queryByRole('button')).toBeNull();
    expect(within(baris('Data Mining')).getByText('Diterima: kelas B dibuka dengan pengampu Hendra Gunawan, M.T.')).toBeTruthy();
    expect(within(baris('Kalkulus')).getByText('Ditolak')).toBeTruthy();
    expect(within(baris('Kalkulus')).getByText('Alasan: Peminat terlalu sedikit.')).toBeTruthy();
    expect(within(baris('Kalkulus')).queryByRole('button')).toBeNull();
  });

  it('the grade input leads back to the short-semester schedule', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT, kelas: { ...INPUT.kelas, id_kelas: 601, id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' } });
    renderAt(<InputNilaiSemesterPendekPage />, '/akademik/jadwal-semester-pendek/input-nilai/12/40/601', '/akademik/jadwal-semester-pendek/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas');
    expect(await screen.findByText('Andi Pratama')).toBeTruthy();
    expect(api.getInputNilai).toHaveBeenCalledWith({ id_semester_registrasi: 12, id_mata_kuliah: 40, id_kelas: 601 });
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/jadwal-semester-pendek');
  });

  it('the proof list links each meeting to the short-semester detail (dsn00 and kor00) and back to the short-semester schedule', async () => {
    api.getBuktiAjar.mockResolvedValue(BUKTI);
    const dsn = renderAt(<BuktiMengajarSemesterPendekPage />, '/akademik/bukti-mengajar-sp/40/601/1/12', '/akademik/bukti-mengajar-sp/:idMataKuliah/:idKelas/:hari/:idSemester');
    expect(await screen.findByText('Pengantar')).toBeTruthy();
    expect(api.getBuktiAjar).toHaveBeenCalledWith({ id_mata_kuliah: 40, id_kelas: 601, id_semester: 12 });
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/jadwal-semester-pendek');
    expect(screen.getAllByRole('link', { name: 'Detail' })[0].getAttribute('href')).toBe('/akademik/bukti-mengajar-sp/detail-bukti-mengajar-sp/40/601/901/1/12');
    dsn.unmount();
    renderAt(<BuktiMengajarSemesterPendekPage />, '/jadwal-mengajar/bukti-mengajar-sp/40/601/1/12', '/jadwal-mengajar/bukti-mengajar-sp/:idMataKuliah/:idKelas/:hari/:idSemester', 'kor00');
    expect(await screen.findByText('Pengantar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal-semester-pendek');
    // kor00 has one detail route: its {jadwal} segment names the short semester.
    expect(screen.getAllByRole('link', { name: 'Detail' })[0].getAttribute('href')).toBe('/jadwal-mengajar/jadwal/bukti-mengajar/detail-bukti-mengajar-sp/40/601/901/1/12');
  });

  it('the proof detail leads back to the short-semester proof list, for dsn00 and, through the segment, kor00', async () => {
    api.getBuktiAjarDetail.mockResolvedValue(DETAIL);
    const dsn = renderAt(<DetailBuktiMengajarSemesterPendekPage />, '/akademik/bukti-mengajar-sp/detail-bukti-mengajar-sp/40/601/901/1/12',
      '/akademik/bukti-mengajar-sp/detail-bukti-mengajar-sp/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester');
    expect(await screen.findByText('27 dari 30 mahasiswa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/bukti-mengajar-sp/40/601/1/12');
    dsn.unmount();
    renderAt(<DetailBuktiMengajarPage />, '/jadwal-mengajar/jadwal/bukti-mengajar/detail-bukti-mengajar-sp/40/601/901/1/12',
      '/jadwal-mengajar/jadwal/bukti-mengajar/:jadwal/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester', 'kor00');
    expect(await screen.findByText('27 dari 30 mahasiswa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/jadwal-mengajar/bukti-mengajar-sp/40/601/1/12');
  });
});
