import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { commentThroughCore, nidOf, topicThroughRequest } from './support/wire-fixtures';
import { expect, test } from './support/test';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 75: a topic with more comments than a stock Drupal sends in one page (50). The link to its 60th comment,
 * `/comment/{cid}`, opens the topic at that comment, which the topic holds because the portal reads every page
 * of comments; the 51st is there too. Against the association's view, which sends them all, and a stock Drupal
 * through nginx, which pages them.
 *
 * Only a browser shows the server's 303 followed, the comment focused and scrolled into the viewport.
 */
const WRITTEN = 60;

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test(
  'a link to the 60th comment of a long topic opens the topic at it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await logInThroughWire(page, DEMO.member);
    const topic = await topicThroughRequest(page, 'A long thread', '<p>Sixty comments follow.</p>');
    const ids: number[] = [];
    for (let n = 1; n <= WRITTEN; n += 1)
      ids.push(await commentThroughCore(page, nidOf(topic), `<p>Comment number ${n}</p>`));
    const last = ids.at(-1)!;

    await page.goto(`/comment/${last}`);
    await expect(page).toHaveURL(new RegExp(`${topic}#comment-${last}$`));
    const comment = page.locator(`#comment-${last}`);
    await expect(comment).toBeFocused();
    await expect(comment).toBeInViewport();
    await expect(comment).toContainText(`Comment number ${WRITTEN}`);
    await expect(page.locator(`#comment-${ids[50]}`)).toContainText('Comment number 51');
  },
);
