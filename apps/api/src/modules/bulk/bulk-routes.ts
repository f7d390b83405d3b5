import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { BULK_UPLOAD_TYPES, bulkEndpoints as api, hasControlCharacters, type BulkUploadType } from '@b2c/contracts';
import { BULK_UPLOAD_MAX_BYTES, isOneOf } from '@b2c/domain';
import { route } from '../../plugins/endpoint-routes.ts';
import { HttpError, badRequest } from '../../kits/http-errors.ts';
import { asFile, CSV_TYPE } from '../../kits/file-reply.ts';
import { errorsCsv, resultCsv, templateCsv, templateXlsx, XLSX_TYPE } from './bulk-file-writer.ts';
import { spoolUpload, type SpooledFile } from './bulk-upload-file.ts';
import type { BulkService } from './bulk-service.ts';

/** The uploaded multipart body: `type` and `file`, the file spooled to disk as it arrives. */
async function readUpload(parts: AsyncIterable<import('@fastify/multipart').Multipart>) {
  let type: BulkUploadType | undefined;
  let file: SpooledFile | undefined;
  let fileName = '';
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        fileName = part.filename.trim();
        if (!fileName || fileName.length > 200 || hasControlCharacters(fileName))
          throw badRequest('the file name must be 1 to 200 characters without control characters', 'body.file');
        file = await spoolUpload(part.file);
      } else if (part.type === 'file') {
        part.file.resume();
      } else if (part.fieldname === 'type') {
        if (!isOneOf(BULK_UPLOAD_TYPES, part.value))
          throw badRequest(`type must be one of ${BULK_UPLOAD_TYPES.join(', ')}`, 'body.type');
        type = part.value;
      }
    }
  } catch (err) {
    await file?.dispose();
    // Our refusals and the plugin's limits stand; anything else is a body cut off or malformed.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('The upload was cut off or malformed.', 'body');
  }
  if (!type) {
    await file?.dispose();
    throw badRequest('type is required.', 'body.type');
  }
  if (!file) throw badRequest('file is required.', 'body.file');
  return { type, file, fileName };
}

export const bulkRoutes =
  (bulk: BulkService): FastifyPluginAsync =>
  async (app) => {
    // Multipart in this plugin's scope only; the file part is streamed, never buffered whole.
    await app.register(multipart, {
      limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5 },
      throwFileSizeLimit: true,
    });

    route(app, api.types, async (request) => ({ data: bulk.types(request.caller) }));

    route(app, api.template, async (request, reply) => {
      const { type, format } = request.query;
      bulk.requireType(request.caller, type);
      if (format === 'xlsx') return asFile(reply, XLSX_TYPE, `${type}-template.xlsx`).send(templateXlsx(type));
      return asFile(reply, CSV_TYPE, `${type}-template.csv`).send(templateCsv(type));
    });

    route(app, api.upload, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send multipart/form-data with a type and a file.', 'body');
      const { type, file, fileName } = await readUpload(request.parts());
      try {
        return reply.status(201).send({ data: await bulk.upload(request.caller, { type, file, fileName }) });
      } finally {
        await file.dispose();
      }
    });

    route(app, api.validate, async (request) => ({ data: await bulk.validate(request.caller, request.params.id) }));
    route(app, api.metadata, async (request) => ({ data: await bulk.metadata(request.caller, request.params.id) }));
    route(app, api.rows, async (request) => ({
      data: await bulk.rows(request.caller, request.params.id, request.query),
    }));
    route(app, api.search, async (request) => ({ data: await bulk.search(request.caller, request.query) }));
    route(app, api.counts, async (request) => ({ data: await bulk.counts(request.caller, request.query) }));
    route(app, api.apply, async (request) => ({
      data: await bulk.apply(request.caller, request.params.id, request.body),
    }));
    route(app, api.preview, async (request) => ({ data: await bulk.preview(request.caller, request.params.id) }));
    route(app, api.rollback, async (request) => ({ data: await bulk.rollback(request.caller, request.params.id) }));
    route(app, api.abort, async (request) => ({ data: await bulk.abort(request.caller, request.params.id) }));
    route(app, api.retry, async (request, reply) =>
      reply.status(201).send({ data: await bulk.retry(request.caller, request.params.id) }),
    );

    route(app, api.download, async (request, reply) => {
      const { id } = request.params;
      const { kind } = request.query;
      if (kind === 'original') {
        const { request: r, stream } = await bulk.original(request.caller, id);
        const type = r.fileFormat === 'XLSX' ? XLSX_TYPE : 'text/csv; charset=utf-8';
        return asFile(reply, type, r.fileName).send(stream);
      }
      const { request: r, batches } = await bulk.downloadRows(request.caller, id, kind);
      const csv = kind === 'errors' ? errorsCsv(r.type, batches) : resultCsv(r.type, batches, r.rolledBackBy !== null);
      return asFile(reply, CSV_TYPE, `bulk-${id}-${kind}.csv`).send(csv);
    });
  };
