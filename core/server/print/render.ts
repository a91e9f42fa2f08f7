import fs from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';

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

let configured = false;

// pdfmake's server build is one shared instance; configuring it is idempotent and happens once.
function configure(): void {
  if (configured) return;
  const require = createRequire(import.meta.url);
  for (const file of Object.values(FONT_FILES)) {
    // Fonts are loaded into pdfmake's virtual file system, so the document never touches the disk.
    pdfmake.virtualfs.writeFileSync(file, fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  }
  pdfmake.setFonts({ [PRINT_FONT]: { ...FONT_FILES } });
  // A print never fetches a URL nor reads a local file: images come in as data URLs.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

/**
 * Renders a pdfmake document definition to PDF bytes with the DejaVu fonts (default font of
 * every definition unless it sets its own). Never fetches URLs or reads local files.
 */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  configure();
  const defaultStyle = { font: PRINT_FONT, ...((definition.defaultStyle as Record<string, unknown> | undefined) ?? {}) };
  return pdfmake.createPdf({ ...definition, defaultStyle }).getBuffer();
}
