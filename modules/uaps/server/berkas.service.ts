import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { contentDisposition, type FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { tu } from './access';
import { proposalFor } from './proposal.service';

/** Sends one requirement file of a proposal with its original name (owner or staff with access). */
export async function kirimBerkasProposal(db: Kysely<any>, files: FileStore, reply: FastifyReply, user: TokenClaims, idProposal: number, idSyarat: number) {
  await proposalFor(db, user, idProposal);
  const row = await db.withSchema('uaps').selectFrom('proposal_syarat').select('id_berkas')
    .where('id_proposal_tugas_akhir', '=', idProposal).where('id_syarat_berkas_ta', '=', idSyarat).executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
  return files.send(reply, row.id_berkas);
}

/** Makes a ZIP in memory of `entries` (name -> bytes); names are made unique inside the archive. */
export async function zipBuffer(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  // Loaded here, not at start-up: archiver took 100 ms of every start of the server.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', () => resolve());
    archive.on('error', reject);
  });
  archive.pipe(sink);
  const used = new Set<string>();
  for (const e of entries) {
    let name = e.name;
    for (let n = 2; used.has(name); n++) name = e.name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext ?? ''}`);
    used.add(name);
    archive.append(e.data, { name });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** GET pengajuan-proposal/berkas-zip/{id}: every file of a proposal, named '<requirement> - <original name>'. */
export async function kirimZipProposal(db: Kysely<any>, reply: FastifyReply, user: TokenClaims, idProposal: number) {
  const { row } = await proposalFor(db, user, idProposal);
  const rows = await db.withSchema('uaps').selectFrom('proposal_syarat as b')
    .innerJoin('master_data.syarat_berkas_ta as s', 's.id_syarat_berkas_ta', 'b.id_syarat_berkas_ta')
    .innerJoin('core.berkas as f', 'f.id', 'b.id_berkas')
    .select(['s.kode', 'b.nama_berkas', 'f.isi']).where('b.id_proposal_tugas_akhir', '=', idProposal).orderBy('s.urutan').execute();
  if (!rows.length) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
  const zip = await zipBuffer(rows.map((r) => ({ name: `${r.kode} - ${r.nama_berkas}`, data: Buffer.from(r.isi as Uint8Array) })));
  return reply.header('Content-Type', 'application/zip').header('Content-Disposition', contentDisposition(`proposal-${row.nim}.zip`)).send(zip);
}
