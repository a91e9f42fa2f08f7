import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../../../core/server/files/store';

/** Sends a generated workbook as a download that no cache keeps (it holds evaluation results). */
export function kirimBerkas(reply: FastifyReply, file: { buffer: Buffer; nama: string; type: string }) {
  return reply.type(file.type).header('content-disposition', contentDisposition(file.nama)).header('cache-control', 'no-store').send(file.buffer as never);
}
