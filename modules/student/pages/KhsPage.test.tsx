import { Theme } from '@radix-ui/themes';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../locales/id/student.json';
import type { Khs } from '../schemas';
import KhsPage from './KhsPage';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';

const api = vi.hoisted(() => ({ getKhs: vi.fn(), CETAK: { khs: 'khs/cetak' } }));
vi.mock('../api', () => api);

const SEMESTER = { id_semester_registrasi: 7, kode_semester: '20251', nama_semester_registrasi: '2025/2026 Ganjil' };

function renderPage() {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({ lng: 'id', resources: { id: { student: catalogue } }, ns: ['student'], initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <KhsPage />
      </Theme>
    </I18nextProvider>,
  );
}

/** The value shown next to a label of the summary card. */
const nilai = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByText((_, el) => el?.tagName === 'DD').textContent;

describe('KhsPage', () => {
  beforeEach(() => api.getKhs.mockReset());

  it("shows '-' for the total, IPS and IPK of a semester nothing is graded in yet", async () => {
    const khs: Khs = {
      semester: SEMESTER, semester_tersedia: [SEMESTER],
      mata_kuliah: [{ id_mata_kuliah: 1, kode_mata_kuliah: 'IF101', nama_mata_kuliah: 'Algoritma', nama_kelas: 'A', sks: 3, nilai_angka: null, nilai_huruf: null, nilai_indeks: null, sks_x_indeks: null }],
      total_sks: 3, total_sks_x_indeks: null, ips: null, ipk: null, batas_sks_berikutnya: null,
    };
    api.getKhs.mockResolvedValue({ data: khs });
    renderPage();
    expect(await screen.findByText('Belum dinilai')).toBeTruthy();
    expect(nilai('Total SKS')).toBe('3');
    expect(nilai('Total SKS x Indeks')).toBe('-');
    expect(nilai('IPS')).toBe('-');
    expect(nilai('IPK')).toBe('-');
    expect(screen.queryByText('0,00')).toBeNull();
  });

  it('shows a graded semester with two decimals and a comma', async () => {
    api.getKhs.mockResolvedValue({ data: {
      semester: SEMESTER, semester_tersedia: [SEMESTER],
      mata_kuliah: [{ id_mata_kuliah: 1, kode_mata_kuliah: 'IF101', nama_mata_kuliah: 'Algoritma', nama_kelas: 'A', sks: 3, nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4, sks_x_indeks: 12 }],
      total_sks: 3, total_sks_x_indeks: 12, ips: 4, ipk: 3.6, batas_sks_berikutnya: { batas_sks: 24, dasar: 'ips', kode_semester: '20252' },
    } satisfies Khs });
    renderPage();
    await screen.findByText('Algoritma');
    expect(nilai('IPS')).toBe('4,00');
    expect(nilai('IPK')).toBe('3,60');
    expect(nilai('Total SKS x Indeks')).toBe('12,00');
  });

  it('on a phone, lists each course with its letter grade on screen instead of an eight-column table', async () => {
    await diLayarSempit(async () => {
      const khs: Khs = {
        semester: SEMESTER, semester_tersedia: [SEMESTER],
        mata_kuliah: [{ id_mata_kuliah: 1, kode_mata_kuliah: 'IF101', nama_mata_kuliah: 'Algoritma', nama_kelas: 'A', sks: 3, nilai_angka: 62, nilai_huruf: 'BC', nilai_indeks: 2.5, sks_x_indeks: 7.5 }],
        total_sks: 3, total_sks_x_indeks: 7.5, ips: 2.5, ipk: 2.5, batas_sks_berikutnya: { batas_sks: 18, dasar: 'ips', kode_semester: '20252' },
      };
      api.getKhs.mockResolvedValue({ data: khs });
      renderPage();
      const kartu = await kartuDaftar('Kartu Hasil Studi (KHS)');
      expect(kartu).toHaveLength(1);
      const [baris] = kartu;
      expect(within(baris).getByText('BC')).toBeTruthy();
      expect(baris.textContent).toContain('3 SKS · Angka 62,00 · Indeks 2,50');
    });
  });
});
