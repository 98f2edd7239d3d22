// Builds the SPA into web/dist when its sources changed since the last build, so a fresh
// `npm start` works without a separate build step and a warm one starts at once.
// The build goes to its own directory first and is then copied in, index.html last, without
// removing the previous build's hashed chunks: a stack already serving web/dist (another test
// run, a second `npm start`) never sees a half-written or emptied directory.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function hashSources(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (name === 'dist' || name === 'node_modules' || name.startsWith('.dist-')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'web'));
  walk(path.join(root, 'functions', 'contracts'));
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex');
}

export async function buildWebIfStale(root: string, log: (line: string) => void): Promise<void> {
  const dist = path.join(root, 'web', 'dist');
  const stamp = path.join(dist, '.source-hash');
  const hash = hashSources(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(path.join(dist, 'index.html'))) return;
  log('Building the web app (first start or changed sources)…');
  const { build } = await import('vite');
  const staging = path.join(root, 'web', `.dist-${process.pid}-${Date.now()}`);
  // A production build, as deployed, also from a test run (vitest sets NODE_ENV=test, and
  // Vite builds React's development build for any NODE_ENV but production).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, 'web', 'vite.config.ts'), logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } });
    cpSync(staging, dist, { recursive: true, filter: (source) => path.basename(source) !== 'index.html' });
    cpSync(path.join(staging, 'index.html'), path.join(dist, 'index.html'));
    writeFileSync(stamp, hash);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(staging, { recursive: true, force: true });
  }
}
