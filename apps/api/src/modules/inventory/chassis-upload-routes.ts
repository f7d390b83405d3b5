import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { chassisUploadResponse } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { badRequest } from '../../plugins/http-errors.ts';
import type { InventorySatelliteService } from './inventory-satellite-service.ts';

const MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']);

/**
 * POST /api/inventory/v1/upload/chassis (SPEC §7): multipart with `file` and `appointmentId`. Multipart is
 * registered in this plugin's scope only, so no other route starts accepting uploads by accident.
 */
export const chassisUploadRoutes =
  (service: InventorySatelliteService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: true });
    app.post(
      '/api/inventory/v1/upload/chassis',
      {
        config: { access: 'UPDATE_INVENTORY' },
        schema: {
          tags: ['inventory: details'],
          consumes: ['multipart/form-data'],
          response: { 200: chassisUploadResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw badRequest('Send multipart/form-data with a file and an appointmentId.', 'body');
        let appointmentId: string | undefined;
        let file: { fileName: string; mimeType: string; content: Buffer } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file') {
            file = { fileName: part.filename, mimeType: part.mimetype, content: await part.toBuffer() };
          } else if (part.type === 'field' && part.fieldname === 'appointmentId' && typeof part.value === 'string') {
            appointmentId = part.value.trim();
          }
        }
        if (!appointmentId || !/^[A-Za-z0-9-]{1,40}$/.test(appointmentId))
          throw badRequest('appointmentId is required.', 'body.appointmentId');
        if (!file || file.content.length === 0) throw badRequest('file is required.', 'body.file');
        if (!IMAGE_TYPES.has(file.mimeType))
          throw badRequest('file must be a JPEG, PNG, WebP, HEIC image or a PDF.', 'body.file');
        const upload = await service.uploadChassis(request.caller, appointmentId, file);
        return { data: { ...upload, message: MESSAGES.barcodeSaved } };
      },
    );
  };
