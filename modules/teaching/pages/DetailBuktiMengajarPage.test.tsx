import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import DetailBuktiMengajarPage from './DetailBuktiMengajarPage';
import { DETAIL } from './fixtures';

const api = vi.hoisted(() => ({ getBuktiAjarDetail: vi.fn(), unduhBukti: vi.fn() }));
vi.mock('../api', () => api);

const PATTERN = '/akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester';

describe('DetailBuktiMengajarPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('shows the meeting\'s topic, students present and proof files, each downloadable; back to the list', async () => {
    api.getBuktiAjarDetail.mockResolvedValue(DETAIL);
    api.unduhBukti.mockResolvedValue(undefined);
    renderAt(<DetailBuktiMengajarPage />, '/akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/40/501/901/1/13', PATTERN);
    expect(await screen.findByText('27 dari 30 mahasiswa')).toBeTruthy();
    expect(api.getBuktiAjarDetail).toHaveBeenCalledWith({ id_pertemuan: 901 });
    expect(screen.getByText('Foto Kelas.png')).toBeTruthy();
    expect(screen.getAllByText('Pengantar').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(api.unduhBukti).toHaveBeenCalledWith(71));
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/jadwal/bukti-mengajar/40/501/1/13');
  });

  it('says so when no proof is uploaded yet', async () => {
    api.getBuktiAjarDetail.mockResolvedValue({ ...DETAIL, pertemuan: { ...DETAIL.pertemuan, topik: null, jumlah_bukti: 0 }, bukti: [] });
    renderAt(<DetailBuktiMengajarPage />, '/akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/40/501/901/1/13', PATTERN);
    expect(await screen.findByText('Belum ada bukti mengajar untuk pertemuan ini.')).toBeTruthy();
  });
});
