// Vite build of the SPA: React, Tailwind, and the production build web/dist that Hosting serves.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
