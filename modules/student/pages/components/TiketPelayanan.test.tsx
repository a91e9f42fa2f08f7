import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import catalogue from '../../../../locales/id/student.json';
import { PANJANG_MAKS } from '../../constants';
import { TiketPelayanan } from './TiketPelayanan';

const api = vi.hoisted(() => ({ getTiket: vi.fn(), postTiket: vi.fn() }));
vi.mock('../../api', () => api);

describe('TiketPelayanan', () => {
  it('bounds the title and the text at the limits the server checks, and says so', async () => {
    api.getTiket.mockResolvedValue({ data: [], current_page: 1, per_page: 7, total: 0 });
    const i18n = i18next.createInstance();
    i18n.use(initReactI18next).init({ lng: 'id', resources: { id: { student: catalogue } }, ns: ['student'], initAsync: false });
    render(<I18nextProvider i18n={i18n}><Theme><TiketPelayanan /></Theme></I18nextProvider>);
    await screen.findByText('Belum ada tiket.');
    expect(screen.getByLabelText('Judul').getAttribute('maxlength')).toBe(String(PANJANG_MAKS.judul_tiket));
    expect(screen.getByText(`Maksimal ${PANJANG_MAKS.judul_tiket} karakter`)).toBeTruthy();
    expect(screen.getByLabelText('Uraian').getAttribute('maxlength')).toBe(String(PANJANG_MAKS.isi_tiket));
  });
});
