// Bundles the functions with esbuild into dist/ — @backoffice/shared inlined, npm dependencies external —
// and writes dist/package.json, the self-contained package `firebase deploy` uploads (npm workspaces are not).
import { build, context, type BuildOptions } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};
// Workspace packages are bundled; only registry packages stay external and go in dist/package.json.
const runtimeDependencies = Object.fromEntries(
  Object.entries(manifest.dependencies).filter(([name]) => !name.startsWith('@backoffice/')),
);

const options: BuildOptions = {
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outfile: path.join(here, 'dist', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(runtimeDependencies),
  logLevel: 'warning',
};

mkdirSync(path.join(here, 'dist'), { recursive: true });
writeFileSync(
  path.join(here, 'dist', 'package.json'),
  `${JSON.stringify(
    {
      name: `${manifest.name.replace('@backoffice/', 'backoffice-')}-deploy`,
      version: manifest.version,
      private: true,
      main: 'index.js',
      engines: manifest.engines,
      dependencies: runtimeDependencies,
    },
    null,
    2,
  )}\n`,
);

// Parameter values (.env, .env.<project>, .env.local) must sit beside the deployed index.js: firebase-tools reads
// them from functions.source, which is dist/.
for (const name of readdirSync(here).filter((file) => /^\.env(\..+)?$/.test(file))) {
  copyFileSync(path.join(here, name), path.join(here, 'dist', name));
}

if (process.argv.includes('--watch')) {
  const watcher = await context(options);
  await watcher.watch();
  console.log('[functions] watching for changes');
} else {
  await build(options);
}
