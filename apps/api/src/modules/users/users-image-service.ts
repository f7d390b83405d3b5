import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManagedUser, UserImageType } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import type { UsersManagementService } from './users-management-service.ts';

/** The extension a key gets: the storage serves a download by it (inline as an image, never as a page). */
const EXTENSIONS: Record<UserImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** An image the routes already checked by its bytes: what it is (detected, not declared) and its name. */
export interface CheckedImage {
  fileName: string;
  type: UserImageType;
  content: Buffer;
}

/** The storage takes files from disk (S3 needs the length up front): a short-lived temp copy. */
async function store(storage: ObjectStorage, key: string, image: CheckedImage): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'b2c-user-image-'));
  try {
    const path = join(dir, 'image');
    await writeFile(path, image.content);
    await storage.putFile(key, path, image.type);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Profile images (SPEC §7 V2 "image upload and delete"). The file goes to the storage under a new key
 * first, then the user row points at it in a versioned, audited edit; the file before is deleted only
 * after that commit, and a refused edit deletes the new file: a user never points at a missing file.
 */
export function usersImageService(storage: ObjectStorage, managed: UsersManagementService) {
  async function dropFile(key: string | null) {
    // A failed delete leaves an orphan file, never a user without their image: not the caller's error.
    if (key) await storage.remove(key).catch(() => undefined);
  }

  return {
    async upload(caller: Caller, id: number, version: number, image: CheckedImage): Promise<ManagedUser> {
      // A user of another vertical is a 404 before anything is stored.
      await managed.get(caller, id);
      const key = `users/${id}/${randomUUID()}.${EXTENSIONS[image.type]}`;
      await store(storage, key, image);
      const changed = await managed
        .setImage(caller, id, version, { key, fileName: image.fileName })
        .catch(async (err: unknown) => {
          await dropFile(key);
          throw err;
        });
      await dropFile(changed.replaced);
      return changed.user;
    },

    async remove(caller: Caller, id: number, version: number): Promise<ManagedUser> {
      const changed = await managed.setImage(caller, id, version, null);
      await dropFile(changed.replaced);
      return changed.user;
    },
  };
}
export type UsersImageService = ReturnType<typeof usersImageService>;
