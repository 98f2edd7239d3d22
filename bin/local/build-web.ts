// Builds the SPA into web/dist when its sources changed since the last build, so a fresh
// `npm start` works without a separate build step and a warm one starts at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function hashSources(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (name === 'dist' || name === 'node_modules') continue;
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
  await build({ configFile: path.join(root, 'web', 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stamp, hash);
}
