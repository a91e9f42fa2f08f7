import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-support/render-page';
import { Jendela } from './Jendela';

function Contoh() {
  const [terbuka, setTerbuka] = useState(true);
  return (
    <>
      <p>{terbuka ? 'terbuka' : 'tertutup'}</p>
      <Jendela terbuka={terbuka} onTutup={() => setTerbuka(false)} judul="Detail Tugas Akhir" lebar="760px">
        <p>Isi detail</p>
      </Jendela>
    </>
  );
}

describe('Jendela', () => {
  it('is a dialog named by its title, and the button beside the title closes it', async () => {
    renderPage(<Contoh />, { namespace: 'uji', catalogue: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Detail Tugas Akhir' });
    expect(within(dialog).getByText('Isi detail')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('tertutup')).toBeTruthy();
  });
});
