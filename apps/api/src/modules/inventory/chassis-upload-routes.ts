import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { hasControlCharacters, inventoryFactEndpoints as api } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { route } from '../../plugins/endpoint-routes.ts';
import { badRequest, HttpError } from '../../kits/http-errors.ts';
import { contentRules } from '../../kits/content-sniffer.ts';
import { receiveToBuffer } from '../../kits/upload-receiver.ts';
import type { InventorySatelliteService } from './inventory-satellite-service.ts';

const MAX_BYTES = 5 * 1024 * 1024;
/** Checked against the content, never the declared type; HEIF is HEIC's container under its other brand. */
const CHASSIS_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'];
const CHASSIS_TYPES_LABEL = 'a JPEG, PNG, WebP, HEIC image or a PDF';
const chassisRules = contentRules('body.file', MAX_BYTES, CHASSIS_TYPES, CHASSIS_TYPES_LABEL);

/**
 * POST /api/inventory/v1/upload/chassis (SPEC §7): multipart with `file` and `appointmentId`. Multipart is
 * registered in this plugin's scope only, so no other route starts accepting uploads by accident.
 */
export const chassisUploadRoutes =
  (service: InventorySatelliteService): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: true });
    route(app, api.uploadChassis, async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send multipart/form-data with a file and an appointmentId.', 'body');
      let appointmentId: string | undefined;
      let file: { fileName: string; mimeType: string; content: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file') {
            // The name is stored and shown: NUL cannot be stored, and other controls hide text.
            if (hasControlCharacters(part.filename))
              throw badRequest('the file name must not contain control characters', 'body.file');
            // The record keeps the detected type: a PNG sent as image/jpeg is stored, and served, as a PNG.
            const { content, type } = await receiveToBuffer(part.file, chassisRules);
            file = { fileName: part.filename, mimeType: type, content };
          } else if (part.type === 'field' && part.fieldname === 'appointmentId' && typeof part.value === 'string') {
            appointmentId = part.value.trim();
          }
        }
      } catch (err) {
        // Our refusals and the plugin's size limits (413) stand; anything else is a body cut off mid-part
        // or otherwise broken, which the parser reports as a plain error.
        if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
        throw badRequest('The upload was cut off or malformed.', 'body');
      }
      if (!appointmentId || !/^[A-Za-z0-9-]{1,40}$/.test(appointmentId))
        throw badRequest('appointmentId is required.', 'body.appointmentId');
      if (!file) throw badRequest('file is required.', 'body.file');
      const upload = await service.uploadChassis(request.caller, appointmentId, file);
      return { data: { ...upload, message: MESSAGES.barcodeSaved } };
    });
  };
