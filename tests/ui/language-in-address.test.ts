import { describe, expect, it } from 'vitest';
import { Preferences } from '@/application/preferences/preferences';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { languageInAddress, takeLanguageFromAddress, withoutLanguage } from '@/ui/i18n/language-in-address';

function freshPreferences() {
  const storage = new InMemoryStorage();
  const container = createContainer(defaultConfig, [
    override(PersistentStorage, storage),
    override(SessionStorage, new InMemoryStorage()),
  ]);
  return { preferences: container.get(Preferences), storage };
}

const address = () => `${location.pathname}${location.search}${location.hash}`;

describe('a language chosen in the address (the footer’s picker before the code runs)', () => {
  it.each([
    ['?language=de', 'de'],
    ['?page=2&language=es', 'es'],
    ['?language=xx', null],
    ['?language=', null],
    ['?page=2', null],
  ] as const)('%s chooses %s', (search, language) => {
    expect(languageInAddress(search)).toBe(language);
  });

  it.each([
    ['/news?language=de', '/news'],
    ['/news?language=de&page=2', '/news?page=2'],
    ['/news?page=2&language=de#top', '/news?page=2#top'],
    ['/news?page=2', '/news?page=2'],
  ])('%s stands at %s without it', (before, after) => {
    expect(withoutLanguage(before)).toBe(after);
  });

  it('becomes the reader’s choice, kept as the picker keeps it, and leaves the address', () => {
    const { preferences, storage } = freshPreferences();
    window.history.replaceState({ kept: true }, '', '/news?language=de&page=2#top');
    expect(takeLanguageFromAddress(preferences)).toBe('de');
    expect(preferences.snapshot().language).toBe('de');
    expect(storage.read('necs.site')).toContain('"language":"de"');
    expect(address()).toBe('/news?page=2#top');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('changes nothing for a language the portal does not offer, and still leaves the address', () => {
    const { preferences, storage } = freshPreferences();
    window.history.replaceState(null, '', '/news?language=xx');
    expect(takeLanguageFromAddress(preferences)).toBeNull();
    expect(preferences.snapshot().language).toBe('en');
    expect(storage.keys()).toEqual([]);
    expect(address()).toBe('/news');
  });

  it('leaves an address without one as it is', () => {
    const { preferences } = freshPreferences();
    window.history.replaceState(null, '', '/news?page=2');
    expect(takeLanguageFromAddress(preferences)).toBeNull();
    expect(address()).toBe('/news?page=2');
  });
});
