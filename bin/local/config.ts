// Ports, paths and names of the local stack, in one place, each overridable by env.
import path from 'node:path';

export interface LocalConfig {
  /** Repository root (handler entries in infra/routes.ts are relative to it). */
  root: string;
  /** The one port the browser talks to (SPA, /api, /cognito, /s3, /dev/outbox). 0 = any free port. */
  port: number;
  host: string;
  /**
   * White-label portal domains (MARKK_PORTAL_HOSTS, comma-separated): host names the server also
   * answers to, for client approval pages only, as an agency's own domain does in AWS.
   */
  portalHosts: string[];
  /** Where DynamoDB Local, cognito-local, s3rver and the outbox keep their data; null = in memory / temporary. */
  dataDir: string;
  /** DynamoDB Local keeps its tables in memory instead of under dataDir (tests). */
  inMemoryDb: boolean;
  stage: string;
  tableName: string;
  logosBucket: string;
  resourcesBucket: string;
  userPoolName: string;
  userPoolClientName: string;
  /** Serve the SPA through Vite's dev server with hot reload instead of web/dist. */
  dev: boolean;
  /** Run the hourly scheduled handler on a timer. */
  scheduleEveryMs: number;
  /** Milliseconds between workflow task retries instead of the definition's backoff (tests); undefined = as defined. */
  workflowRetryIntervalMs?: number | undefined;
  /** How long a publish message the worker failed stays invisible before it is received again (SQS visibility timeout). */
  publishVisibilityTimeoutMs?: number | undefined;
  /** Print the verification mails and request lines to the terminal. */
  verbose: boolean;
}

export function localConfig(overrides: Partial<LocalConfig> = {}): LocalConfig {
  const root = overrides.root ?? path.resolve(import.meta.dirname, '..', '..');
  const env = process.env;
  return {
    root,
    port: Number(env.MARKK_PORT ?? 3000),
    host: env.MARKK_HOST ?? '127.0.0.1',
    portalHosts: (env.MARKK_PORTAL_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    dataDir: path.resolve(root, env.MARKK_DATA_DIR ?? '.local'),
    inMemoryDb: false,
    stage: 'local',
    tableName: 'markk-local',
    logosBucket: 'markk-local-logos',
    resourcesBucket: 'markk-local-resources',
    userPoolName: 'markk-local',
    userPoolClientName: 'markk-local-web',
    dev: false,
    scheduleEveryMs: 60 * 60 * 1000,
    verbose: true,
    ...overrides,
  };
}
