// Projects in a real browser against the local stack: an owner with nothing yet sees "No
// projects found"; the New Project dialog keeps Create Project disabled until a title is
// typed and creates once even when double-clicked; "Launch a Product" lands on a board of its 6
// tasks; one card goes to Review with the mouse and one with the keyboard (with what a screen
// reader hears), and a reload keeps both; quick-add, the task menu and the List tab work; the
// export downloads Markdown with the tasks; the project is shared with a team member who opens
// it; archiving hides it from the list and "Archived" shows it; a stranger and an unknown id
// get "Project not found or you don't have access to it."; a column longer than a page opens
// with its first page and its count, loads the next on scrolling to its end and with "Load more"
// by keyboard, and moves into and within it land by their real neighbours; axe finds nothing
// serious at 1280 and 375 px, and nothing overflows sideways at 375 px.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { PROJECT_TEMPLATES } from '#contracts/project-templates';
import { BOARD_PAGE, projectEndpoints } from '#contracts/projects';
import * as Tasks from '#domain/tasks';
import { teamEndpoints } from '#contracts/team';
import { auditBothWidths, PHONE, DESKTOP, violations } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage, signedInPage } from './signed-in.ts';
import { expectToast, heading, pickUpByKeyboard } from './pages.ts';
import { callOk, confirm, newUser, signIn, signUp, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

const OWNER_NAME = 'Pia Planner';
const MEMBER_NAME = 'Milo Member';
const PROJECT_TITLE = 'Spring Menu Launch';
const LAUNCH = PROJECT_TEMPLATES.find((template) => template.name === 'Launch a Product')!;
const QUICK_TASK = 'Print the table cards';
const ADDED_TASK = 'Order the posters';

let session: BrowserSession;
let owner: TestUser;
let member: TestUser;
let page: Page;
let projectId = '';

/** The /projects page and one project's page, as a user sees them. */
class ProjectsScreen {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`${stackUrl()}/projects${query}`);
    await heading(this.page, 'Projects');
  }

  cards() {
    return this.page.getByTestId('project-cards');
  }

  card(title: string) {
    return this.cards().getByRole('link', { name: title, exact: true });
  }
}

class BoardScreen {
  constructor(private readonly page: Page) {}

  async open(id: string) {
    await this.page.goto(`${stackUrl()}/projects/${id}`);
    await this.board().waitFor();
  }

  board() {
    return this.page.getByTestId('kanban-board');
  }

  column(status: 'todo' | 'in_progress' | 'review' | 'done') {
    return this.page.getByTestId(`kanban-column-${status}`);
  }

  cards(status: 'todo' | 'in_progress' | 'review' | 'done') {
    return this.column(status).getByTestId('kanban-card');
  }

  card(title: string) {
    return this.page.getByTestId('kanban-card').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  handle(title: string) {
    return this.page.getByRole('button', { name: `Move ${title}`, exact: true });
  }

  titlesIn(status: 'todo' | 'in_progress' | 'review' | 'done') {
    return this.cards(status).getByRole('link').allInnerTexts();
  }

  async settings(item: string, subItem?: string) {
    await this.page.getByRole('button', { name: 'Project settings menu' }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    if (subItem) await this.page.getByRole('menuitem', { name: subItem, exact: true }).click();
  }
}

/** The centre of an element on screen. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const noSidewaysScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** What reaches past the right edge of the page without a scrolling box around it: why a page scrolls sideways. */
const sticking = (p: Page) =>
  p.evaluate(() => {
    const root = document.documentElement;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const found = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(el))
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)} ${getComputedStyle(el).position}`,
      );
    return [`scrollWidth ${root.scrollWidth}, clientWidth ${root.clientWidth}, innerWidth ${window.innerWidth}, body ${document.body.scrollWidth}`, ...found];
  });

/** At 375 px, once the layout has answered the resize, the page does not scroll sideways. */
async function fitsPhone(p: Page, name: string) {
  await p.setViewportSize(PHONE);
  if (process.env.MARKK_PROJECTS_SCREENSHOT) await p.screenshot({ path: `tests/e2e/artifacts/${name}-375.png`, fullPage: true });
  await expect
    .poll(() => noSidewaysScroll(p), { timeout: 3000 })
    .toBe(true)
    .catch(async () => {
      throw new Error(`The page scrolls sideways at 375 px:\n${(await sticking(p)).join('\n')}`);
    });
  await p.setViewportSize(DESKTOP);
}

/** The project with every task (its board read and the List tab’s read of all tasks). */
async function boardOf(user: TestUser) {
  const params = { projectId };
  const [board, all] = await Promise.all([
    callOk(projectEndpoints.get, { token: user.accessToken, params }),
    callOk(projectEndpoints.tasks, { token: user.accessToken, params }),
  ]);
  return { ...board, ...all };
}

beforeAll(async () => {
  owner = await newUser({ fullName: OWNER_NAME, companyName: 'Corner Café' });
  await completeOnboarding(await userIdOf(owner));
  // Sharing is with members of the owner's team, which needs Premium.
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  const memberEmail = uniqueEmail('member');
  const invitation = await callOk(teamEndpoints.invite, { token: owner.accessToken, body: { email: memberEmail } });
  await signUp(memberEmail, 'secret1', { fullName: MEMBER_NAME });
  await confirm(memberEmail);
  member = await signIn(memberEmail, 'secret1');
  await callOk(teamEndpoints.accept, { token: member.accessToken, params: { token: invitation.inviteToken } });
  session = await openBrowser();
  page = await signInPage(session.page, owner);
});

afterAll(async () => {
  await session?.close();
});

describe('an owner’s first project', () => {
  it('with no project yet, /projects says "No projects found" and suggests creating the first', async () => {
    screenshotOnFailure(() => page, 'projects-empty');
    const projects = new ProjectsScreen(page);
    await projects.open();
    expect(await page.title()).toBe('Projects — Markk');
    await page.getByText('No projects found', { exact: true }).waitFor();
    await page.getByText('Get started by creating your first project', { exact: true }).waitFor();
    await page.getByPlaceholder('Search projects...').waitFor();
    expect(await auditBothWidths(page, 'empty projects', () => page.getByText('No projects found', { exact: true }).waitFor())).toEqual([]);
  });

  it('New Project keeps Create Project disabled until a title; "Launch a Product" creates one project with its 6 tasks, even on a double-click', async () => {
    screenshotOnFailure(() => page, 'projects-create');
    await page.getByRole('button', { name: 'New Project', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    const create = dialog.getByRole('button', { name: 'Create Project' });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill('   ');
    expect(await create.isDisabled()).toBe(true);

    // The picker shows every template with its counts.
    for (const template of PROJECT_TEMPLATES) await dialog.getByText(template.name, { exact: true }).waitFor();
    expect(await dialog.innerText()).toContain(`${LAUNCH.milestones.length} milestones · ${LAUNCH.tasks.length} tasks`);
    expect(await violations(page, 'new project dialog at 1280 px')).toEqual([]);
    // At 375 px the last choice sits below the dialog's fold, where axe cannot read its label
    // (label-title-only on that radio alone): it is audited scrolled into view, as a reader reaches it.
    await page.setViewportSize(PHONE);
    await dialog.getByText('Custom Project', { exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => violations(page, 'new project dialog at 375 px'), { timeout: 10_000 }).toEqual([]);
    await page.setViewportSize(DESKTOP);

    await dialog.getByLabel('Title').fill(PROJECT_TITLE);
    await dialog.getByLabel('Description').fill('Posters, a newsletter and a tasting evening for the new menu.');
    await dialog.getByText(LAUNCH.name, { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: new RegExp(LAUNCH.name) }).isChecked()).toBe(true);
    await create.dblclick();
    await expectToast(page, 'Project created successfully');
    await page.waitForURL(/\/projects\/[^/]+$/);
    projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await heading(page, PROJECT_TITLE);

    const board = new BoardScreen(page);
    await expect.poll(() => board.cards('todo').count()).toBe(6);
    expect((await board.titlesIn('todo')).sort()).toEqual(LAUNCH.tasks.map((task) => task.title).sort());
    const { projects } = await callOk(projectEndpoints.list, { token: owner.accessToken, query: {} });
    expect(projects.filter((project) => project.title === PROJECT_TITLE)).toHaveLength(1);
  });

  it('a card dragged with the mouse to Review stays there', async () => {
    screenshotOnFailure(() => page, 'projects-mouse-drag');
    const board = new BoardScreen(page);
    const title = LAUNCH.tasks[0]!.title;
    const from = await centreOf(board.handle(title));
    const to = await centreOf(board.column('review'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => board.titlesIn('review')).toEqual([title]);
    await expect.poll(async () => (await boardOf(owner)).tasks.find((task) => task.title === title)?.status).toBe('review');
  });

  it('a card moved with the keyboard (Space, arrows, Space) goes to Review, and a screen reader hears where', async () => {
    screenshotOnFailure(() => page, 'projects-keyboard-drag');
    const board = new BoardScreen(page);
    const title = LAUNCH.tasks[1]!.title;
    await pickUpByKeyboard(page, board.handle(title));
    await page.getByText(`Picked up task ${title}`, { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Task ${title} moved to In Progress`, { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Task ${title} moved to Review`, { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText(`Task ${title} dropped in Review`, { exact: false }).waitFor({ state: 'attached' });
    await expect.poll(async () => (await board.titlesIn('review')).sort()).toEqual([LAUNCH.tasks[0]!.title, title].sort());
    await expect.poll(async () => (await boardOf(owner)).tasks.find((task) => task.title === title)?.status).toBe('review');
  });

  it('a reload keeps both cards in Review', async () => {
    await page.reload();
    const board = new BoardScreen(page);
    await board.board().waitFor();
    expect((await board.titlesIn('review')).sort()).toEqual([LAUNCH.tasks[0]!.title, LAUNCH.tasks[1]!.title].sort());
    expect(await board.cards('todo').count()).toBe(4);
  });

  it('quick-add puts a task in its column on Enter; Escape cancels; the menu marks a task complete', async () => {
    screenshotOnFailure(() => page, 'projects-quick-add');
    const board = new BoardScreen(page);
    await page.getByRole('button', { name: 'Add task to In Progress' }).click();
    const field = page.getByLabel('New task title in In Progress');
    await field.fill(QUICK_TASK);
    await field.press('Enter');
    await expectToast(page, 'Task created');
    await expect.poll(() => board.titlesIn('in_progress')).toEqual([QUICK_TASK]);
    await field.fill('Not wanted');
    await field.press('Escape');
    await expect.poll(() => field.count()).toBe(0);
    const quick = (await boardOf(owner)).tasks.find((task) => task.title === QUICK_TASK)!;
    expect(quick).toMatchObject({ status: 'in_progress', priority: 'medium' });

    await page.getByRole('button', { name: `Task actions for ${QUICK_TASK}` }).click();
    await page.getByRole('menuitem', { name: 'Mark Complete' }).click();
    await expectToast(page, 'Task updated successfully');
    await expect.poll(() => board.titlesIn('done')).toEqual([QUICK_TASK]);
  });

  it('the List tab shows every task in a table that filters by status', async () => {
    await page.getByRole('tab', { name: 'List' }).click();
    const table = page.getByTestId('task-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(7);
    await table.getByRole('button', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Review' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await page.getByRole('tab', { name: 'Kanban' }).click();
    await new BoardScreen(page).board().waitFor();
  });

  it('Export Project downloads Markdown with every task', async () => {
    screenshotOnFailure(() => page, 'projects-export');
    const board = new BoardScreen(page);
    const downloading = page.waitForEvent('download');
    await board.settings('Export Project', 'Markdown (.md)');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown).toContain(PROJECT_TITLE);
    for (const task of LAUNCH.tasks) expect(markdown).toContain(task.title);
    expect(markdown).toContain(QUICK_TASK);
  });

  it('Add Task adds a task with the chosen priority to To Do: "Task created successfully"', async () => {
    screenshotOnFailure(() => page, 'projects-add-task');
    const board = new BoardScreen(page);
    const dialog = page.getByRole('dialog');
    const create = dialog.getByRole('button', { name: 'Create Task' });
    // The settings menu of the export may still be closing: a click it takes opens no dialog, so click until one opens.
    await expect
      .poll(
        async () => {
          if (!(await create.isVisible())) await page.getByRole('button', { name: 'Add Task', exact: true }).click();
          return create.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill(ADDED_TASK);
    await dialog.getByLabel('Description').fill('Two sizes, matte paper.');
    await dialog.getByRole('button', { name: /^Priority/ }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await create.dblclick();
    await expectToast(page, 'Task created successfully');
    await expect.poll(() => board.titlesIn('todo')).toContain(ADDED_TASK);
    const added = (await boardOf(owner)).tasks.filter((task) => task.title === ADDED_TASK);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ status: 'todo', priority: 'high', description: 'Two sizes, matte paper.' });
    expect(await board.card(ADDED_TASK).innerText()).toContain('High priority');
  });

  it('Export Project as CSV downloads a row per task with its description, status and priority', async () => {
    screenshotOnFailure(() => page, 'projects-export-csv');
    const board = new BoardScreen(page);
    const downloading = page.waitForEvent('download');
    await board.settings('Export Project', 'CSV (.csv)');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Title","Description","Status","Priority","Due Date","Created","Updated","Comments"');
    const tasks = (await boardOf(owner)).tasks;
    expect(lines).toHaveLength(tasks.length + 1);
    expect(lines.find((line) => line.startsWith(`"${ADDED_TASK}"`))).toContain('"Two sizes, matte paper.","To Do","High"');
  });

  it('the task menu deletes a task once it is confirmed: "Task deleted successfully"', async () => {
    screenshotOnFailure(() => page, 'projects-delete-task');
    const board = new BoardScreen(page);
    const before = (await boardOf(owner)).tasks.length;
    await page.getByRole('button', { name: `Task actions for ${ADDED_TASK}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete "${ADDED_TASK}"? This cannot be undone.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Task deleted successfully');
    await expect.poll(() => board.titlesIn('todo')).not.toContain(ADDED_TASK);
    const after = (await boardOf(owner)).tasks;
    expect(after).toHaveLength(before - 1);
    expect(after.map((task) => task.title)).not.toContain(ADDED_TASK);
  });

  it('Project Settings edits the title and due date, and an emptied due date is no due date; the header control sets the status', async () => {
    screenshotOnFailure(() => page, 'projects-settings');
    const board = new BoardScreen(page);
    const renamed = `${PROJECT_TITLE} 2026`;
    await board.settings('Project Settings');
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByRole('textbox', { name: /Due date/ }).fill('2026/12/31');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Project updated successfully');
    await heading(page, renamed);
    await page.getByText('Due Dec 31, 2026', { exact: true }).waitFor();
    expect((await boardOf(owner)).project).toMatchObject({ title: renamed, dueDate: '2026-12-31' });

    await board.settings('Project Settings');
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Title').inputValue()).toBe(renamed);
    await dialog.getByLabel('Title').fill(PROJECT_TITLE);
    await dialog.getByRole('textbox', { name: /Due date/ }).fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await heading(page, PROJECT_TITLE);
    await page.getByText('No due date', { exact: true }).waitFor();
    expect((await boardOf(owner)).project).toMatchObject({ title: PROJECT_TITLE, dueDate: null });

    await page.getByRole('button', { name: /^Project status/ }).click();
    await page.getByRole('option', { name: 'On Hold' }).click();
    await expect.poll(() => page.getByTestId('project-status').innerText()).toContain('On Hold');
    await expect.poll(async () => (await boardOf(owner)).project.status).toBe('on-hold');
  });

  it('the project and its board have no serious accessibility violation at 1280 and 375 px, and fit a phone', async () => {
    const board = new BoardScreen(page);
    expect(await auditBothWidths(page, 'project board', () => board.board().waitFor())).toEqual([]);
    await fitsPhone(page, 'projects-board');
  });
});

describe('a column longer than a page', () => {
  const LONG_TITLE = 'Long backlog';
  const TOTAL = 2 * BOARD_PAGE + 5;
  const item = (n: number) => `Backlog item ${n}`;
  let longId = '';

  beforeAll(async () => {
    const { project } = await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: LONG_TITLE } });
    longId = project.projectId;
    await Tasks.createMany(await userIdOf(owner), [
      ...Array.from({ length: TOTAL }, (_, i) => ({ projectId: longId, title: item(i + 1) })),
      { projectId: longId, title: 'Finished poster', status: 'done' as const },
      { projectId: longId, title: 'Draft the flyer', status: 'in_progress' as const },
    ]);
  });

  // The tests after these work on the first project's board, and expect it to be the owner's only project once archived.
  afterAll(async () => {
    await callOk(projectEndpoints.update, { token: owner.accessToken, params: { projectId: longId }, body: { archived: true } });
    await new BoardScreen(page).open(projectId);
  });

  /** The To Do column’s order as stored, read in full. */
  const storedTodo = async () =>
    (await callOk(projectEndpoints.tasks, { token: owner.accessToken, params: { projectId: longId } })).tasks
      .filter((task) => task.status === 'todo')
      .map((task) => task.title);

  it('opens with the first page and the column’s count; scrolling to its end loads the next page, "Load more" the rest', async () => {
    screenshotOnFailure(() => page, 'projects-long-column');
    const board = new BoardScreen(page);
    await board.open(longId);
    await expect.poll(() => board.cards('todo').count()).toBe(BOARD_PAGE);
    expect(await board.column('todo').getByTestId('kanban-column-count').innerText()).toBe(String(TOTAL));
    expect(await board.titlesIn('todo')).toEqual(Array.from({ length: BOARD_PAGE }, (_, i) => item(i + 1)));

    await board.column('todo').getByTestId('kanban-load-more').scrollIntoViewIfNeeded();
    await expect.poll(() => board.cards('todo').count()).toBe(2 * BOARD_PAGE);

    const more = board.column('todo').getByRole('button', { name: /^Load more tasks in To Do/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => board.cards('todo').count()).toBe(TOTAL);
    expect(await board.titlesIn('todo')).toEqual(await storedTodo());
    expect(await board.column('todo').getByTestId('kanban-load-more').count()).toBe(0);
    expect(await auditBothWidths(page, 'long column', () => board.board().waitFor())).toEqual([]);
    await fitsPhone(page, 'projects-long-column');
  });

  it('a card sent to a column whose tail is not loaded goes to its real end; a keyboard move lands between its real neighbours', async () => {
    screenshotOnFailure(() => page, 'projects-long-column-moves');
    const board = new BoardScreen(page);
    await page.reload();
    await expect.poll(() => board.cards('todo').count()).toBe(BOARD_PAGE);

    await page.getByRole('button', { name: 'Task actions for Finished poster' }).click();
    await page.getByRole('menuitem', { name: 'Mark Incomplete' }).click();
    await expectToast(page, 'Task updated successfully');
    await expect.poll(async () => (await storedTodo()).at(-1)).toBe('Finished poster');
    await expect.poll(() => board.column('todo').getByTestId('kanban-column-count').innerText()).toBe(String(TOTAL + 1));
    expect(await board.titlesIn('todo')).not.toContain('Finished poster');

    await pickUpByKeyboard(page, board.handle('Draft the flyer'));
    await page.getByText('Picked up task Draft the flyer', { exact: false }).waitFor({ state: 'attached' });
    // The first ArrowLeft may stop over the card's own column (it reaches further left than the card): press until it is in To Do.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowLeft');
          return page
            .getByText('Task Draft the flyer moved to To Do', { exact: false })
            .waitFor({ state: 'attached', timeout: 1_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.keyboard.press('Space');
    await page.getByText('Task Draft the flyer dropped in To Do', { exact: false }).waitFor({ state: 'attached' });
    await expect.poll(async () => (await storedTodo()).includes('Draft the flyer')).toBe(true);
    const shown = await board.titlesIn('todo');
    const stored = await storedTodo();
    const at = shown.indexOf('Draft the flyer');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(stored.slice(0, shown.length)).toEqual(shown);
    await page.reload();
    await expect.poll(() => board.titlesIn('todo')).toEqual(stored.slice(0, BOARD_PAGE));
  });
});

describe('sharing', () => {
  it('the owner shares the project with a team member, who opens it from their list', async () => {
    screenshotOnFailure(() => page, 'projects-share');
    const board = new BoardScreen(page);
    await board.settings('Invite Members');
    const dialog = page.getByRole('dialog');
    const share = dialog.getByRole('checkbox', { name: `Share with ${MEMBER_NAME}` });
    await share.click();
    await expectToast(page, 'Sharing updated');
    expect(await share.isChecked()).toBe(true);
    expect(await auditBothWidths(page, 'invite members dialog', () => share.waitFor())).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const context = await session.browser.newContext({ viewport: DESKTOP });
    const memberPage = await signedInPage(context, member);
    screenshotOnFailure(() => memberPage, 'projects-shared-member');
    const projects = new ProjectsScreen(memberPage);
    await projects.open();
    await projects.card(PROJECT_TITLE).click();
    await heading(memberPage, PROJECT_TITLE);
    const memberBoard = new BoardScreen(memberPage);
    await expect.poll(() => memberBoard.cards('review').count()).toBe(2);
    // The member works on tasks but does not manage the project.
    await memberPage.getByRole('button', { name: 'Project settings menu' }).click();
    await memberPage.getByRole('menuitem', { name: 'Export Project' }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: 'Project Settings' }).count()).toBe(0);
    expect(await memberPage.getByRole('menuitem', { name: 'Archive Project' }).count()).toBe(0);
    await context.close();
  });

  it('a stranger, and an unknown id, get "Project not found or you don\u2019t have access to it." with a way back', async () => {
    const stranger = await newUser({ fullName: 'Sid Stranger' });
    await completeOnboarding(await userIdOf(stranger));
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const strangerPage = await signedInPage(context, stranger);
    screenshotOnFailure(() => strangerPage, 'projects-stranger');
    for (const id of [projectId, 'no-such-project']) {
      await strangerPage.goto(`${stackUrl()}/projects/${id}`);
      await strangerPage.getByText("Project not found or you don't have access to it.", { exact: true }).waitFor();
    }
    expect(await auditBothWidths(strangerPage, 'project not found', (p) => p.getByTestId('project-not-found').waitFor())).toEqual([]);
    await strangerPage.getByRole('link', { name: 'Back to Projects' }).click();
    await heading(strangerPage, 'Projects');
    await context.close();
  });
});

describe('archiving', () => {
  it('Archive Project hides it from the list; "Archived" shows it, and Restore brings it back', async () => {
    screenshotOnFailure(() => page, 'projects-archive');
    const board = new BoardScreen(page);
    await board.open(projectId);
    await board.settings('Archive Project');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
    await expectToast(page, 'Project archived');

    const projects = new ProjectsScreen(page);
    await projects.open();
    await page.getByText('No projects found', { exact: true }).waitFor();
    await projects.open('?status=archived');
    await projects.card(PROJECT_TITLE).waitFor();
    expect(await auditBothWidths(page, 'archived projects', () => projects.card(PROJECT_TITLE).waitFor())).toEqual([]);
    await fitsPhone(page, 'projects-archived');

    await projects.card(PROJECT_TITLE).click();
    await new BoardScreen(page).settings('Restore Project');
    await expectToast(page, 'Project restored');
    await projects.open();
    await projects.card(PROJECT_TITLE).waitFor();
    await page.getByPlaceholder('Search projects...').fill('zzz nothing');
    await page.getByText('Try adjusting your search terms', { exact: true }).waitFor();
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
