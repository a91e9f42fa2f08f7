import type { i18n as I18n } from 'i18next';

// The browser's own form checks (required, minlength, type="email", min/max) report in the
// browser's language: 'Please fill out this field.' in an English one. The portal answers the
// `invalid` event of every field with the same check in Indonesian, once for the whole document.

type Isian = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Fields whose custom message was set here (a field's own message, e.g. IsianTanggal's, is left alone). */
const dipasang = new WeakSet<Element>();

const isIsian = (el: EventTarget | null): el is Isian =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** The Indonesian message for what the browser found wrong with `el`, or null when it found nothing. */
export function pesanValidasi(el: Isian, t: I18n['t']): string | null {
  const v = el.validity;
  const jenis = el instanceof HTMLInputElement ? el.type : el instanceof HTMLSelectElement ? 'select' : 'textarea';
  if (v.valueMissing) {
    if (jenis === 'select' || jenis === 'radio') return t('core:validasi.pilih');
    if (jenis === 'checkbox') return t('core:validasi.centang');
    if (jenis === 'file') return t('core:validasi.berkas');
    return t('core:validasi.wajib');
  }
  if (v.typeMismatch) return t(jenis === 'email' ? 'core:validasi.email' : jenis === 'url' ? 'core:validasi.url' : 'core:validasi.tidak_sah');
  if (v.tooShort && 'minLength' in el) return t('core:validasi.terlalu_pendek', { min: el.minLength, panjang: el.value.length });
  if (v.tooLong && 'maxLength' in el) return t('core:validasi.terlalu_panjang', { maks: el.maxLength, panjang: el.value.length });
  if (v.rangeUnderflow && 'min' in el) return t('core:validasi.terlalu_kecil', { min: el.min });
  if (v.rangeOverflow && 'max' in el) return t('core:validasi.terlalu_besar', { maks: el.max });
  if (v.stepMismatch) return t('core:validasi.langkah');
  if (v.patternMismatch) return el.title || t('core:validasi.pola');
  if (v.badInput) return t('core:validasi.tidak_sah');
  return null;
}

/**
 * Answers every field's `invalid` event in `doc` with the Indonesian message, and takes the message
 * back as soon as the field is edited (the browser checks again at the next submit). Returns the
 * function that stops it.
 */
export function pasangPesanValidasi(doc: Document, i18n: I18n): () => void {
  const onInvalid = (e: Event) => {
    const el = e.target;
    if (!isIsian(el)) return;
    if (el.validity.customError && !dipasang.has(el)) return;
    el.setCustomValidity('');
    dipasang.delete(el);
    const pesan = pesanValidasi(el, i18n.t.bind(i18n));
    if (pesan) {
      el.setCustomValidity(pesan);
      dipasang.add(el);
    }
  };
  const onUbah = (e: Event) => {
    const el = e.target;
    if (!isIsian(el) || !dipasang.has(el)) return;
    el.setCustomValidity('');
    dipasang.delete(el);
  };
  doc.addEventListener('invalid', onInvalid, true);
  doc.addEventListener('input', onUbah, true);
  doc.addEventListener('change', onUbah, true);
  return () => {
    doc.removeEventListener('invalid', onInvalid, true);
    doc.removeEventListener('input', onUbah, true);
    doc.removeEventListener('change', onUbah, true);
  };
}
