import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import {
  USER_IMAGE_MAX_BYTES,
  USER_IMAGE_TYPES,
  USER_IMAGE_TYPES_LABEL,
  hasControlCharacters,
  userImageVersionField,
  usersImageEndpoints as api,
} from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { HttpError, badRequest, invalidFields } from '../../kits/http-errors.ts';
import { contentRules } from '../../kits/content-sniffer.ts';
import { receiveToBuffer } from '../../kits/upload-receiver.ts';
import type { CheckedImage, UsersImageService } from './users-image-service.ts';

const MAX_FILE_NAME = 200;
const invalid = (field: string, message: string) => invalidFields([{ field: `body.${field}`, message }]);

/** The image is judged by its bytes: a script named photo.png is a 400 on `file`, whatever it declares. */
const imageRules = contentRules('body.file', USER_IMAGE_MAX_BYTES, USER_IMAGE_TYPES, USER_IMAGE_TYPES_LABEL, () =>
  invalid('file', `must be ${USER_IMAGE_TYPES_LABEL}`),
);

/** The form's two parts: the image and the user's version; anything else is ignored. */
async function readForm(parts: AsyncIterable<import('@fastify/multipart').Multipart>) {
  let version: string | undefined;
  let file: CheckedImage | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') {
        // The name is stored and shown in the trail: NUL cannot be stored, and other controls hide text.
        if (hasControlCharacters(part.filename) || part.filename.length > MAX_FILE_NAME)
          throw invalid('file', `must have a name of at most ${MAX_FILE_NAME} plain characters`);
        const { content, type } = await receiveToBuffer(part.file, imageRules);
        file = { fileName: part.filename, type, content };
      } else if (part.type === 'field' && part.fieldname === 'version' && typeof part.value === 'string') {
        version = part.value;
      }
    }
  } catch (err) {
    // Our refusals and the plugin's size limit (413) stand; anything else is a body cut off mid-part.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('The upload was cut off or malformed.', 'body');
  }
  return { version, file };
}

/**
 * POST /api/v2/users/{id}/image (multipart `file` + `version`) and DELETE /api/v2/users/{id}/image.
 * Multipart is registered in this plugin's scope only, so no other users route starts accepting uploads.
 * The file is judged by its bytes: a script named photo.png is a 400 on `file`, whatever it declares.
 */
export const usersImageRoutes =
  (images: UsersImageService): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: USER_IMAGE_MAX_BYTES, files: 1, fields: 3 },
      throwFileSizeLimit: true,
    });
    route(app, api.upload, async (request) => {
      if (!request.isMultipart()) throw badRequest('Send multipart/form-data with a file and a version.', 'body');
      const form = await readForm(request.parts());
      const version = userImageVersionField.safeParse(form.version);
      if (!version.success) throw invalid('version', 'must be the version of the user you are changing');
      if (!form.file) throw invalid('file', 'is required');
      return { data: await images.upload(request.caller, request.params.id, version.data, form.file) };
    });
    route(app, api.remove, async (request) => ({
      data: await images.remove(request.caller, request.params.id, request.query.version),
    }));
  };
