import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from '@/application/tokens';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { override } from '@/infrastructure/container';
import { SafeHtml } from '@/ui/shared/safe-html';
import { renderWithServices } from '../support/ui-harness';

const LINKS =
  '<p><a href="/news">News</a> <a href="/sites/default/files/a.pdf">Programme</a> ' +
  '<a href="/cms/system/files/minutes.pdf">Minutes</a> <a href="/drupal/node/4">Drupal page</a> ' +
  '<a href="/call.pdf" download>Call</a> <a href="/membership/zugang">Membership system</a></p>';

describe('SafeHtml links', () => {
  /** Whether the app took the last click over; the browser would have loaded the link otherwise. */
  let takenOver: boolean | undefined;
  const record = (event: Event) => {
    takenOver = event.defaultPrevented;
    // jsdom cannot load pages; the browser's part is only recorded.
    event.preventDefault();
  };
  beforeEach(() => {
    takenOver = undefined;
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));

  const renderLinks = (cmsUrl = defaultConfig.cmsUrl) =>
    renderWithServices(<SafeHtml html={LINKS} />, {
      route: '/about',
      overrides: [override(TOKENS.Config, { ...defaultConfig, cmsUrl })],
    });

  it('navigates to the portal’s own pages inside the app', async () => {
    const { user, location } = renderLinks();
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(takenOver).toBe(true);
    expect(location().pathname).toBe('/news');
  });

  it.each(['Programme', 'Minutes', 'Call', 'Membership system'])('leaves %s to the browser', async (name) => {
    const { user, location } = renderLinks();
    await user.click(screen.getByRole('link', { name }));
    expect(takenOver).toBe(false);
    expect(location().pathname).toBe('/about');
  });

  it('leaves the content system’s own pages to the browser when it shares the portal’s origin', async () => {
    const { user, location } = renderLinks(`${window.location.origin}/drupal/`);
    await user.click(screen.getByRole('link', { name: 'Drupal page' }));
    expect(takenOver).toBe(false);
    expect(location().pathname).toBe('/about');
  });
});
