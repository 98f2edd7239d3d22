// A browser context already signed in as a test user: the tokens Cognito (cognito-local) gave
// the user, in the keys the web app's Amplify reads them from, so a page opens straight on the
// page a test is about. The sign-in form itself is driven in the files that test it
// (first-hour-auth, foundation, keyboard, dashboard, and each file's first user).
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { heading } from './pages.ts';
import { stackUrl, type TestUser } from '../support/users.ts';

/**
 * What Amplify keeps in localStorage after the sign-in form (aws-amplify v6, Cognito user
 * pools): each token under the name the user signed in with, and that name as LastAuthUser.
 */
export function amplifyStorage(
  clientId: string,
  user: { email: string; accessToken: string; idToken: string; refreshToken: string },
): { name: string; value: string }[] {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const username = user.email;
  return [
    { name: `${prefix}.LastAuthUser`, value: username },
    { name: `${prefix}.${username}.accessToken`, value: user.accessToken },
    { name: `${prefix}.${username}.idToken`, value: user.idToken },
    { name: `${prefix}.${username}.refreshToken`, value: user.refreshToken },
    { name: `${prefix}.${username}.clockDrift`, value: '0' },
    { name: `${prefix}.${username}.signInDetails`, value: JSON.stringify({ loginId: user.email, authFlowType: 'USER_SRP_AUTH' }) },
  ];
}

/** amplifyStorage for this run's user pool client. */
export function sessionStorageOf(user: TestUser): { name: string; value: string }[] {
  return amplifyStorage(inject('userPoolClientId'), user);
}

/**
 * Puts `user`'s session into the storage of `page`'s context without the form, from a small
 * file of the app (so no page of the app runs meanwhile): the next page of the app opened in
 * the context is signed in.
 */
export async function putSession(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${stackUrl()}/favicon.svg`);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, sessionStorageOf(user));
}

/** Signs `page` in as `user` (putSession), then opens `path`: the dashboard by default. */
export async function signInPage(page: Page, user: TestUser, path = '/'): Promise<Page> {
  await putSession(page, user);
  await page.goto(`${stackUrl()}${path}`);
  if (path === '/') await heading(page, 'Marketing Dashboard');
  return page;
}

/** A new page of `context`, signed in as `user`, at `path` (the dashboard by default). */
export async function signedInPage(context: BrowserContext, user: TestUser, path = '/'): Promise<Page> {
  return signInPage(await context.newPage(), user, path);
}
