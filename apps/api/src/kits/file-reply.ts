import type { FastifyReply } from 'fastify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Every file we send is a download (never shown inline), named without characters a header or a file
 * system would read otherwise, and the browser must not guess its type.
 */
export const asFile = (reply: FastifyReply, type: string, name: string): FastifyReply =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff');
