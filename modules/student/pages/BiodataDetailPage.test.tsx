import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import catalogue from '../../../locales/id/student.json';
import { DIGIT_HP, PANJANG_MAKS } from '../constants';
import type { Biodata } from '../schemas';
import BiodataDetailPage from './BiodataDetailPage';

const api = vi.hoisted(() => ({
  getBiodata: vi.fn(), getKota: vi.fn(), getProvinsi: vi.fn(), getStatusPernikahan: vi.fn(), patchBiodata: vi.fn(), postFoto: vi.fn(),
}));
vi.mock('../api', () => api);
// The page links back to the profile by route id; outside the portal there is no route table.
vi.mock('../../../core/client', async (original) => ({ ...(await original<object>()), useRouteHref: () => null }));

const BIODATA: Biodata = {
  id_mahasiswa: 1, nim: '2021010001001', nama_mahasiswa: 'Siti Rahmawati', jenis_kelamin: 'P', tempat_lahir: 'Bandung', tanggal_lahir: '2003-04-05',
  agama: 'Islam', kewarganegaraan: 'Indonesia', id_status_pernikahan: 1, status_pernikahan: 'Belum menikah', email: 'siti@contoh.ac.id', hp: '081234567890',
  id_wilayah: null, nama_wilayah: null, id_provinsi: null, nama_provinsi: null, alamat: 'Jl. Dipatiukur No. 35', rt_rw: null, kelurahan: null, kecamatan: null,
  kode_pos: null, telepon_rumah: null, nama_ayah: null, nama_ibu: null, hp_orang_tua: null, punya_foto: false,
};

describe('BiodataDetailPage', () => {
  it('bounds the address at the limit the server checks and shows the phone rule with its numbers', async () => {
    api.getBiodata.mockResolvedValue({ data: BIODATA });
    api.getProvinsi.mockResolvedValue({ data: [] });
    api.getKota.mockResolvedValue({ data: [] });
    api.getStatusPernikahan.mockResolvedValue({ data: [{ id: 1, nama: 'Belum menikah' }] });
    const i18n = i18next.createInstance();
    i18n.use(initReactI18next).init({ lng: 'id', resources: { id: { student: catalogue } }, ns: ['student'], initAsync: false });
    render(<I18nextProvider i18n={i18n}><Theme><BiodataDetailPage /></Theme></I18nextProvider>);
    const alamat = await screen.findByLabelText('Alamat');
    expect(alamat.getAttribute('maxlength')).toBe(String(PANJANG_MAKS.alamat));
    expect(screen.getByText(`Maksimal ${PANJANG_MAKS.alamat} karakter`)).toBeTruthy();
    expect(screen.getByLabelText('Kecamatan').getAttribute('maxlength')).toBe(String(PANJANG_MAKS.kecamatan));
    expect(screen.getByLabelText('Nomor HP').getAttribute('maxlength')).toBeNull();
    expect(screen.getAllByText(`Diawali 08 atau +628, ${DIGIT_HP.min}-${DIGIT_HP.max} digit`)).toHaveLength(2);
  });
});
