// Page objects over the SPA: the sign-in screen, the shell and the settings account tab.
import type { Locator, Page } from 'playwright-core';
import { expect, vi } from 'vitest';

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Waits until the toast with `title` (and optionally `description`) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  await toast(page, title).waitFor({ state: 'visible' });
  if (description) await toast(page, description).waitFor({ state: 'visible' });
}

export class AuthScreen {
  constructor(private readonly page: Page) {}

  async signUp(details: { fullName: string; company?: string; email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Sign Up' }).click();
    await this.page.getByLabel('Full Name').fill(details.fullName);
    if (details.company) await this.page.getByLabel('Company Name (Optional)').fill(details.company);
    await this.page.getByLabel('Email', { exact: true }).fill(details.email);
    await this.page.getByLabel('Password', { exact: true }).fill(details.password);
    await this.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  }

  async confirm(code: string) {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Confirm', exact: true }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByRole('tab', { name: 'Sign In' }).click();
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async isShown() {
    await this.page.getByRole('tab', { name: 'Sign In' }).waitFor({ state: 'visible' });
  }
}

/** The rows of the invite panel's invitations table (a Cloudscape Table), newest first. */
export const inviteRows = (scope: Page | Locator) => scope.getByTestId('invite-list').locator('tbody tr');

export async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
}

/** The dashboard at /: stat cards, the global search and the Notifications card. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async isShown() {
    await heading(this.page, 'Marketing Dashboard');
  }

  searchBox() {
    return this.page.getByPlaceholder('Search projects, tasks, resources...');
  }

  results() {
    return this.page.getByTestId('search-results');
  }

  group(key: 'projects' | 'tasks' | 'resources' | 'posts' | 'content') {
    return this.page.getByTestId(`search-group-${key}`);
  }

  stat(testId: 'stat-active-projects' | 'stat-completed-tasks' | 'stat-community-posts' | 'stat-weekly-progress') {
    return this.page.getByTestId(testId);
  }

  notifications() {
    return this.page.getByTestId('notifications');
  }

  newBadges() {
    return this.notifications().getByText('New', { exact: true });
  }
}

/** /team "Team Management": the invite form, the members table and the pending invitations. */
export class TeamPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/team`);
    await this.isShown();
  }

  async isShown() {
    await heading(this.page, 'Team Management');
    await this.members().waitFor({ state: 'visible' });
  }

  invite() {
    return this.page.getByTestId('team-invite');
  }

  emailInput() {
    return this.invite().getByLabel('Email', { exact: true });
  }

  sendButton() {
    return this.invite().getByRole('button', { name: 'Send invitation' });
  }

  members() {
    return this.page.getByTestId('team-members');
  }

  memberRows() {
    return this.members().locator('tbody tr');
  }

  /** The members table's row of `name`. */
  row(name: string) {
    return this.memberRows().filter({ hasText: name });
  }

  invitations() {
    return this.page.getByTestId('team-invitations');
  }
}

/**
 * Opens a row's action menu and picks `item`. The list may draw its rows again while the menu
 * opens (it is read again after a write), which closes the menu: then it is opened again.
 */
export async function chooseFromMenu(page: Page, menuButton: Locator, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await entry.isVisible())) await menuButton.click({ timeout: 5_000 });
      await entry.click({ timeout: 5_000 });
    },
    { timeout: 45_000, interval: 250 },
  );
}

/** A link to one draft's page (/content/{id}); the Content page's "SEO outline" link (/content/seo) is not one. */
export const DRAFT_LINK = 'a[href^="/content/"]:not([href^="/content/seo"])';

/**
 * Picks up a calendar item or a board card by keyboard (focus its move handle, Space) once the
 * layout has settled: a drag measures the cells when it starts, so the handle must have stopped
 * moving. dnd-kit's keyboard sensor starts listening for the arrows in a `setTimeout` after the
 * pick-up, and Chromium runs input before timers: on a busy machine an arrow pressed at once is
 * lost. So the helper returns after a timer of the page's own, queued after the sensor's.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = JSON.stringify(await handle.boundingBox());
        await page.waitForTimeout(250);
        return before === JSON.stringify(await handle.boundingBox());
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
