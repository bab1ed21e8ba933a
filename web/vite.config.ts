// The build is deterministic (no content hashes, no timestamps) so the
// committed static/app can be compared byte for byte with a fresh build.
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/static/app/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'static/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        entryFileNames: 'app.js',
        chunkFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  test: { include: ['src/**/*.test.ts'] },
});
