import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadingHistory } from '@/application/groups/reading-history';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { bindGroupWriting } from '@/infrastructure/group-writing-bindings';
import { memberReads } from '@/server/member-reads';
import { memberCookie } from '../support/member-cookie';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { underTestBudget } from '../support/test-budgets';

/**
 * A member's server render reads what they have read (their "new" markers, drawn with the page) through the
 * server's own transport, which only reads: the history's timestamps are a POST that reads.
 */
describe('the reading history from a member’s server render', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('tells when the member last read each topic, with their session', async () => {
    const drupalUrl = underTestBudget(`${sandbox.url}/cms/`);
    const container = createContainer(
      { ...defaultConfig, cmsUrl: drupalUrl },
      [override(PersistentStorage, new InMemoryStorage()), override(SessionStorage, new InMemoryStorage())],
      'server-render',
    );
    bindGroupWriting(container);
    container.get(DrupalHttp).transport = memberReads(drupalUrl, await memberCookie(sandbox.url));
    const reads = await container.get(ReadingHistory).lastRead([905, 902]);
    expect(Object.fromEntries(reads)).toEqual({ 905: '2026-11-08T09:00:00+00:00', 902: null });
  });
});
