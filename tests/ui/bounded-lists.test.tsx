import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOPICS_PER_PAGE } from '@/domain/groups/group';
import { COMMENTS_AT_ONCE } from '@/ui/groups/use-comment-window';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const { filmHistory } = DEMO_GROUP_IDS;
/** Film History holds three topics, the Reading list two comments. */
const MORE_TOPICS = 60;
// Between two and three windows with the two seeded: the second "Show more comments" draws what is left.
const MORE_COMMENTS = 2 * COMMENTS_AT_ONCE + 10;

describe('a screen’s cost bounded by what is on it', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  const region = async (name: RegExp | string) => within(await screen.findByRole('region', { name }));

  describe('a large group', () => {
    beforeEach(async () => {
      for (let n = 1; n <= MORE_TOPICS; n++)
        await worldTab.world.groups.postTopic(worldTab.world.accounts.loggedInUid, {
          groupId: filmHistory,
          group: 'Film History',
          title: `Grown topic ${n}`,
          message: '<p>m</p>',
          files: [],
        });
    });

    it('shows its topics 50 a page, newest first, and its oldest topic through the pager', async () => {
      await renderPortal(worldTab, `/group/${filmHistory}`);
      const topics = await region('Topics');
      const titles = async () =>
        (await topics.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
      expect(await titles()).toHaveLength(TOPICS_PER_PAGE);
      expect((await titles())[0]).toBe(`Grown topic ${MORE_TOPICS}`);
      const pager = topics.getByRole('navigation', { name: 'Topic pages' });
      expect(pager).toHaveTextContent('Page 1 of 2');
      await userEvent.setup().click(within(pager).getByRole('link', { name: /Next/ }));
      await waitFor(() => expect(topics.getByText('Page 2 of 2')).toBeInTheDocument());
      expect(await titles()).toHaveLength(MORE_TOPICS + 3 - TOPICS_PER_PAGE);
      expect((await titles()).at(-1)).toBe('Welcome to the group');
      expect(topics.getByRole('link', { name: 'Welcome to the group' })).toHaveAttribute(
        'href',
        '/group_topics/single/900',
      );
    });

    it('opens the page of topics the address asks for', async () => {
      await renderPortal(worldTab, `/group/${filmHistory}?page=1`);
      const topics = await region('Topics');
      expect(await topics.findByRole('link', { name: 'Welcome to the group' })).toBeInTheDocument();
      expect(topics.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', `/group/${filmHistory}`);
    });
  });

  describe('a long discussion', () => {
    const READING_LIST = `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`;
    const total = MORE_COMMENTS + 2;
    beforeEach(async () => {
      for (let n = 1; n <= MORE_COMMENTS; n++)
        await worldTab.world.groups.postComment(
          worldTab.world.accounts.loggedInUid,
          DEMO_TOPIC_NIDS.readingList,
          `<p>Grown comment ${n}</p>`,
        );
    });

    const drawnComments = async () => (await region(/^Comments/)).getAllByRole('article');

    it('draws the first comments at once and the rest on “Show more comments”', async () => {
      await renderPortal(worldTab, READING_LIST);
      const comments = await region(`Comments (${total})`);
      expect(await comments.findAllByRole('article')).toHaveLength(COMMENTS_AT_ONCE);
      expect(comments.getByText(`${COMMENTS_AT_ONCE} of ${total} comments shown`)).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(comments.getByRole('button', { name: 'Show more comments' }));
      expect(await drawnComments()).toHaveLength(2 * COMMENTS_AT_ONCE);
      // Reading goes on from the first comment just drawn.
      expect(document.activeElement).toBe((await drawnComments())[COMMENTS_AT_ONCE]);
      await user.click(comments.getByRole('button', { name: 'Show more comments' }));
      expect(await drawnComments()).toHaveLength(total);
      expect(comments.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
      expect(comments.getByText(`Grown comment ${MORE_COMMENTS}`)).toBeInTheDocument();
    });

    it('shows a comment just posted at the end, however many are not yet drawn', async () => {
      await renderPortal(worldTab, READING_LIST);
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Late to the party');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      const comments = await region(`Comments (${total + 1})`);
      expect(await comments.findByText('Late to the party')).toBeInTheDocument();
      expect(await drawnComments()).toHaveLength(COMMENTS_AT_ONCE + 1);
      expect(comments.getByRole('button', { name: 'Show more comments' })).toBeInTheDocument();
      expect(comments.queryByText(`Grown comment ${MORE_COMMENTS}`)).not.toBeInTheDocument();
    });
  });
});
