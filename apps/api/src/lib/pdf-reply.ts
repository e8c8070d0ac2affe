import type { FastifyReply } from 'fastify';

/** A PDF for download, kept by no cache; `headers` name the document (its number). */
export function sendPdfFile(
  reply: FastifyReply,
  file: { fileName: string; pdf: Buffer },
  headers: Record<string, string> = {},
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .headers(headers)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
