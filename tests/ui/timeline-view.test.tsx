import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Preferences } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { TimelineView } from '@/ui/listing/timeline-view';
import { aTimelineEntry } from '../support/builders';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { SAMPLE_TIMELINE } from '../support/list-fixtures';
import { renderWithServices } from '../support/ui-harness';
import { expectConsole } from '../support/console-expectations';

let world: DemoWorld;
beforeEach(() => {
  world = demoWorld();
  world.listings.seedTimeline(SAMPLE_TIMELINE);
});

const renderTimeline = async (reversed = false) =>
  await renderWithServices(<TimelineView reversed={reversed} />, { overrides: world.overrides });

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('article');
const titles = async () => (await entries()).map((entry) => within(entry).getByRole('heading').textContent);

const OLDEST_FIRST = [
  'A network is founded',
  'NECSUS is launched',
  'Membership passes 1,000',
  'Conference cancelled, community online',
];

describe('TimelineView', () => {
  it.each([
    { reversed: false, order: OLDEST_FIRST, checked: 'Oldest first' },
    { reversed: true, order: [...OLDEST_FIRST].reverse(), checked: 'Newest first' },
  ])(
    'starts in the order the paragraph asks for (reversed: $reversed)',
    async ({ reversed, order, checked }) => {
      await renderTimeline(reversed);
      expect(await titles()).toEqual(order);
      expect(screen.getByRole('radio', { name: checked })).toBeChecked();
    },
  );

  it('turns the order round and back', async () => {
    const { user } = await renderTimeline();
    await user.click(await screen.findByRole('radio', { name: 'Newest first' }));
    expect(await titles()).toEqual([...OLDEST_FIRST].reverse());
    await user.click(screen.getByRole('radio', { name: 'Oldest first' }));
    expect(await titles()).toEqual(OLDEST_FIRST);
  });

  it('shows the date, the text and the tags of an entry', async () => {
    await renderTimeline();
    const [founded] = await entries();
    expect(within(founded!).getByText('March 25, 2006')).toHaveAttribute('dateTime', '2006-03-25');
    expect(within(founded!).getByText('In Berlin.')).toBeVisible();
    expect(within(within(founded!).getByRole('list', { name: 'Tags' })).getByText('founding')).toBeVisible();
  });

  it('leaves out every part that is empty', async () => {
    world.listings.seedTimeline([aTimelineEntry('bare', '2001-01-01', { title: '', text: '', tags: [] })]);
    await renderTimeline();
    const [bare] = await entries();
    expect(within(bare!).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(bare!).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(bare!.textContent).toBe('January 1, 2001');
  });

  it('writes dates in the chosen language', async () => {
    const { container } = await renderTimeline();
    // As the language picker does: the words first, then the switch.
    await prepareLanguage('de');
    // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
    await act(async () => container.get(Preferences).setLanguage('de'));
    // The timeline is read again in German (content languages), the English one shown meanwhile.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // The list's name is German now too.
    const list = await screen.findByRole('list', { name: 'Zeitleiste' });
    const [founded] = within(list).getAllByRole('article');
    expect(await within(founded!).findByText('25. März 2006')).toBeVisible();
  });

  it('offers a retry when the timeline cannot be loaded', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    world.listings.outage.start();
    const { user } = await renderTimeline();
    expect(await screen.findByRole('alert')).toHaveTextContent('The timeline could not be loaded');
    world.listings.outage.end();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toEqual(OLDEST_FIRST);
  });
});
