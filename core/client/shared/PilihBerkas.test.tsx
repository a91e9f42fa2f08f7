import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render-page';
import { PilihBerkas } from './PilihBerkas';

function Formulir() {
  const [berkas, setBerkas] = useState<File | null>(null);
  return (
    <form onSubmit={(e) => { e.preventDefault(); setBerkas(null); }}>
      <label htmlFor="lampiran">Lampiran</label>
      <PilihBerkas id="lampiran" accept=".pdf" berkas={berkas} onPilih={setBerkas} />
      <button type="submit">Kirim</button>
    </form>
  );
}

describe('PilihBerkas', () => {
  it('speaks Indonesian, names the chosen file, and is empty again once the form clears it', () => {
    renderPage(<Formulir />, { namespace: 'uji', catalogue: {} });
    const input = screen.getByLabelText('Lampiran') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(screen.getByRole('button', { name: 'Pilih berkas' })).toBeTruthy();
    expect(screen.getByText('Belum ada berkas dipilih')).toBeTruthy();

    const file = new File(['%PDF-1.4'], 'surat.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('surat.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByText('Belum ada berkas dipilih')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('the button opens the browser\'s own dialog; without a kept file each choice is handed over at once', () => {
    const onPilih = vi.fn();
    renderPage(<PilihBerkas accept="image/png" aria-label="Foto" onPilih={onPilih} />, { namespace: 'uji', catalogue: {} });
    const input = screen.getByLabelText('Foto') as HTMLInputElement;
    const klik = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Pilih berkas' }));
    expect(klik).toHaveBeenCalledOnce();

    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPilih).toHaveBeenCalledWith(file);
    expect(screen.queryByText('Belum ada berkas dipilih')).toBeNull();
  });
});
