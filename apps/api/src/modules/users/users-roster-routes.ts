import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import { usersRosterEndpoints as api, weekStartField } from '@b2c/contracts';
import { ROSTER_COLUMNS, ROSTER_MAX_ROWS } from '@b2c/domain';
import { route } from '../../plugins/endpoint-routes.ts';
import { HttpError, badRequest } from '../../kits/http-errors.ts';
import { fileRows, formatOf, type TableFileFormat } from '../../kits/table-file-reader.ts';
import { receiveToBuffer, type BufferedUpload } from '../../kits/upload-receiver.ts';
import type { UsersRosterService } from './users-roster-service.ts';
import type { UsersLeaveService } from './users-leave-service.ts';

/** A week's roster of a few hundred rows is tens of kilobytes; a megabyte leaves room for an XLSX. */
export const ROSTER_MAX_BYTES = 1024 * 1024;

/** The content decides the format (a CSV named .xlsx is read as CSV, anything else is refused). */
const rules = { field: 'body.file', maxBytes: ROSTER_MAX_BYTES, accept: formatOf };

/** The multipart form: `file` held in memory (it is small), `weekStart` and `applyGoodRows`. */
async function readForm(parts: AsyncIterable<Multipart>) {
  let file: BufferedUpload<TableFileFormat> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) file = await receiveToBuffer(part.file, rules);
      else if (part.type === 'file') part.file.resume();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    // The kit's refusals name the file; the plugin's own limits (413) and a cut-off body are the whole form's.
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, 'The upload is larger than allowed or has too many parts.');
    throw badRequest('The upload was cut off or malformed.', 'body');
  }
  const weekStart = weekStartField.safeParse(fields.weekStart);
  if (!weekStart.success) throw badRequest('weekStart must be the Monday of the week, yyyy-MM-dd', 'body.weekStart');
  if (!file) throw badRequest('file is required.', 'body.file');
  return { file, weekStart: weekStart.data, applyGoodRows: fields.applyGoodRows === 'true' };
}

/** SPEC §7 V1 roster (upload, get by week, who works where) and leaves (get, apply, revoke). */
export const usersRosterRoutes =
  (roster: UsersRosterService, leaves: UsersLeaveService): FastifyPluginAsync =>
  async (app) => {
    // Multipart in this plugin's scope only: no other users route starts accepting uploads.
    await app.register(multipart, {
      limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: 4 },
      throwFileSizeLimit: true,
    });

    route(app, api.upload, async (request) => {
      if (!request.isMultipart()) throw badRequest('Send multipart/form-data with a weekStart and a file.', 'body');
      const { file, weekStart, applyGoodRows } = await readForm(request.parts());
      const rows = fileRows(Readable.from([file.content]), file.type, ROSTER_COLUMNS, ROSTER_MAX_ROWS);
      return { data: await roster.upload(request.caller, { weekStart, rows, applyGoodRows }) };
    });
    route(app, api.week, async (request) => ({
      data: await roster.week(request.caller.vertical, request.query.weekStart, request.query.locationCode),
    }));
    route(app, api.working, async (request) => ({
      data: await roster.working(request.caller.vertical, request.query.locationCode, request.query.date),
    }));

    route(app, api.leaves, async (request) => ({ data: await leaves.list(request.caller.vertical, request.query) }));
    route(app, api.applyLeave, async (request, reply) =>
      reply.status(201).send({ data: await leaves.apply(request.caller, request.body) }),
    );
    route(app, api.revokeLeave, async (request) => ({
      data: await leaves.revoke(request.caller, request.params.id, request.body.version),
    }));
  };
