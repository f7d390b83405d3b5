import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Paths whose answers are never compressed on the fly:
 * - the sign-in (the IdP's /oidc endpoints and its /interaction pages) answers with tokens, codes and
 *   session cookies next to values the caller chose (redirect_uri, state, login_hint): compressed
 *   together, a watcher of the wire could guess the secret from the compressed length (BREACH). The
 *   /api answers are read with a bearer token another site's page cannot attach, which BREACH needs.
 * - stored files go out byte for byte with their length (download progress): images and videos are
 *   compressed already, and anything else is somebody's file.
 * The panel's scripts and styles come pre-compressed from the build (@fastify/static `preCompressed`
 * finds the content-encoding set and the plugin skips them); a file the build left without a copy (under
 * 1 KB, or a build without the step) is compressed here as it streams out.
 */
const UNCOMPRESSED_PATHS = /^\/(?:oidc|interaction|api\/storage\/download)(?:\/|$)/;

/**
 * The streamed CSV exports (issue 30: the inventory grid's is up to 200,000 rows, ~50 MB) go out in gzip
 * even to a browser that prefers brotli: brotli's encoder held 30–60 MB more of the server's memory per
 * export and sent its first byte only after ~0.5 s of input (bench/README.md "Issue 30: streamed CSV
 * export"); gzip streams in small blocks with a fixed, small window.
 */
const GZIP_ONLY_PATHS = /^\/api\/inventory\/export(?:\/|$)/;

/** Below this many bytes the headers and the CPU cost more than compression saves. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses responses by the caller's Accept-Encoding (brotli preferred, then gzip); a caller that
 * sends none — `app.inject` by default, curl — gets the plain bytes. Request bodies are not decompressed:
 * no client of ours sends one compressed, and a decompressor in front of every body is surface for nothing.
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin, so its onRoute hook already sees the opt-out on these routes.
  app.addHook('onRoute', (route) => {
    if (UNCOMPRESSED_PATHS.test(route.url)) route.compress = false;
    else if (GZIP_ONLY_PATHS.test(route.url)) route.compress = { encodings: ['gzip'] };
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    // Applies to answers sent whole (JSON); a stream (CSV export, a file) is compressed by its type.
    threshold: THRESHOLD_BYTES,
    // Quality 4 is brotli's fast setting (close to gzip 6 in time, smaller output); 11 is for the build.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
