import { describe, expect, it, vi } from 'vitest';
import { firstLanguageOf, Preferences } from '@/application/preferences/preferences';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';

const config = { appName: 'necs' };

describe('Preferences (the site-state area)', () => {
  it('starts in English', () => {
    expect(new Preferences(new InMemoryStorage(), config, ['en-GB']).snapshot().language).toBe('en');
  });

  it('starts, on a first visit, in the first of the browser’s languages the portal speaks', () => {
    expect(new Preferences(new InMemoryStorage(), config, ['pl-PL', 'de-AT', 'en']).snapshot().language).toBe(
      'de',
    );
    expect(firstLanguageOf(['FR-ca'])).toBe('fr');
    expect(firstLanguageOf(['es-419', 'fr'])).toBe('es');
    expect(firstLanguageOf(['pl', 'it'])).toBe('en');
    expect(firstLanguageOf([])).toBe('en');
  });

  it('keeps a choice made over the browser’s languages', () => {
    const storage = new InMemoryStorage();
    new Preferences(storage, config, ['de']).setLanguage('en');
    expect(new Preferences(storage, config, ['de']).snapshot().language).toBe('en');
  });

  it('takes up a language chosen in another tab, once, and nothing when it is the one this tab has', () => {
    const storage = new InMemoryStorage();
    const preferences = new Preferences(storage, config, ['en']);
    const seen: string[] = [];
    preferences.state$.subscribe(({ language }) => seen.push(language));
    storage.writeElsewhere('necs.site', JSON.stringify({ version: 1, value: { language: 'fr' } }));
    storage.writeElsewhere('necs.site', JSON.stringify({ version: 1, value: { language: 'fr' } }));
    storage.writeElsewhere('necs.other', 'x');
    expect(preferences.snapshot().language).toBe('fr');
    expect(seen).toEqual(['en', 'fr']);
  });

  it('keeps the chosen language for the next visit', () => {
    const storage = new InMemoryStorage();
    new Preferences(storage, config, ['en']).setLanguage('de');
    expect(new Preferences(storage, config, ['en']).snapshot().language).toBe('de');
    expect(storage.keys()).toEqual(['necs.site']);
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['an unknown language', JSON.stringify({ version: 1, value: { language: 'xx' } })],
    ['an older version', JSON.stringify({ version: 0, value: { language: 'de' } })],
  ])('resets %s to English with a warning instead of failing', (_case, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new InMemoryStorage();
    storage.write('necs.site', stored);
    expect(new Preferences(storage, config, ['en']).snapshot().language).toBe('en');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
