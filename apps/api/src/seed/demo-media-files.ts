import { Readable } from 'node:stream';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileOfKey, writeUpload } from '../kits/storage-files.ts';
import { DEMO_MEDIA } from './demo-media.ts';

/**
 * Puts the demo photos and tutorials into the local object storage (DATA_DIR/uploads) when missing,
 * through the storage's own write (so they pass its content check). Demo data runs on local storage only;
 * with S3 configured nothing is written and the demo rows' links answer 404.
 */
export async function writeDemoMedia(dataDir: string): Promise<void> {
  const root = join(dataDir, 'uploads');
  for (const [key, make] of Object.entries(DEMO_MEDIA)) {
    const file = fileOfKey(root, key);
    if (await stat(file).catch(() => undefined)) continue;
    await writeUpload(Readable.from([make()]), file, key.endsWith('.pdf') ? 'application/pdf' : 'image/png');
  }
}
