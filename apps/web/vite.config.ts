import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

type RollupLog = Rollup.RollupLog;
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

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

/**
 * zod compiles object parsers with `new Function` when it can, and finds out by trying once: under the
 * server's Content-Security-Policy (no 'unsafe-eval') the browser reports that try as a CSP violation on
 * every page with a form, which Lighthouse counts against best practices. zod's documented switch,
 * `config({ jitless: true })`, is called as its core module loads, before any schema exists; parsing
 * a form's few fields without the compiled fast path costs nothing a visitor notices.
 */
const zodWithoutEval: Plugin = {
  name: 'orchim:zod-without-eval',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    if (!/^export function config\(/m.test(code)) this.error('zod no longer exports config() from its core');
    return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
  },
};

/**
 * Heebo's @font-face rules (from @fontsource-variable/heebo) say `font-display: swap`: text painted in
 * the fallback font moves when Heebo arrives, and a page the server rendered is painted before then
 * (a layout shift of up to 0.12 on a stay's page). `optional` waits for the font a moment (about 100 ms)
 * and otherwise keeps the fallback for that page view; the font is cached for the next one. The rules are
 * rewritten in the built stylesheet, before its compressed copies are made.
 */
const fontDisplayOptional: Plugin = {
  name: 'orchim:font-display-optional',
  generateBundle(_options, bundle) {
    let sheets = 0;
    let rewritten = 0;
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !file.fileName.endsWith('.css') || typeof file.source !== 'string')
        continue;
      sheets++;
      const source = file.source.replaceAll(/font-display:\s*swap/g, 'font-display:optional');
      if (source !== file.source) rewritten++;
      file.source = source;
    }
    if (sheets && !rewritten) this.error('no font-display: swap found in the built CSS: check the fonts');
  },
};

// `npm run dev` proxies everything that is not the SPA to the API server (npm run dev -w @orchim/server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/auth', '/rest', '/storage', '/functions', '/health', '/app-config.json'];

/** Libraries' "use client" markers mean nothing here (no React Server Components). */
function onwarn(warning: RollupLog, warn: (warning: RollupLog) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning);
}

/**
 * `vite build --ssr` (the build script's second step): src/entry-server.tsx as one ES module in dist-ssr,
 * its dependencies bundled in, React too (its Node build; Node's own modules stay imports).
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  copyPublicDir: false,
  target: 'node20',
  sourcemap: true,
  rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false }, onwarn },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // React's automatic JSX runtime and Fast Refresh in development.
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle,
    zodWithoutEval,
    // Pre-compressed copies; the server sends them as they are (@fastify/static preCompressed).
    ...(isSsrBuild
      ? []
      : [
          fontDisplayOptional,
          compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpe?g|webp|woff2?)$/] }),
        ]),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  ssr: { noExternal: true, target: 'node' },
  // React picks its build from NODE_ENV, which the server's config reads as "demand every secret": the
  // bundled renderer is React's production build whatever the server runs with (decision 025).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? ssrBuild
    : {
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        modulePreload: {
          // The entry's import of the app adds no <link rel="modulepreload"> to the page: a page the browser
          // renders has them in its head already (the server's preloads), and on a page the server rendered
          // the app's modules are loaded before (src/boot.ts), where each link added would only make the
          // browser recompute every element's style, a long task on a phone.
          // Only the entry imports the app's chunk (main).
          resolveDependencies: (file, deps) => (/\/main-[\w-]+\.js$/.test(file) ? [] : deps),
        },
        rolldownOptions: {
          // Rolldown's automatic splitting left each page needing up to 54 files, most under 2 kB (an icon, a
          // hook shared by three pages): on HTTP/1.1, six at a time, a phone on 4G spent over a second on
          // round trips. Common chunks under 16 kB are copied into the chunks that use them instead, which
          // keep one instance of each module between them (Rolldown's runtime registry); the stay page now
          // needs 7 files. Inlining needs the entry's exports free to drop (an app entry exports nothing).
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
          onwarn,
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
}));
