/**
 * Shared print infrastructure (no domain code): university A4 documents rendered with pdfmake and
 * DejaVu fonts, sent as downloads. Modules build `a4Document({...})`, `renderPdf` it and `sendPdf` it,
 * or `renderA4({...})` it in one step, which keeps the signature block with the end of its table.
 */
export { renderPdf, PRINT_FONT, type PdfDefinition } from './render';
export { a4Document, type A4Input, type PenandaTangan, type SelTabel } from './a4-document';
export { renderA4 } from './a4-render';
export { formatNip } from './numbers';
export { sendPdf } from './send';
export { readKop, storeKopIfAbsent, formatTanggalCetak, KOP_SETTING_KEY, type Kop } from './kop';
