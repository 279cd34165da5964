import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000, manifest: true },
  server: {
    port: 5173,
    proxy: { '/paperdesk': 'http://localhost:8080', '^/auth(/|$|\\?)': 'http://localhost:8080' },
  },
  test: {
    include: ['{src,resources,dataProvider,authProvider,i18n,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['test/setupTests.ts'],
  },
});
