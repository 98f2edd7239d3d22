// What the virtual users need before the clock starts, made through the API as the SPA makes
// it (sign-up through the /cognito proxy with the outbox's code, Premium from the local billing
// provider, a brand kit, a project from a template), plus the shared items: a moderator's
// approved community posts everyone reacts to and replies under, the starter library's
// resources everyone downloads, and a team project its owner shares with a few members.
// Only the moderator role is granted through the domain layer (no route grants roles).
import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as Roles from '#domain/roles';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { communityEndpoints } from '#contracts/community';
import { meEndpoints } from '#contracts/me';
import { projectEndpoints } from '#contracts/projects';
import { resourceEndpoints } from '#contracts/resources';
import { taskEndpoints } from '#contracts/tasks';
import { teamEndpoints } from '#contracts/team';
import { cafeBrand } from '../support/brand.ts';
import { LoadError, type LoadClient } from './client.ts';

export const PASSWORD = 'load-secret1';

export interface Account {
  email: string;
  fullName: string;
  userId: string;
  /** Refreshed by each journey's sign-in. */
  token: string;
}

export interface VirtualUser extends Account {
  index: number;
  /** Their own project (from a template). */
  projectId: string;
  /** The team project shared with them, when they are one of its members. */
  sharedProjectId: string | null;
}

export interface World {
  users: VirtualUser[];
  host: Account;
  /** The moderator's approved posts: everyone reacts and replies there. */
  postIds: string[];
  /** The starter library's resources everyone downloads and bookmarks. */
  resourceIds: string[];
  /** The host's team project, shared with the first few users. */
  sharedProjectId: string;
  /** Every project whose counters are checked afterwards. */
  projectIds: string[];
}

export function cognito(baseUrl: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint: `${baseUrl}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
}

/** USER_PASSWORD_AUTH through the /cognito proxy, as the SPA signs in; returns the access token. */
export async function signIn(client: LoadClient, pool: CognitoIdentityProviderClient, clientId: string, email: string): Promise<string> {
  return client.other('POST /cognito InitiateAuth', async (abortSignal) => {
    try {
      const auth = await pool.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: PASSWORD } }),
        { abortSignal },
      );
      const token = auth.AuthenticationResult?.AccessToken;
      if (!token) throw new LoadError('POST /cognito InitiateAuth', 'schema', 'no access token in the answer');
      return token;
    } catch (error) {
      if (error instanceof LoadError || abortSignal.aborted) throw error;
      throw new LoadError('POST /cognito InitiateAuth', (error as Error).name, (error as Error).message);
    }
  });
}

async function signUp(client: LoadClient, pool: CognitoIdentityProviderClient, clientId: string, fullName: string): Promise<Account> {
  const email = `load-${randomUUID().slice(0, 12)}@example.com`;
  await pool.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:full_name', Value: fullName },
      ],
    }),
  );
  const mails = (await (await fetch(`${client.baseUrl}/dev/outbox.json`)).json()) as { to: string; code: string | null }[];
  const code = mails.find((m) => m.to === email)?.code;
  if (!code) throw new Error(`No confirmation code for ${email}`);
  await pool.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
  const token = await signIn(client, pool, clientId, email);
  const me = await client.call(meEndpoints.getMe, { token });
  await client.call(billingEndpoints.localPay, { token, body: { tier: 'premium' } });
  await client.call(brandKitEndpoints.save, { token, body: cafeBrand as BrandKitInput });
  return { email, fullName, userId: me.userId, token };
}

/** Runs `work` for 0..n-1, `parallel` at a time, in order of index. */
async function inPool<T>(n: number, parallel: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

export const SHARED_POSTS = 3;
export const SHARED_RESOURCES = 3;

export async function prepare(client: LoadClient, clientId: string, options: { users: number; sharedMembers: number }): Promise<World> {
  const pool = cognito(client.baseUrl);
  const host = await signUp(client, pool, clientId, 'Harriet Host');
  await Roles.grant(host.userId, 'moderator', 'load test');

  const postIds: string[] = [];
  for (let i = 0; i < SHARED_POSTS; i++) {
    const { post } = await client.call(communityEndpoints.createPost, {
      token: host.token,
      body: { title: `Weekly wins thread ${i + 1}`, content: '<p>Share what worked for you this week.</p>', channel: 'growth-wins', requestId: randomUUID() },
    });
    if (post.moderationStatus !== 'approved') throw new Error('The moderator’s post was not approved at once');
    postIds.push(post.id);
  }

  const { resources } = await client.call(resourceEndpoints.list, { token: host.token, query: { sort: 'recent' } });
  const resourceIds = resources.slice(0, SHARED_RESOURCES).map((r) => r.id);
  if (resourceIds.length < SHARED_RESOURCES) throw new Error(`The starter library holds ${resources.length} resources, fewer than ${SHARED_RESOURCES}`);

  const { project: shared } = await client.call(projectEndpoints.create, {
    token: host.token,
    body: { title: 'Team spring launch', description: 'The project the whole team moves cards on.', templateType: 'product-launch' },
  });

  const accounts = await inPool(options.users, 4, (i) => signUp(client, pool, clientId, `Load User ${i + 1}`));
  const users = await inPool(options.users, 4, async (index): Promise<VirtualUser> => {
    const account = accounts[index]!;
    const { project } = await client.call(projectEndpoints.create, {
      token: account.token,
      body: { title: `Launch plan ${index + 1}`, templateType: 'product-launch' },
    });
    return { ...account, index, projectId: project.projectId, sharedProjectId: null };
  });

  // The first few join the host's team by invitation and get the team project shared with them.
  for (const user of users.slice(0, options.sharedMembers)) {
    const { inviteToken } = await client.call(teamEndpoints.invite, { token: host.token, body: { email: user.email, role: 'member' } });
    await client.call(teamEndpoints.accept, { token: user.token, params: { token: inviteToken } });
    await client.call(projectEndpoints.share, { token: host.token, params: { projectId: shared.projectId, userId: user.userId } });
    user.sharedProjectId = shared.projectId;
  }
  // A task of every project starts in every column, so moves go both ways from the start.
  await inPool(users.length + 1, 4, async (i) => {
    const owner = i < users.length ? users[i]! : host;
    const projectId = i < users.length ? users[i]!.projectId : shared.projectId;
    const board = await client.call(projectEndpoints.tasks, { token: owner.token, params: { projectId } });
    const statuses = ['in_progress', 'review', 'done'] as const;
    for (const [n, task] of board.tasks.slice(0, statuses.length).entries())
      await client.call(taskEndpoints.move, { token: owner.token, params: { projectId, taskId: task.taskId }, body: { status: statuses[n]! } });
  });

  return { users, host, postIds, resourceIds, sharedProjectId: shared.projectId, projectIds: [shared.projectId, ...users.map((u) => u.projectId)] };
}
