import { Worker } from 'node:worker_threads';
import { once } from 'node:events';

interface WorkerMessage {
  type: 'ready' | 'dumped' | 'stopped';
  port?: number;
}

/** A PGlite database served on 127.0.0.1 from a worker thread. */
export interface EmbeddedPostgres {
  connectionString: string;
  /** Writes the whole database image to a file (a template for fast test databases). */
  dumpTo(file: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: {
  dataDir?: string | undefined;
  templateFile?: string | undefined;
}): Promise<EmbeddedPostgres> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, templateFile: options.templateFile },
  });
  const next = async (type: WorkerMessage['type']): Promise<WorkerMessage> => {
    for (;;) {
      const [msg] = (await Promise.race([
        once(worker, 'message'),
        once(worker, 'error').then(([e]) => Promise.reject(e)),
      ])) as [WorkerMessage];
      if (msg.type === type) return msg;
    }
  };
  const ready = await next('ready');
  let stopped = false;
  return {
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${ready.port}/postgres?sslmode=disable`,
    async dumpTo(file) {
      worker.postMessage({ type: 'dump', file });
      await next('dumped');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      worker.postMessage({ type: 'stop' });
      await next('stopped');
      await worker.terminate();
    },
  };
}
