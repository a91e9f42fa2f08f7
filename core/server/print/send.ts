import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/store';

/**
 * Answers a request with a PDF download: Content-Type application/pdf, Content-Disposition
 * attachment with `filename` (UTF-8 name kept, ASCII fallback), and no caching (prints hold personal data).
 */
export function sendPdf(reply: FastifyReply, buffer: Buffer, filename: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', buffer.length)
    .header('Content-Disposition', contentDisposition(filename))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(buffer);
}
