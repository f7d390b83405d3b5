// `npm start` (issue 30): the build step (build-if-changed.mjs: only what changed is built) and then the
// server in this same process, one Node start instead of two. Source maps are turned on here, as
// --enable-source-maps did: every module of the server loads after this line.
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const built = buildIfChanged(fileURLToPath(new URL('../..', import.meta.url)));
console.log(built.length ? `built: ${built.join(', ')}` : 'panel and server are up to date: serving them as built');
process.setSourceMapsEnabled(true);
await import('./dist/server.mjs');
