// Vite build of the SPA: React, Tailwind, and the production build web/dist that Hosting serves.
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { envSchema } from './src/config/env-schema';
import { contentSecurityPolicy } from './src/config/csp';

/**
 * The Content-Security-Policy of this build's configuration in index.html's head (issue 23):
 * emulator hosts for a local build, the project's Firebase endpoints for a production one. Not in `vite dev`, whose
 * client injects scripts and a websocket of its own.
 */
function contentSecurityPolicyMeta(): Plugin {
  let policy = '';
  return {
    name: 'backoffice-csp',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(envSchema.parse(loadEnv(config.mode, config.envDir || config.root, 'VITE_')));
    },
    // Right after the charset (which must stay in the first 1,024 bytes), before any script or style sheet.
    transformIndexHtml(html) {
      const charset = /(<meta charset="[^"]*"\s*\/?>)/i;
      if (!charset.test(html)) throw new Error('index.html needs <meta charset> for the CSP <meta> to follow');
      return html.replace(
        charset,
        `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicyMeta()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The manifest tells tests/tools/bundle-budget.ts which chunks each screen loads (design.md §7 budgets).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // @backoffice/shared is pure (style.md): its modules have no side effects, so unused schemas and tables
      // are dropped from the sign-in bundle instead of riding along with the one schema it needs.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) },
    },
  },
});
