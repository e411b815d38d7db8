import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Preferences } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { ConferenceList } from '@/ui/listing/conference-list';
import { aPage, aTextParagraph } from '../support/builders';
import { DEMO_CONFERENCES } from '../support/demo-lists';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { renderPortal } from '../support/render-portal';
import { openWorldTab, type WorldTab } from '../support/session-fakes';
import { renderWithServices } from '../support/ui-harness';

describe('Add to calendar, in the conference list', () => {
  let world: DemoWorld;
  beforeEach(() => {
    world = demoWorld();
  });

  it('offers each conference’s calendar file as a download, named with its title', async () => {
    await renderWithServices(<ConferenceList display="teaser" />, {
      overrides: world.overrides,
      route: '/conferences',
    });
    const list = await screen.findByRole('list', { name: 'Conferences' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = within(card).getByRole('heading').textContent ?? '';
      const conference = DEMO_CONFERENCES.find((each) => each.title === title)!;
      const link = within(card).getByRole('link', { name: `Add to calendar – ${title}` });
      expect(link).toHaveAttribute('href', `/conferences/${conference.nid}.ics`);
      expect(link).toHaveAttribute('download');
    }
  });

  it('speaks the reader’s language', async () => {
    const { container } = await renderWithServices(<ConferenceList display="teaser" />, {
      overrides: world.overrides,
      route: '/conferences',
    });
    await prepareLanguage('de');
    // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
    await act(async () => container.get(Preferences).setLanguage('de'));
    const [first] = await screen.findAllByRole('link', { name: /^Zum Kalender hinzufügen – NECS/ });
    expect(first).toHaveAttribute('download');
  });
});

describe('Add to calendar, on a conference’s page', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('is offered on a conference, under its title', async () => {
    const node = aPage({
      nid: 212,
      title: 'NECS 2027: Screens of Repair',
      contentType: 'conference',
      paragraphs: [aTextParagraph('', '<p>Lisbon, 10–13 June 2027.</p>')],
    });
    worldTab.world.site.setPage('/conferences/2027-lisbon', node);
    await renderPortal(worldTab, '/conferences/2027-lisbon');
    await screen.findByRole('heading', { level: 1, name: node.title });
    const link = await screen.findByRole('link', { name: 'Add to calendar – NECS 2027: Screens of Repair' });
    expect(link).toHaveAttribute('href', '/conferences/212.ics');
    expect(link).toHaveAttribute('download');
  });

  it('is not offered on any other page', async () => {
    const node = aPage({ nid: 31, title: 'About us', contentType: 'page' });
    worldTab.world.site.setPage('/about-us', node);
    await renderPortal(worldTab, '/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });
});
