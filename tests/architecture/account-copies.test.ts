import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountCopiesOnDevice } from '@/application/session/account-copies';
import * as DEVICE_CACHES from '@/domain/offline/device-caches';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, openWorldTab } from '../support/session-fakes';

/**
 * Issue 80: nothing of one account is left on the device for the next. Every store that keeps something per
 * account registers with AccountCopiesOnDevice, which drops other accounts' copies when a login names an account.
 * This finds every name the code gives to what it keeps (`${appName}.<area>` and the Cache Storage caches) and
 * fails on one that is neither a registered store's place nor named below as holding no account's data: a new
 * per-account store cannot be forgotten.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/** Names under `{app}.` that hold nothing of one account for the next, each with the reason. */
const ACCOUNT_FREE: Readonly<Record<string, string>> = {
  site: 'the language and topic order chosen on the device',
  auth: 'who is logged in in this tab: the login itself replaces it',
  membership: 'the tab’s SEWOBE session: ended with the portal session, replaced by a login',
  'pending-logout':
    'the id of a logout that has not reached Drupal yet, never typed words; a login clears it',
  'outbox-ledger': 'random ids of outbox items and their times, no account, no text, no place',
  outbox: 'a Web Lock’s name, nothing stored',
  'tab-news': 'a BroadcastChannel’s name, nothing stored',
  'proposal-drafts': 'a BroadcastChannel’s name, nothing stored',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `${…appName}.<area>` the code writes, by area. */
function namedAreas(): Set<string> {
  const areas = new Set<string>();
  for (const file of sourceFiles(resolve(ROOT, 'src')))
    for (const [, area = ''] of readFileSync(file, 'utf8').matchAll(/appName\}\.([a-z][a-z-]*)/g))
      areas.add(area);
  return areas;
}

async function deviceOfMember() {
  const tab = openWorldTab();
  await logInAs(tab, DEMO_ACCOUNTS.member);
  return {
    tab,
    places: tab.container.get(AccountCopiesOnDevice).registered.flatMap((store) => store.places),
  };
}

describe('every store that keeps something per account on the device', () => {
  it('is registered with AccountCopiesOnDevice, or named as holding no account’s data', async () => {
    const { places } = await deviceOfMember();
    const covered = (area: string) => places.some((place) => place.endsWith(`:necs.${area}.`));
    const forgotten = [...namedAreas()].filter((area) => !covered(area) && !(area in ACCOUNT_FREE));
    expect(forgotten, 'register these with AccountCopiesOnDevice, or name them in ACCOUNT_FREE').toEqual([]);
  });

  it('holds no stale exceptions: each account-free name is still written', () => {
    expect(Object.keys(ACCOUNT_FREE).filter((area) => !namedAreas().has(area))).toEqual([]);
  });

  it('covers every Cache Storage cache but the build’s code', async () => {
    const { places } = await deviceOfMember();
    const caches = Object.entries(DEVICE_CACHES)
      .filter(([name, value]) => typeof value === 'string' && name.endsWith('_CACHE'))
      .map(([, value]) => `caches:${String(value)}`);
    expect(caches.filter((cache) => !places.includes(cache))).toEqual([]);
  });

  it('drops another account’s keys at each place it names when a login names the member', async () => {
    const tab = openWorldTab();
    const storages = { local: tab.persistentStorage, session: tab.sessionStorage };
    const { places } = await deviceOfMember();
    const planted = places
      .filter((place) => !place.startsWith('caches:'))
      .map((place) => {
        const [where, prefix] = place.split(/:(.*)/) as [keyof typeof storages, string];
        const key = `${prefix}99.somewhere`;
        storages[where].write(key, '{}');
        return { storage: storages[where], key };
      });
    expect(planted.length).toBeGreaterThan(0);
    await logInAs(tab, DEMO_ACCOUNTS.member);
    expect(planted.filter(({ storage, key }) => storage.read(key) !== null).map(({ key }) => key)).toEqual(
      [],
    );
  });
});
