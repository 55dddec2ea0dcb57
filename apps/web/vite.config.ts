import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { preactAliases, preactJsx } from './preact-aliases.ts';

/**
 * sonner injects its stylesheet as a <style> element when it loads, which the server's
 * Content-Security-Policy (style-src 'self') blocks: the toasts came out unstyled and the browser logged a
 * CSP error. The same CSS ships as a file instead (app/toaster.tsx imports sonner/dist/styles.css), and
 * this drops the injection from sonner's module. Build only: the unit tests have no CSP.
 */
const sonnerWithoutInlineStyle: Plugin = {
  name: 'orchim:sonner-without-inline-style',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
    const stripped = code.replace(/^__insertCSS\(/m, 'void (');
    if (stripped === code) this.error('sonner no longer calls __insertCSS: check how it loads its CSS');
    return { code: stripped, map: null };
  },
};

// `npm run dev` proxies everything that is not the SPA to the API server (npm run dev -w @orchim/server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/auth', '/rest', '/storage', '/functions', '/health', '/app-config.json'];

export default defineConfig({
  plugins: [
    // Hot reload for Preact components (Vite's Oxc transform marks them; @prefresh swaps them in place).
    await prefresh(),
    tailwindcss(),
    sonnerWithoutInlineStyle,
    // Pre-compressed copies; the server sends them as they are (@fastify/static preCompressed).
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpe?g|webp|woff2?)$/] }),
  ],
  // Set here, not left to @prefresh/vite, whose default is the classic h() runtime.
  oxc: { jsx: preactJsx },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" markers mean nothing in an SPA; react-router feature-detects
        // React 19's useOptimistic, which preact/compat does not have, and falls back by itself.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      // Host kept as the browser sent it (the string shorthand would change it), so the server names this
      // origin as the API URL in /app-config.json and the app's calls come back through the proxy.
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
      '/realtime': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
