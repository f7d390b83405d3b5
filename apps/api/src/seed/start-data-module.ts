import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../plugins/db/database.ts';
import { prepareStartData, startSeedOf } from './start-data.ts';
import { writeDemoMedia } from './demo-media-files.ts';

/**
 * The seed's face: what an empty database gets before the server takes requests (start-data.ts), and the
 * demo's cleaning photos and tutorials (issue 17), which live in the local storage, not the database.
 */
export const startDataFace = {
  area: 'seed',
  async prepare(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
    await prepareStartData(db, config, log);
    if (!config.s3 && startSeedOf(config) === 'demo') await writeDemoMedia(config.dataDir);
  },
};
