import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NewTopicForm } from '@/ui/groups/new-topic-form';
import { TopicAttachments } from '@/ui/groups/topic-attachments';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { renderView } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** A text file whose right-to-left override makes it read as `unitxt.png`. */
const DISGUISED = 'uni\u202Egnp.txt';
/** The same name as the portal shows it: the override written out, not obeyed. */
const SHOWN = 'uni\\u202Egnp.txt';

describe('a file name holding a bidi control', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('is shown with the control written out and isolated, as a topic’s attachment and its download name', async () => {
    const attachment = { name: DISGUISED, size: 1200, url: '/cms/system/files/topics/a1.txt' };
    await renderView(worldTab, <TopicAttachments attachments={[attachment]} />);
    const link = screen.getByRole('link', { name: SHOWN });
    expect(link.textContent).not.toContain('\u202E');
    expect(link.querySelector('bdi')).toHaveTextContent(SHOWN);
    expect(link).toHaveAttribute('download', SHOWN);
  });

  it('is shown with the control written out and isolated while it is being attached', async () => {
    const { filmHistory } = DEMO_GROUP_IDS;
    await renderView(
      worldTab,
      <NewTopicForm initialValues={{ group_id: filmHistory, group: 'Film History' }} onPosted={() => {}} />,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Attach file(s)'),
      new File(['notes'], DISGUISED, { type: 'text/plain' }),
    );
    const attached = within(screen.getByRole('list', { name: 'Attached files' }));
    // Once beside its size, once in its Remove button's name.
    expect(attached.getAllByText(SHOWN).map((name) => name.tagName)).toEqual(['BDI', 'BDI']);
    expect(attached.getByRole('button', { name: `Remove ${SHOWN}` })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached files' }).textContent).not.toContain('\u202E');
  });
});
