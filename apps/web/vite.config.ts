import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev` proxies everything that is not the SPA to the API server (npm run dev -w @orchim/server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/auth', '/rest', '/storage', '/functions', '/health', '/app-config.json'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Pre-compressed copies; the server sends them as they are (@fastify/static preCompressed).
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpe?g|webp|woff2?)$/] }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, apiTarget])),
      '/realtime': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
