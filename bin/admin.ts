// `npm run admin -- grant <email> admin|moderator` and `revoke <email> admin|moderator`:
// community roles (spec 02 §6) for the user with that e-mail, found in the user pool
// (ListUsers, filter `email = "…"`), written as the userRole item the API reads.
//
// Where:
// - the local stack (default): the running `npm start` (its emulators' endpoints are in
//   <data dir>/endpoints.json; MARKK_DATA_DIR as for npm start), or the endpoints in the
//   environment (TABLE_NAME, DYNAMODB_ENDPOINT, USER_POOL_ID, COGNITO_ENDPOINT);
// - a deployed stage: `--stage <name>` with AWS credentials for its account (the usual
//   AWS_PROFILE / AWS_REGION). The user pool is found by its name `markk-<stage>`, the table
//   as the Data stack's table (`Markk-<stage>-Data-…`); `--table` and `--user-pool` name
//   them outright.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient, ListUserPoolsCommand, ListUsersCommand, type UserPoolDescriptionType } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localConfig } from './local/config.ts';
import { LOCAL_ENDPOINTS_FILE } from './local/stack.ts';

const USAGE = `Usage:
  npm run admin -- grant <email> admin|moderator [--stage <stage>] [--table <name>] [--user-pool <id>]
  npm run admin -- revoke <email> admin|moderator [--stage <stage>] [--table <name>] [--user-pool <id>]
  npm run admin -- show <email> [--stage <stage>]
Without --stage: the local stack started with npm start.`;

class UsageError extends Error {}

interface Target {
  where: string;
  region: string;
  tableName: string;
  userPoolId: string;
  dynamodbEndpoint?: string | undefined;
  cognitoEndpoint?: string | undefined;
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      flags[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  const [command, email, role] = positional;
  if (command !== 'grant' && command !== 'revoke' && command !== 'show') throw new UsageError(command ? `Unknown command "${command}".` : 'Say what to do.');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('Give the e-mail address of the user.');
  if (command !== 'show' && role !== 'admin' && role !== 'moderator') throw new UsageError('The role is admin or moderator.');
  return { command, email: email.trim().toLowerCase(), role: role as 'admin' | 'moderator' | undefined, flags };
}

const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'local' };

function localTarget(): Target {
  const env = process.env;
  if (env.TABLE_NAME && env.DYNAMODB_ENDPOINT && env.USER_POOL_ID && env.COGNITO_ENDPOINT) {
    return {
      where: 'the local stack (from the environment)',
      region: 'us-east-1',
      tableName: env.TABLE_NAME,
      userPoolId: env.USER_POOL_ID,
      dynamodbEndpoint: env.DYNAMODB_ENDPOINT,
      cognitoEndpoint: env.COGNITO_ENDPOINT,
    };
  }
  const file = path.join(localConfig().dataDir, LOCAL_ENDPOINTS_FILE);
  if (!existsSync(file))
    throw new UsageError(`Markk is not running locally (no ${file}): start it with npm start in another terminal, or pass --stage <stage>.`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { tableName: string; dynamodbEndpoint: string; cognitoEndpoint: string; userPoolId: string };
  return { where: 'the local stack', region: 'us-east-1', ...saved };
}

async function stageTarget(stage: string, flags: Record<string, string>): Promise<Target> {
  const region = flags.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new UsageError('Set AWS_REGION (or --region) to the region the stage is deployed in.');
  let userPoolId = flags['user-pool'];
  if (!userPoolId) {
    const cognito = new CognitoIdentityProviderClient({ region });
    const pools: UserPoolDescriptionType[] = [];
    let NextToken: string | undefined;
    do {
      const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
      pools.push(...(page.UserPools ?? []));
      NextToken = page.NextToken;
    } while (NextToken);
    const named = pools.filter((p) => p.Name === `markk-${stage}`);
    if (named.length !== 1)
      throw new UsageError(`Found ${named.length} user pools named markk-${stage} in ${region}: pass --user-pool <id> (the Auth stack's UserPoolId output).`);
    userPoolId = named[0]!.Id!;
  }
  let tableName = flags.table;
  if (!tableName) {
    const dynamo = new DynamoDBClient({ region });
    const names: string[] = [];
    let ExclusiveStartTableName: string | undefined;
    do {
      const page = await dynamo.send(new ListTablesCommand({ ExclusiveStartTableName }));
      names.push(...(page.TableNames ?? []));
      ExclusiveStartTableName = page.LastEvaluatedTableName;
    } while (ExclusiveStartTableName);
    const matching = names.filter((n) => n.startsWith(`Markk-${stage}-Data-`));
    if (matching.length !== 1)
      throw new UsageError(`Found ${matching.length} tables of the stage ${stage} in ${region}: pass --table <name> (the Data stack's TableName output).`);
    tableName = matching[0]!;
  }
  return { where: `the stage ${stage} (${region})`, region, tableName, userPoolId };
}

/** The user's id (the token's sub) for the e-mail. */
async function userIdFor(target: Target, email: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: target.region,
    ...(target.cognitoEndpoint ? { endpoint: target.cognitoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  const { Users = [] } = await cognito.send(
    new ListUsersCommand({ UserPoolId: target.userPoolId, Filter: `email = "${email.replace(/["\\]/g, '')}"`, Limit: 2 }),
  );
  // cognito-local ignores filters on some versions: keep only exact matches.
  const found = Users.filter((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === email));
  if (found.length === 0) throw new UsageError(`No user with the e-mail ${email} in ${target.where}.`);
  if (found.length > 1) throw new UsageError(`More than one user has the e-mail ${email} in ${target.where}.`);
  const sub = found[0]!.Attributes?.find((a) => a.Name === 'sub')?.Value ?? found[0]!.Username;
  if (!sub) throw new Error(`The user ${email} has no id`);
  return sub;
}

async function main() {
  const { command, email, role, flags } = parseArgs(process.argv.slice(2));
  const stage = flags.stage ?? (process.env.MARKK_STAGE && process.env.MARKK_STAGE !== 'local' ? process.env.MARKK_STAGE : undefined);
  const target = stage && stage !== 'local' ? await stageTarget(stage, flags) : localTarget();
  const userId = await userIdFor(target, email);

  // The domain reads its table and endpoint from the environment (functions/lib/config.ts).
  process.env.TABLE_NAME = target.tableName;
  process.env.AWS_REGION = target.region;
  if (target.dynamodbEndpoint) {
    process.env.DYNAMODB_ENDPOINT = target.dynamodbEndpoint;
    process.env.AWS_ACCESS_KEY_ID ??= LOCAL_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_CREDENTIALS.secretAccessKey;
  } else delete process.env.DYNAMODB_ENDPOINT;
  const Roles = await import('../functions/domain/roles.ts');

  if (command === 'grant') {
    await Roles.grant(userId, role!, 'admin command');
    process.stdout.write(`${email} is now ${role === 'admin' ? 'an admin' : 'a moderator'} in ${target.where}.\n`);
  } else if (command === 'revoke') {
    const had = await Roles.revoke(userId, role!);
    process.stdout.write(
      had
        ? `${email} is no longer ${role === 'admin' ? 'an admin' : 'a moderator'} in ${target.where}.\n`
        : `${email} was not ${role === 'admin' ? 'an admin' : 'a moderator'} in ${target.where}: nothing changed.\n`,
    );
  }
  process.stdout.write(`${email}'s community role: ${await Roles.roleOf(userId)}\n`);
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`The admin command failed: ${(error as Error).message}\n`);
  process.exit(1);
}
