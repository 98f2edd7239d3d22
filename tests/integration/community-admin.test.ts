// `npm run admin -- grant|revoke <email> admin|moderator` against the local stack: the user
// is found in the user pool by e-mail, the role item is written and removed, and the API
// answers with the role (the moderation queue opens and closes for them).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { communityEndpoints as community } from '#contracts/community';
import { callApi, confirm, signIn, signUp, uniqueEmail } from '../support/users.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

/** The admin command as `npm run admin --` runs it, pointed at this stack through the environment. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bin', 'admin.ts'), ...args], {
      cwd: root,
      env: process.env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('the admin command', () => {
  it('grants and revokes a role by e-mail; the API follows', async () => {
    const email = uniqueEmail('first-admin');
    await signUp(email, 'secret1', { fullName: 'Fiona First' });
    await confirm(email);
    const user = await signIn(email, 'secret1');
    expect((await callApi(community.queue, { token: user.accessToken, query: {} })).status).toBe(403);

    const granted = await admin('grant', email.toUpperCase(), 'moderator');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toContain(`${email} is now a moderator`);
    expect((await callApi(community.viewer, { token: user.accessToken })).body).toMatchObject({ role: 'moderator' });
    expect((await callApi(community.queue, { token: user.accessToken, query: {} })).status).toBe(200);

    expect((await admin('grant', email, 'admin')).code).toBe(0);
    expect((await callApi(community.viewer, { token: user.accessToken })).body).toMatchObject({ role: 'admin' });

    const revoked = await admin('revoke', email, 'admin');
    expect(revoked.stdout).toContain(`${email} is no longer an admin`);
    expect((await admin('revoke', email, 'moderator')).code).toBe(0);
    expect((await callApi(community.viewer, { token: user.accessToken })).body).toMatchObject({ role: 'user' });
    expect((await callApi(community.queue, { token: user.accessToken, query: {} })).status).toBe(403);
  }, 120_000);

  it('says what is wrong: an unknown e-mail, a role that is not admin or moderator', async () => {
    const unknown = await admin('grant', uniqueEmail('nobody'), 'admin');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^No user with the e-mail .* in the local stack/);
    const badRole = await admin('grant', 'someone@example.com', 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('The role is admin or moderator.');
  }, 120_000);
});
