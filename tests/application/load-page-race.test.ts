import { describe, expect, it, vi } from 'vitest';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import { LoadPage } from '@/application/site/load-page';
import type { PageAnswer } from '@/domain/pages/page';
import { logInAs, sessionTestbed } from '../support/session-fakes';

/** Holds the next page answer of the fake content system until `release()`. */
async function holdNextAnswer(testbed: ReturnType<typeof sessionTestbed>, path: string) {
  const site = testbed.world.site;
  const answerAsItIsNow = await site.getPage(path);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(site, 'getPage').mockImplementationOnce(async () => {
    await gate;
    return answerAsItIsNow;
  });
  return { release: () => (release(), new Promise((resolve) => setTimeout(resolve, 0))) };
}

describe('LoadPage with answers still on their way during a login or logout', () => {
  it('an anonymous answer that set off before a login does not log the member out again', async () => {
    const testbed = sessionTestbed();
    const held = await holdNextAnswer(testbed, '/about-us');
    const shown: PageAnswer[] = [];
    testbed.container
      .get(LoadPage)
      .load('/about-us')
      .subscribe((answer) => shown.push(answer));

    await logInAs(testbed);
    await held.release();

    const { session, expired } = testbed.container.get(SessionStore).snapshot();
    expect(shown).toHaveLength(1);
    expect(session.userId).toBeGreaterThan(0);
    expect(expired).toBe(false);
  });

  it("a member's answer that set off before a logout does not log them back in", async () => {
    const testbed = sessionTestbed();
    await logInAs(testbed);
    const held = await holdNextAnswer(testbed, '/about-us');
    testbed.container.get(LoadPage).load('/about-us').subscribe();

    await testbed.container.get(LogOut).execute();
    await held.release();

    expect(testbed.container.get(SessionStore).snapshot().session.userId).toBe(0);
  });
});
