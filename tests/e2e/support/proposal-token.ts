import type { Page } from '@playwright/test';
import { expect } from './test';

/** A bearer token the proposal system handed a page, and a call that needs it. */
export interface ProposalToken {
  /** `Authorization: Bearer …` of the page's proposal calls. */
  readonly bearer: string;
  /** A proposal call that needs the token: `forms-data/single/{uid}/{event}/{type}`. */
  readonly formUrl: string;
}

const PAPER_FORM = '/conference-proposals/paper';

/**
 * Opens the paper form (members only), whose page the proposal system hands a token, and answers the form's own
 * load. Not a load the page before was still making when the test moved on (the member area reads each kind's
 * form too): that page's token is gone with the page (tokens live in memory only), so no logout from the form
 * ever ends it, and the proposal system takes it afterwards (404 for a form never saved, where 401 was wanted).
 */
export async function openPaperForm(page: Page): Promise<ProposalToken> {
  const formLoad = page.waitForRequest(
    (request) =>
      request.url().includes('/proposals/forms-data/single/') && new URL(page.url()).pathname === PAPER_FORM,
  );
  await page.goto(PAPER_FORM);
  // The call's title comes with the event settings, after the form's code: give a loaded machine time.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NECS 2027', { timeout: 15_000 });
  const request = await formLoad;
  const { authorization = '' } = await request.allHeaders();
  return { formUrl: request.url(), bearer: authorization };
}

/** Asked without the browser's own state: the proposal system's status for a call with this token. */
export const proposalStatus = async (page: Page, { formUrl, bearer }: ProposalToken): Promise<number> =>
  (await page.request.get(formUrl, { headers: { authorization: bearer } })).status();
