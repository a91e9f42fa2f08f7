import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { RUMPUN } from './fixtures';
import RumpunMataKuliahPage from './RumpunMataKuliahPage';

const api = vi.hoisted(() => ({ getRumpunMatkulDosen: vi.fn(), patchRumpunMatkulDosen: vi.fn() }));
vi.mock('../api', () => api);

const kotak = (nama: string) => screen.getByRole('checkbox', { name: `Pilih rumpun ${nama}` });

describe('RumpunMataKuliahPage', () => {
  beforeEach(() => {
    api.getRumpunMatkulDosen.mockReset().mockResolvedValue(RUMPUN);
    api.patchRumpunMatkulDosen.mockReset().mockResolvedValue({ message: '2 rumpun mata kuliah tersimpan.' });
  });

  it('shows the programme\'s clusters with their courses, the chosen ones ticked, and saves the new choice', async () => {
    renderAt(<RumpunMataKuliahPage />, '/rumpun-mata-kuliah', undefined, 'kor00');
    expect(await screen.findByText('Rumpun mata kuliah Program Studi Teknik Informatika yang dapat Anda ampu.')).toBeTruthy();
    expect(screen.getByText('Sistem Operasi (3 SKS) · Komputasi Awan (3 SKS)')).toBeTruthy();
    expect(kotak('Sistem dan Jaringan Komputer').getAttribute('aria-checked')).toBe('true');
    expect(kotak('Kecerdasan Buatan dan Sains Data').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(kotak('Kecerdasan Buatan dan Sains Data'));
    fireEvent.click(kotak('Sistem dan Jaringan Komputer'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchRumpunMatkulDosen).toHaveBeenCalledWith({ id_rumpun_mata_kuliah: [3, 5] }));
    expect(await screen.findByText('2 rumpun mata kuliah tersimpan.')).toBeTruthy();
  });

  it('asks for at least one cluster without calling the server', async () => {
    renderAt(<RumpunMataKuliahPage />, '/rumpun-mata-kuliah', undefined, 'kor00');
    await screen.findByText('Sistem Operasi (3 SKS) · Komputasi Awan (3 SKS)');
    fireEvent.click(kotak('Pemrograman dan Rekayasa Perangkat Lunak'));
    fireEvent.click(kotak('Sistem dan Jaringan Komputer'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pilih paling sedikit satu rumpun mata kuliah.');
    expect(api.patchRumpunMatkulDosen).not.toHaveBeenCalled();
  });
});
