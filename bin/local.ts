// `npm start` (and `npm run dev`): Markk on this machine, on emulators, at one URL.
import { buildWebIfStale } from './local/build-web.ts';
import { localConfig } from './local/config.ts';
import { startLocalStack, type LocalStack } from './local/stack.ts';

const dev = process.argv.includes('--dev');
const config = localConfig({ dev });
const say = (line: string) => process.stdout.write(`${line}\n`);

let stack: LocalStack | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const started = Date.now();
  if (!dev) await buildWebIfStale(config.root, say);
  say('Starting Markk locally (DynamoDB Local, S3, Cognito, API, workflows)…');
  stack = await startLocalStack(config);
  say('');
  say(`  Markk is running at ${stack.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  say(`  E-mails (verification codes, team invitations): ${stack.url}/dev/outbox   Data: ${config.dataDir}   Stop: Ctrl-C`);
  say(`  Social networks (the local sandbox: what each fake account published): ${stack.url}/dev/networks`);
  say('');
} catch (error) {
  const e = error as Error;
  process.stderr.write(`Markk could not start: ${e.name === 'StartupError' ? e.message : e.message.split('\n')[0]}\n`);
  await stack?.stop();
  process.exit(1);
}
