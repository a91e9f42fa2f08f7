import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, saveBlob } from './download';

afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it('reads the file name of a Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameOf(`attachment; filename="KRS.pdf"; filename*=UTF-8''KRS%20Siti%20Rahmawati.pdf`, 'x')).toBe('KRS Siti Rahmawati.pdf');
    expect(fileNameOf('attachment; filename="KHS_2021.pdf"', 'x')).toBe('KHS_2021.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'cadangan.pdf')).toBe('cadangan.pdf');
    expect(fileNameOf(null, 'berkas')).toBe('berkas');
  });

  it('saves a blob through a link the browser clicks, under the given name', () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:uji');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download} ${this.isConnected}`);
    });
    saveBlob(new Blob(['%PDF']), 'kartu-ujian.pdf');
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toEqual(['blob:uji kartu-ujian.pdf true']);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
