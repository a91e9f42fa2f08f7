import fs from 'node:fs';
import { createRequire } from 'node:module';

/** A pdfmake document definition (https://pdfmake.github.io/docs/0.3/document-definition-object/). */
export type PdfDefinition = Record<string, unknown>;

/** The font family every print uses; DejaVu covers the Indonesian and typographic glyphs Roboto lacks. */
export const PRINT_FONT = 'DejaVu';

const FONT_FILES = {
  normal: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italics: 'DejaVuSans-Oblique.ttf',
  bolditalics: 'DejaVuSans-BoldOblique.ttf',
} as const;

type PdfMake = (typeof import('pdfmake'))['default'];
let ready: Promise<PdfMake> | null = null;

// pdfmake's server build is one shared instance, configured once. It is loaded on the first print:
// with its font stack it took 150 ms of every start of the server.
function loadPdfmake(): Promise<PdfMake> {
  ready ??= import('pdfmake').then(({ default: pdfmake }) => {
    const require = createRequire(import.meta.url);
    for (const file of Object.values(FONT_FILES)) {
      // Fonts are loaded into pdfmake's virtual file system, so the document never touches the disk.
      pdfmake.virtualfs.writeFileSync(file, fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    }
    pdfmake.setFonts({ [PRINT_FONT]: { ...FONT_FILES } });
    // A print never fetches a URL nor reads a local file: images come in as data URLs.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(() => false);
    return pdfmake;
  });
  return ready;
}

/**
 * Renders a pdfmake document definition to PDF bytes with the DejaVu fonts (default font of
 * every definition unless it sets its own). Never fetches URLs or reads local files.
 */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  const defaultStyle = { font: PRINT_FONT, ...((definition.defaultStyle as Record<string, unknown> | undefined) ?? {}) };
  return pdfmake.createPdf({ ...definition, defaultStyle }).getBuffer();
}
