import { describe, expect, it } from 'vitest';
import { Preferences, topicOrderOf } from '@/application/preferences/preferences';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { expectConsole } from '../support/console-expectations';

const config = { appName: 'necs' };
const open = (storage: InMemoryStorage) => new Preferences(storage, config, ['en']);

describe('the topic order remembered on this device (the site-state area)', () => {
  it('is newest first until chosen, also for a site state stored before the choice existed', () => {
    const storage = new InMemoryStorage();
    expect(topicOrderOf(open(storage).snapshot())).toBe('newest');
    storage.write('necs.site', JSON.stringify({ version: 1, value: { language: 'de' } }));
    const earlier = open(storage).snapshot();
    expect([earlier.language, topicOrderOf(earlier)]).toEqual(['de', 'newest']);
  });

  it('keeps a choice for the next visit, beside the language', () => {
    const storage = new InMemoryStorage();
    const preferences = open(storage);
    preferences.setLanguage('fr');
    preferences.setTopicOrder('activity');
    const next = open(storage).snapshot();
    expect([next.language, topicOrderOf(next)]).toEqual(['fr', 'activity']);
  });

  it('takes up an order chosen in another tab', () => {
    const storage = new InMemoryStorage();
    const preferences = open(storage);
    const seen: string[] = [];
    preferences.state$.subscribe((state) => seen.push(topicOrderOf(state)));
    open(storage).setTopicOrder('activity');
    storage.writeElsewhere('necs.site', storage.read('necs.site')!);
    expect(seen).toEqual(['newest', 'activity']);
  });

  it('writes nothing when the order chosen is the one it has', () => {
    const storage = new InMemoryStorage();
    open(storage).setTopicOrder('newest');
    expect(storage.keys()).toEqual([]);
  });

  it('resets a stored order it does not know, with a warning, to newest first', () => {
    expectConsole('warn', 'Stored necs.site was unreadable or outdated');
    const storage = new InMemoryStorage();
    storage.write(
      'necs.site',
      JSON.stringify({ version: 1, value: { language: 'de', topicOrder: 'random' } }),
    );
    expect(topicOrderOf(open(storage).snapshot())).toBe('newest');
  });
});
