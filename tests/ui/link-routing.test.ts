import { describe, expect, it } from 'vitest';
import { routesInApp, type LinkContext } from '@/ui/shared/link-routing';

const APP = 'https://portal.example.org';
const behindProxy: LinkContext = { appOrigin: APP, remoteBases: ['/cms/', '/membership/', '/proposals/'] };
const elsewhere: LinkContext = {
  appOrigin: APP,
  remoteBases: ['https://cms.example.org/', 'https://sewobe.example.net/api/', `${APP}/proposals/`],
};

describe('routesInApp: which links stay inside the single-page app', () => {
  it.each([
    // The portal's own pages.
    ['/news', behindProxy, true],
    ['/news?page=2#list', behindProxy, true],
    [`${APP}/join`, behindProxy, true],
    ['/cmsx/about', behindProxy, true],
    ['/news', elsewhere, true],
    // A remote system elsewhere owns no path of the portal, even one that looks like its own.
    ['/api/reports', elsewhere, true],
    // Drupal's files, wherever they were written to.
    ['/sites/default/files/a.pdf', behindProxy, false],
    ['/system/files/minutes.pdf', behindProxy, false],
    ['/sites/default/files/a.pdf', elsewhere, false],
    // The remote systems behind the portal's own origin.
    ['/cms/sites/default/files/a.pdf', behindProxy, false],
    ['/cms/user/password', behindProxy, false],
    ['/membership/zugang', behindProxy, false],
    [`${APP}/proposals/forms`, elsewhere, false],
    // Other origins and schemes.
    ['https://cms.example.org/sites/default/files/a.pdf', elsewhere, false],
    ['https://necs.org/news', behindProxy, false],
    ['mailto:office@necs.org', behindProxy, false],
  ])('%s (%#) → %s', (href, context, expected) => {
    expect(routesInApp(href, context)).toBe(expected);
  });

  it('lets a remote system at the root of the portal’s origin claim no path, since it would claim all', () => {
    expect(routesInApp('/news', { appOrigin: APP, remoteBases: [`${APP}/`] })).toBe(true);
  });
});
