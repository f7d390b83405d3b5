import { tutorialMediaOfExtension } from '@b2c/domain';
import {
  TUTORIAL_EXTENSIONS,
  type Tutorial,
  type TutorialFilter,
  type tutorialInput,
  type tutorialUploadBody,
} from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { auditCreated } from '../../kits/audit.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import type { ObjectStorage, UploadTicket } from '../../plugins/storage.ts';
import { uploadTicket } from '../../kits/upload-ticket.ts';
import { tutorialRepository, type TutorialRow, type TutorialViewer } from './tutorial-repository.ts';

export const TUTORIAL_ENTITY = 'tutorial';

/** Where a vertical's tutorial files live: the create step reads the vertical back out of the key. */
const folderOf = (caller: Caller) => `tutorials/${caller.vertical.country}/${caller.vertical.vehicleType}/`;

/** Those who may add tutorials see them all; everyone else the open ones and their groups'. */
const viewerOf = (caller: Caller): TutorialViewer =>
  caller.permissions.has('MANAGE_TUTORIALS') ? null : caller.groups;

/** Training tutorials (issue 17): list what the caller may see, add one whose file is uploaded. */
export function tutorialService(db: Db, storage: ObjectStorage) {
  const toTutorial = async (r: TutorialRow): Promise<Tutorial> => ({
    id: r.id,
    title: r.title,
    category: r.category,
    language: r.language,
    mediaKind: r.mediaKind,
    fileName: r.fileName,
    url: await storage.signDownloadUrl(r.storageKey),
    groups: r.groups,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  });

  return {
    async list(caller: Caller, q: TutorialFilter & Paged): Promise<Tutorial[]> {
      const rows = await tutorialRepository(db).list(caller.vertical, viewerOf(caller), q);
      return Promise.all(rows.map(toTutorial));
    },
    count: (caller: Caller, q: TutorialFilter) => tutorialRepository(db).count(caller.vertical, viewerOf(caller), q),

    uploadUrl: (caller: Caller, body: z.infer<typeof tutorialUploadBody>): Promise<UploadTicket> =>
      uploadTicket(storage, {
        folder: folderOf(caller),
        fileName: body.fileName,
        extension: body.extension,
        allowed: TUTORIAL_EXTENSIONS,
      }),

    async create(caller: Caller, input: z.infer<typeof tutorialInput>): Promise<Tutorial> {
      const v = caller.vertical;
      const rest = input.key.startsWith(folderOf(caller)) ? input.key.slice(folderOf(caller).length) : '';
      const mediaKind = tutorialMediaOfExtension(rest.split('.').pop() ?? '');
      if (!rest || rest.includes('/') || !mediaKind)
        throw badRequest(`This file was not uploaded as a tutorial of ${v.country} ${v.vehicleType}.`, 'body.key');
      if (!(await storage.exists(input.key)))
        throw badRequest('The file has not been uploaded yet: upload it, then add the tutorial.', 'body.key');
      const row = await db.transaction(async (tx) => {
        const repo = tutorialRepository(tx);
        if (await repo.find(v, { storageKey: input.key })) throw conflict(`${input.fileName} is already a tutorial.`);
        const created = await repo.insert({
          ...v,
          title: input.title,
          category: input.category,
          language: input.language,
          mediaKind,
          fileName: input.fileName,
          storageKey: input.key,
          groups: [...new Set(input.groups)],
          createdBy: caller.userName,
        });
        await auditCreated(tx, caller, TUTORIAL_ENTITY, created.id, {
          title: created.title,
          category: created.category,
          language: created.language,
          mediaKind: created.mediaKind,
          fileName: created.fileName,
          groups: created.groups,
        });
        return created;
      });
      return toTutorial(row);
    },
  };
}
export type TutorialService = ReturnType<typeof tutorialService>;
