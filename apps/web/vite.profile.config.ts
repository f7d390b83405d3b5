import config from './vite.config.ts';

/**
 * An unminified build to read component names in a profile (bench/grid-first-render.ts):
 * `npx vite build --minify false --config vite.profile.config.ts --outDir /tmp/panel-profile`.
 * Without the first-load budget check, which an unminified build fails.
 */
export default {
  ...config,
  plugins: (config.plugins as { name?: string }[]).filter((plugin) => plugin?.name !== 'first-load-budget'),
};
