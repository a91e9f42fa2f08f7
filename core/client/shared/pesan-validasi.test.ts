import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { pasangPesanValidasi } from './pesan-validasi';

const i18n = createI18n();
let lepas = () => undefined as void;
afterEach(() => {
  lepas();
  document.body.innerHTML = '';
});

function formulir(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  lepas = pasangPesanValidasi(document, i18n);
  return (sel: string) => document.querySelector(sel) as HTMLInputElement;
}

describe('pasangPesanValidasi', () => {
  it("answers the browser's checks in Indonesian and takes the message back once the field is edited", () => {
    const isian = formulir('<input id="nama" required><select id="jenis" required><option value="">Pilih</option><option>a</option></select>'
      + '<input id="email" type="email"><textarea id="alasan" minlength="10"></textarea><input id="sks" type="number" min="1" max="24">');
    expect(isian('#nama').checkValidity()).toBe(false);
    expect(isian('#nama').validationMessage).toBe('Isian ini wajib diisi.');
    isian('#jenis').checkValidity();
    expect(isian('#jenis').validationMessage).toBe('Pilih salah satu.');
    isian('#email').value = 'bukan-email';
    isian('#email').checkValidity();
    expect(isian('#email').validationMessage).toBe('Tulis alamat email yang sah, misalnya nama@kampus.ac.id.');
    isian('#sks').value = '30';
    isian('#sks').checkValidity();
    expect(isian('#sks').validationMessage).toBe('Nilai paling besar 24.');

    isian('#nama').value = 'Siti';
    isian('#nama').dispatchEvent(new Event('input', { bubbles: true }));
    expect(isian('#nama').validationMessage).toBe('');
    expect(isian('#nama').checkValidity()).toBe(true);
  });

  it("leaves a field's own message alone", () => {
    const isian = formulir('<input id="tanggal" required>');
    isian('#tanggal').value = '31/02/2026';
    isian('#tanggal').setCustomValidity('Tulis tanggal sebagai hh/bb/tttt, misalnya 17/08/2026.');
    isian('#tanggal').checkValidity();
    expect(isian('#tanggal').validationMessage).toBe('Tulis tanggal sebagai hh/bb/tttt, misalnya 17/08/2026.');
    isian('#tanggal').dispatchEvent(new Event('input', { bubbles: true }));
    expect(isian('#tanggal').validationMessage).toBe('Tulis tanggal sebagai hh/bb/tttt, misalnya 17/08/2026.');
  });
});
