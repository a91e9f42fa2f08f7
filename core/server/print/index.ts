/**
 * Shared print infrastructure (no domain code): university A4 documents rendered with pdfmake and
 * DejaVu fonts, sent as downloads. Modules build `a4Document({...})`, `renderPdf` it and `sendPdf` it.
 */
export { renderPdf, PRINT_FONT, type PdfDefinition } from './render';
export { a4Document, type A4Input, type PenandaTangan, type SelTabel } from './a4-document';
export { sendPdf } from './send';
export { readKop, storeKopIfAbsent, formatTanggalCetak, KOP_SETTING_KEY, type Kop } from './kop';
