import { describe, expect, it } from 'vitest';
import { wordingIn } from '@/application/config/app-config';
import { LANGUAGES, type Language } from '@/application/preferences/preferences';
import { defaultConfig, loadConfig } from '@/infrastructure/config/load-config';

/**
 * On a local host everyone counts as a logged-in member, only ever behind a development flag (docs/behaviour.md,
 * 'Local development as member').
 */
describe('loadConfig: localhostAsMember', () => {
  it.each([
    ['off by default, in development', null, true, false],
    ['off by default, in production', null, false, false],
    ['on when asked for, in a development build', { localhostAsMember: true }, true, true],
    ['ignored in a production build even when asked for', { localhostAsMember: true }, false, false],
    ['off when switched off, in development', { localhostAsMember: false }, true, false],
  ])('%s', async (_case, file, isDevelopment, expected) => {
    const config = await loadConfig(async () => file, isDevelopment, 'localhost');
    expect(config.localhostAsMember).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['portal.localhost', true],
    ['necs.org', false],
    ['localhost.necs.org', false],
    ['', false],
  ])('in development, served from %s: %s', async (hostname, expected) => {
    const config = await loadConfig(async () => ({ localhostAsMember: true }), true, hostname);
    expect(config.localhostAsMember).toBe(expected);
  });

  it('is off in the defaults', () => {
    expect(defaultConfig.localhostAsMember).toBe(false);
  });
});

/** The public address canonical links and link previews name; optional, the page's own origin otherwise. */
describe('loadConfig: siteUrl', () => {
  const siteUrlOf = async (file: unknown) => (await loadConfig(async () => file, false, 'necs.org')).siteUrl;

  it('is not required: without it the config has none', async () => {
    await expect(siteUrlOf(null)).resolves.toBeUndefined();
    await expect(siteUrlOf({ cmsUrl: '/cms/' })).resolves.toBeUndefined();
    expect(defaultConfig.siteUrl).toBeUndefined();
  });

  it.each([
    ['https://necs.org', 'https://necs.org'],
    ['https://necs.org/', 'https://necs.org'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['https://example.org/necs/', 'https://example.org/necs'],
  ])('takes %s as %s', async (siteUrl, expected) => {
    await expect(siteUrlOf({ siteUrl })).resolves.toBe(expected);
  });

  it.each([
    ['a relative URL', '/'],
    ['a host without a scheme', 'necs.org'],
    ['another scheme', 'ftp://necs.org'],
    ['a query', 'https://necs.org/?utm=x'],
    ['a fragment', 'https://necs.org/#top'],
    ['an empty string', ''],
  ])('refuses %s', async (_case, siteUrl) => {
    await expect(siteUrlOf({ siteUrl })).rejects.toThrow();
  });
});

/** The footer's contact links: a label is one text, or one per language with English standing in. */
describe('loadConfig: the contact links’ labels', () => {
  const association = (label: unknown) => ({
    association: { ...defaultConfig.association, contactMails: [{ label, address: 'office@necs.org' }] },
  });
  const labelIn = async (label: unknown, language: Language) => {
    const config = await loadConfig(async () => association(label), false, 'necs.org');
    return wordingIn(config.association.contactMails[0]!.label, language);
  };

  it('takes one text for every language', async () => {
    await expect(labelIn('Office', 'de')).resolves.toBe('Office');
  });

  it('takes one per language, English where a language has none', async () => {
    const label = { en: 'Membership', de: 'Mitgliedschaft' };
    await expect(labelIn(label, 'de')).resolves.toBe('Mitgliedschaft');
    await expect(labelIn(label, 'fr')).resolves.toBe('Membership');
  });

  it('refuses languages without English', async () => {
    await expect(labelIn({ de: 'Mitgliedschaft' }, 'de')).rejects.toThrow();
  });

  it('words the defaults differently in each language the portal speaks', () => {
    for (const { label } of defaultConfig.association.contactMails) {
      const words = new Set(LANGUAGES.map((language) => wordingIn(label, language)));
      expect(words.size).toBe(LANGUAGES.length);
    }
  });
});

/** The share of visits that send field data (docs/privacy.md): none unless the deployment says so. */
describe('loadConfig: fieldDataSample', () => {
  const sampleOf = async (config: object) =>
    (await loadConfig(async () => config, false)).fieldDataSample ?? 0;

  it('is 0 without it: no visit sends anything', async () => {
    expect(await sampleOf({})).toBe(0);
  });

  it('takes a share from 0 to 1', async () => {
    for (const share of [0, 0.05, 1]) expect(await sampleOf({ fieldDataSample: share })).toBe(share);
  });

  it('refuses what is not a number', async () => {
    for (const share of ['0.1', true, null])
      await expect(sampleOf({ fieldDataSample: share })).rejects.toThrow();
  });
});

/** The association's time zone: a moment's for a reader whose own the server has not been told. */
describe('loadConfig: timeZone', () => {
  const zoneOf = async (config: object) => (await loadConfig(async () => config, false)).timeZone;

  it('is Europe/Berlin, where the association has its seat, without it', async () => {
    expect(await zoneOf({})).toBe('Europe/Berlin');
  });

  it('takes a zone Intl knows, as Intl names it', async () => {
    expect(await zoneOf({ timeZone: 'europe/lisbon' })).toBe('Europe/Lisbon');
  });

  it('refuses a zone Intl does not know', async () => {
    for (const zone of ['Mars/Olympus', 3])
      await expect(zoneOf({ timeZone: zone })).rejects.toThrow(/time zone/);
  });
});

/** Whether the proposal system checks versions itself (docs/wire-proposals.md, Versions): it does, unless told. */
describe('loadConfig: proposalsCheckVersions', () => {
  const checksOf = async (config: object) =>
    (await loadConfig(async () => config, false)).proposalsCheckVersions;

  it('is true without it', async () => {
    expect(await checksOf({})).toBe(true);
  });

  it('takes false, for a proposal system without the check', async () => {
    expect(await checksOf({ proposalsCheckVersions: false })).toBe(false);
  });

  it('refuses what is not a boolean', async () => {
    for (const checks of ['false', 0, null])
      await expect(checksOf({ proposalsCheckVersions: checks })).rejects.toThrow();
  });
});
