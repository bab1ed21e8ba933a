// The build is deterministic (content hashes of the content alone, no
// timestamps) so the committed static/app can be compared byte for byte with
// a fresh build. Every asset's name carries its content hash, so the server
// caches it as immutable; index.html names them and is revalidated.
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
        entryFileNames: 'app-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  test: { include: ['src/**/*.test.ts'] },
});
