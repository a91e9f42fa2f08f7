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

/** The part of a fontkit font this file touches. */
interface ParsedFont {
  stream: { buffer: Uint8Array };
  createSubset(): unknown;
}
/** The part of pdfkit's EmbeddedFont (one per document and font) that holds the parsed font. */
interface DocumentFont {
  font?: ParsedFont;
  subset?: unknown;
}
interface PdfmakeDocumentClass {
  prototype: { provideFont(this: unknown, familyName: string, bold: boolean, italics: boolean): DocumentFont };
}

/**
 * pdfkit has fontkit parse a document's fonts anew for every document, and parsing DejaVu's tables
 * (its shaping tables above all) was some 80 ms of CPU of each small print: most of a seed's time,
 * and the bulk of every printed card. So each print font is parsed once per process, and every
 * document reads it through a view of its own: the parsed tables are shared, while the glyph objects
 * and the shaping engine that holds them are the document's (a glyph remembers the characters it was
 * first asked for, and the document's text map is made from them: a glyph first made as a part of
 * another document's 'Ō' had none, and its 'O' could not be copied or found). pdfkit reads the
 * shared tables only synchronously, so documents rendered at the same time never meet in them.
 */
function shareParsedFonts(documentClass: PdfmakeDocumentClass, files: ReadonlySet<Uint8Array>): void {
  const parsed = new Map<Uint8Array, ParsedFont>();
  const provideFont = documentClass.prototype.provideFont;
  documentClass.prototype.provideFont = function (familyName, bold, italics) {
    const font = provideFont.call(this, familyName, bold, italics);
    const file = font.font?.stream?.buffer;
    // provideFont answers from the document's own cache after the first call: that font is already a view.
    if (!font.font || !file || !files.has(file) || parsed.get(file) === Object.getPrototypeOf(font.font)) return font;
    if (!parsed.has(file)) parsed.set(file, font.font);
    const view = Object.create(parsed.get(file)!, { _glyphs: { value: {}, writable: true } }) as ParsedFont;
    font.font = view;
    font.subset = view.createSubset();
    return font;
  };
}

// pdfmake's server build is one shared instance, configured once. It is loaded on the first print:
// with its font stack it took 150 ms of every start of the server.
function loadPdfmake(): Promise<PdfMake> {
  ready ??= import('pdfmake').then(({ default: pdfmake }) => {
    const require = createRequire(import.meta.url);
    const files = new Set<Uint8Array>();
    for (const file of Object.values(FONT_FILES)) {
      // Fonts are loaded into pdfmake's virtual file system, so the document never touches the disk;
      // pdfmake hands pdfkit these very buffers, which is how shareParsedFonts knows them.
      const bytes = fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
      pdfmake.virtualfs.writeFileSync(file, bytes);
      files.add(bytes);
    }
    shareParsedFonts((require('pdfmake/js/PDFDocument') as { default: PdfmakeDocumentClass }).default, files);
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
