import { expect, type Page } from '@playwright/test';
import { demoAccount } from '../../sandbox/demo-data/accounts';

/** One action a newcomer follows: where its view is, how to get there, and the action itself. */
export interface TracedAction {
  readonly name: string;
  /** The view the action starts in; its own parts are the UI files that count. */
  readonly view: string;
  /** Brings the page to the moment before the action. */
  prepare(page: Page): Promise<void>;
  /** From the button (or the keystrokes) until the outcome is on screen. */
  act(page: Page): Promise<void>;
}

const member = demoAccount('member');
/** A group the demo member belongs to, so the New topic form is there. */
const FILM_HISTORY = '/group/1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function fillLogin(page: Page): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(member.mail);
  await page.getByLabel('Password').fill(member.password);
  // The form asks for the login's code on its first focus (use-log-in.ts); a person typing gives it the time to
  // arrive before the button, so the action starts with it here, as it does for them.
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page): Promise<void> {
  await fillLogin(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: /^My NECS$/ })).toBeVisible();
}

const newTopic = (page: Page) => page.getByRole('region', { name: 'New topic' });

export const ACTIONS: readonly TracedAction[] = [
  {
    name: 'log in',
    view: 'src/ui/session/login-form.tsx',
    prepare: fillLogin,
    act: async (page) => {
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('link', { name: /^My NECS$/ })).toBeVisible();
    },
  },
  {
    name: 'post a topic',
    view: 'src/ui/groups/new-topic-form.tsx',
    prepare: async (page) => {
      await logIn(page);
      await page.goto(FILM_HISTORY);
      const form = newTopic(page);
      await form.getByRole('textbox', { name: 'Title' }).fill(`Traced topic ${Date.now()}`);
      await form.getByRole('textbox', { name: 'Message' }).fill('A message with an attachment.');
      await form
        .getByLabel('Attach file(s)')
        .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    },
    act: async (page) => {
      await newTopic(page).getByRole('button', { name: 'Create Topic' }).click();
      await expect(page.getByText('Your topic was posted.')).toBeVisible();
    },
  },
  {
    name: 'autosave a proposal draft',
    view: 'src/ui/proposals/proposal-kind-view.tsx',
    prepare: async (page) => {
      await logIn(page);
      await page.goto('/conference-proposals/paper');
      await expect(page.getByRole('textbox', { name: /^Title/ })).toBeEditable();
    },
    act: async (page) => {
      await page.getByRole('textbox', { name: /^Title/ }).pressSequentially('Slow cinema', { delay: 20 });
      const status = page.getByRole('status').filter({ hasText: /Sav|saved/ });
      await expect(status).toContainText('Saved at', { timeout: 10_000 });
    },
  },
];
