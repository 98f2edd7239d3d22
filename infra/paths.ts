// Absolute paths CDK needs (handler entries, lock file, SPA sources), independent of the cwd.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/** Resolves a repository-relative path such as a route's `entry`. */
export function fromRoot(relativePath: string): string {
  return join(repoRoot, relativePath);
}
