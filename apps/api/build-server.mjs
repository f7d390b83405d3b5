// Compiles the API into ES modules that plain `node` runs (npm start; issue 12): dist/server.mjs and, split
// out of it (issue 30), the files of what it imports dynamically (dist/chunks/), so the server can start
// the embedded database before loading the rest of its code. Our workspace packages (@b2c/*, TypeScript
// sources) are bundled in; every other package stays an import of node_modules, as installed.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const here = (path) => new URL(path, import.meta.url).pathname;

// Chunk names carry a hash: the previous build's are removed, not left to pile up.
rmSync(here('dist/chunks'), { recursive: true, force: true });
await build({
  entryPoints: { server: here('src/server.ts') },
  outdir: here('dist'),
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@b2c/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
