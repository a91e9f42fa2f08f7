import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatUkuran } from '../../contract/format';
import { HttpError, nameOf } from '../http/errors';
import { te } from '../i18n';
import { detectKind, MIME, type FileKind } from './detect';

/** What an upload may be. */
export interface SaveOptions {
  /** Original file name, kept for the download's Content-Disposition. */
  nama: string;
  /** Accepted kinds; an Office document is also accepted where 'zip' is. */
  allowed: readonly FileKind[];
  maxBytes: number;
  id_user: number | null;
}

/** A file read from a multipart form, not stored yet. */
export interface UploadedFile {
  nama: string;
  buffer: Buffer;
}

/** A stored file's metadata. */
export interface StoredFile {
  id: string;
  nama: string;
  mime: string;
  ukuran: number;
  sha256: string;
}

const OFFICE: readonly FileKind[] = ['docx', 'xlsx', 'pptx'];

function cleanName(name: string): string {
  // Path parts and control characters have no place in a download name.
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200) || 'berkas';
}

/** RFC 6266/5987 Content-Disposition keeping the original (UTF-8) name with an ASCII fallback. */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Reads a file stream into memory; 400 as soon as it passes `maxBytes`. */
async function readCapped(stream: AsyncIterable<unknown>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(400, te('berkas.terlalu_besar', { maks: formatUkuran(maxBytes) }));
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The shared file store: files live in core.berkas (PostgreSQL), so every API process behind a
 * load balancer serves the same files. Types are decided by the bytes, never by the name.
 */
export class FileStore {
  constructor(private readonly db: Kysely<any>) {}

  /** Checks and stores a file; refuses with an Indonesian 400 when empty, too large or of a refused type. */
  async save(buffer: Buffer, opts: SaveOptions): Promise<StoredFile> {
    if (!buffer.length) throw new HttpError(400, te('berkas.kosong'));
    if (buffer.length > opts.maxBytes) throw new HttpError(400, te('berkas.terlalu_besar', { maks: formatUkuran(opts.maxBytes) }));
    const kind = detectKind(buffer);
    const accepted = kind !== null && (opts.allowed.includes(kind) || (OFFICE.includes(kind) && opts.allowed.includes('zip')));
    if (!accepted) {
      throw new HttpError(400, te('berkas.jenis_ditolak', { jenis: opts.allowed.map((k) => k.toUpperCase()).join(', ') }));
    }
    const file: StoredFile = {
      id: randomUUID(),
      nama: cleanName(opts.nama),
      mime: MIME[kind],
      ukuran: buffer.length,
      sha256: createHash('sha256').update(buffer).digest('hex'),
    };
    await this.db.withSchema('core').insertInto('berkas').values({ ...file, isi: buffer, id_user: opts.id_user }).execute();
    return file;
  }

  /**
   * Reads the single file part of a multipart request and saves it. Answers 400 when the request
   * holds no file or the file is larger than `maxBytes` (the stream is cut at the limit).
   */
  async saveUpload(request: FastifyRequest, opts: Omit<SaveOptions, 'nama'>): Promise<StoredFile> {
    if (!request.isMultipart()) throw new HttpError(400, te('berkas.tidak_ada'));
    const part = await request.file({ limits: { fileSize: opts.maxBytes + 1, files: 1 } });
    if (!part) throw new HttpError(400, te('berkas.tidak_ada'));
    const buffer = await readCapped(part.file, opts.maxBytes);
    return this.save(buffer, { ...opts, nama: part.filename });
  }

  /**
   * Reads a multipart form with text fields and at most one file into memory, storing nothing:
   * the caller checks the fields first and then saves the file (`save`, on its transaction's
   * store when the file and its record must be written together). Answers 400 when the request is
   * not multipart, holds more than one file, or the file is larger than `maxBytes`.
   */
  async readForm(request: FastifyRequest, maxBytes: number): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
    const { fields, files } = await this.readParts(request, maxBytes, () => maxBytes, true);
    return { fields, file: files[0]?.file ?? null };
  }

  /**
   * Like `readForm`, for a form with several files, each under its own field name: `limits` names
   * the accepted file fields and the largest size of each. Answers 400 when a file comes under
   * another name or twice under one, or is larger than its limit; a field left out is absent.
   */
  async readFormFiles<N extends string>(request: FastifyRequest, limits: Record<N, number>): Promise<{ fields: Record<string, string>; files: Partial<Record<N, UploadedFile>> }> {
    const largest = Math.max(...Object.values<number>(limits));
    const { fields, files } = await this.readParts(request, largest, (field) => (Object.hasOwn(limits, field) ? limits[field as N] : undefined), false);
    return { fields, files: Object.fromEntries(files.map((f) => [f.field, f.file])) as Partial<Record<N, UploadedFile>> };
  }

  private async readParts(request: FastifyRequest, largest: number, limitOf: (field: string) => number | undefined, oneFile: boolean) {
    if (!request.isMultipart()) throw new HttpError(400, te('berkas.tidak_ada'));
    const fields: Record<string, string> = {};
    const files: Array<{ field: string; file: UploadedFile }> = [];
    for await (const part of request.parts({ limits: { fileSize: largest + 1 } })) {
      if (part.type === 'field') {
        const value = String(part.value);
        // A form's text is input as a JSON body's is: the database cannot hold NUL (decision 0056).
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) {
          throw new HttpError(400, te('validasi.umum'), { [part.fieldname]: [te('validasi.nul', { field: nameOf(part.fieldname) })] });
        }
        fields[part.fieldname] = value;
        continue;
      }
      const limit = limitOf(part.fieldname);
      const twice = oneFile ? files.length > 0 : files.some((f) => f.field === part.fieldname);
      if (twice || limit === undefined) {
        part.file.resume();
        throw new HttpError(400, twice ? te('berkas.satu_saja') : te('berkas.tidak_diharapkan', { isian: part.fieldname }));
      }
      try {
        files.push({ field: part.fieldname, file: { nama: part.filename, buffer: await readCapped(part.file, limit) } });
      } catch (error) {
        // With several files the refusal says which one, as the form's other field errors do.
        if (oneFile || !(error instanceof HttpError)) throw error;
        throw new HttpError(400, error.message, { [part.fieldname]: [error.message] });
      }
    }
    return { fields, files };
  }

  /** Metadata of a stored file, or undefined. */
  async info(id: string): Promise<StoredFile | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    return (await this.db.withSchema('core').selectFrom('berkas').select(['id', 'nama', 'mime', 'ukuran', 'sha256']).where('id', '=', id).executeTakeFirst()) as StoredFile | undefined;
  }

  /**
   * Sends a stored file with its type and original name, or `nama` when given (a name made for the
   * download, slashes turned into dashes); 404 (Indonesian) when it does not exist.
   */
  async send(reply: FastifyReply, id: string, opts: { inline?: boolean; nama?: string } = {}): Promise<FastifyReply> {
    const row = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.db.withSchema('core').selectFrom('berkas').select(['nama', 'mime', 'isi']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw new HttpError(404, te('berkas.tidak_ditemukan'));
    const body = Buffer.from(row.isi as Uint8Array);
    return reply
      .header('Content-Type', row.mime)
      .header('Content-Length', body.length)
      .header('Content-Disposition', contentDisposition(opts.nama ? cleanName(opts.nama.replace(/[\\/]/g, '-')) : String(row.nama), opts.inline))
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  }

  /** Deletes a stored file (when its owner record is removed). */
  async remove(id: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return;
    await this.db.withSchema('core').deleteFrom('berkas').where('id', '=', id).execute();
  }
}
