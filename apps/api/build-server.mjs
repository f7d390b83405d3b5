// Compiles the API into one ES module, dist/server.mjs, that plain `node` runs (npm start; issue 12).
// Our workspace packages (@b2c/*, TypeScript sources) are bundled in; every other package stays an
// import of node_modules, as installed.
import { build } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;

await build({
  entryPoints: [here('src/server.ts')],
  outfile: here('dist/server.mjs'),
  bundle: true,
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
