import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API (and its OIDC provider) runs on :8080; in development Vite forwards those paths to it. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';
const proxied = { target: API_ORIGIN, changeOrigin: false };

/**
 * Vendor chunks split by how often they change and who needs them first: the landing page needs react,
 * the router, the OIDC client and antd's core; the layout and grids pull the rest of antd lazily.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|react-oidc-context|jwt-decode)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': proxied, '/oidc': proxied, '/healthz': proxied },
  },
  preview: {
    proxy: { '/api': proxied, '/oidc': proxied, '/healthz': proxied },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in dist: the server would publish the source with them.
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
