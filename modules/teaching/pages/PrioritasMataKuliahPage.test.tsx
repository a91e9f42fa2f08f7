import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import { PRIORITAS } from './fixtures';
import PrioritasMataKuliahPage from './PrioritasMataKuliahPage';

const api = vi.hoisted(() => ({ getPrioritasMataKuliah: vi.fn(), patchPrioritasMataKuliah: vi.fn() }));
vi.mock('../api', () => api);

const urutan = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').textContent);

describe('PrioritasMataKuliahPage', () => {
  beforeEach(() => {
    api.getPrioritasMataKuliah.mockReset().mockResolvedValue(PRIORITAS);
    api.patchPrioritasMataKuliah.mockReset().mockResolvedValue({ message: '3 prioritas mata kuliah tersimpan.' });
  });

  it('reorders and removes courses, then saves the whole order', async () => {
    renderAt(<PrioritasMataKuliahPage />, '/prioritas-mata-kuliah', undefined, 'kor00');
    expect(await screen.findByText('Rekayasa Perangkat Lunak')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Prioritas Mata Kuliah' })).toBeTruthy();
    expect(urutan()).toEqual(['Rekayasa Perangkat LunakTIF402', 'Pemrograman WebTIF502', 'Komputasi AwanTIF701']);
    expect((screen.getByRole('button', { name: 'Naikkan Rekayasa Perangkat Lunak' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan Komputasi Awan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Rekayasa Perangkat Lunak' }));
    expect(urutan()).toEqual(['Komputasi AwanTIF701', 'Pemrograman WebTIF502']);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchPrioritasMataKuliah).toHaveBeenCalledWith({ id_mata_kuliah: [25, 22] }));
    expect(await screen.findByText('3 prioritas mata kuliah tersimpan.')).toBeTruthy();
  });

  it('on a phone gives each course a card with its order and its buttons', async () => {
    await diLayarSempit(async () => {
      renderAt(<PrioritasMataKuliahPage />, '/prioritas-mata-kuliah', undefined, 'kor00');
      expect(await kartuDaftar('Prioritas Mata Kuliah')).toHaveLength(3);
      const kartu = () => within(screen.getByRole('list', { name: 'Prioritas Mata Kuliah' })).getAllByRole('listitem');
      fireEvent.click(within(kartu()[2]).getByRole('button', { name: 'Naikkan Komputasi Awan' }));
      expect(within(kartu()[1]).getByText('Komputasi Awan')).toBeTruthy();
      expect(within(kartu()[1]).getByText('2')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(api.patchPrioritasMataKuliah).toHaveBeenCalledWith({ id_mata_kuliah: [PRIORITAS.data[0].id_mata_kuliah, 25, 22] }));
    });
  });

  it('adds a course of the programme from the list', async () => {
    renderAt(<PrioritasMataKuliahPage />, '/prioritas-mata-kuliah', undefined, 'kor00');
    await screen.findByText('Rekayasa Perangkat Lunak');
    const trigger = screen.getByRole('combobox', { name: 'Mata kuliah yang ditambahkan' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const pilihan = await screen.findAllByRole('option');
    // Courses already in the list are not offered again.
    expect(pilihan.map((o) => o.textContent)).toEqual(['Algoritma dan Pemrograman (Smt 1, 3 SKS)', 'Sistem Operasi (Smt 3, 3 SKS)']);
    fireEvent.click(pilihan[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(urutan()[3]).toBe('Sistem OperasiTIF303');
    // A course of a cluster the lecturer did not choose is marked, not refused.
    expect(screen.getAllByText('Di luar rumpun pilihan Anda')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchPrioritasMataKuliah).toHaveBeenCalledWith({ id_mata_kuliah: [19, 22, 25, 17] }));
  });

  it('shows the server\'s refusal and keeps the list as edited', async () => {
    api.patchPrioritasMataKuliah.mockRejectedValue(Object.assign(new Error('400'), { data: { message: 'x', errors: { id_mata_kuliah: ['Prioritas mata kuliah paling banyak 5 (dikirim 6).'] } } }));
    renderAt(<PrioritasMataKuliahPage />, '/prioritas-mata-kuliah', undefined, 'kor00');
    await screen.findByText('Rekayasa Perangkat Lunak');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Prioritas mata kuliah paling banyak 5 (dikirim 6).');
    expect(urutan()).toHaveLength(3);
  });

  it('refuses an empty list without calling the server', async () => {
    renderAt(<PrioritasMataKuliahPage />, '/prioritas-mata-kuliah', undefined, 'kor00');
    await screen.findByText('Rekayasa Perangkat Lunak');
    for (const nama of ['Rekayasa Perangkat Lunak', 'Pemrograman Web', 'Komputasi Awan']) fireEvent.click(screen.getByRole('button', { name: `Hapus ${nama}` }));
    expect(screen.getByText('Belum ada prioritas. Tambahkan mata kuliah dari daftar di bawah.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tambahkan paling sedikit satu mata kuliah.');
    expect(api.patchPrioritasMataKuliah).not.toHaveBeenCalled();
  });
});
