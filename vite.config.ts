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
    include: ['{src,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each test file opens its own database (in-memory PGlite or a scratch PostgreSQL database): files run three at a
    // time on two CPUs, the default of one leaves them idle while tests wait on peers and timers.
    maxWorkers: 3,
    setupFiles: ['test/setupTests.ts'],
  },
});
