// pdfmake 0.3 ships no type declarations; this is the small part of its server API that core uses.
declare module 'pdfmake' {
  interface PdfMakeOutput {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMakeVirtualFs {
    writeFileSync(name: string, content: Buffer): void;
    existsSync(name: string): boolean;
  }
  interface PdfMakeServer {
    virtualfs: PdfMakeVirtualFs;
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>, options?: Record<string, unknown>): PdfMakeOutput;
  }
  const pdfmake: PdfMakeServer;
  export default pdfmake;
}
