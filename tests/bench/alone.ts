// One bench on its own (`npx tsx tests/bench/<name>.ts`): its own in-memory stack and a
// signed-in user, the bench's result printed, then the stack stopped.
import { pathToFileURL } from 'node:url';
import type { LocalStack } from '../../bin/local/stack.ts';

/** Runs `bench` when `moduleUrl` is the script node was started with; does nothing when the module is imported. */
export async function runAlone<R>(moduleUrl: string, bench: (stack: LocalStack, token: string) => Promise<R>, print: (result: R) => void): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const { localConfig } = await import('../../bin/local/config.ts');
  const { startLocalStack } = await import('../../bin/local/stack.ts');
  const { signedInToken } = await import('./load.ts');
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    print(await bench(stack, await signedInToken(stack.url, stack.userPoolClientId)));
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
