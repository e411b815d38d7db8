import { describe, expect, it, vi } from 'vitest';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import { LoadPage } from '@/application/site/load-page';
import type { PageAnswer } from '@/domain/pages/page';
import { logInAs, openWorldTab } from '../support/session-fakes';

/** Holds the next page answer of the fake content system until `release()`. */
async function holdNextAnswer(worldTab: ReturnType<typeof openWorldTab>, path: string) {
  const site = worldTab.world.site;
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
    const worldTab = openWorldTab();
    const held = await holdNextAnswer(worldTab, '/about-us');
    const shown: PageAnswer[] = [];
    worldTab.container
      .get(LoadPage)
      .load('/about-us')
      .subscribe((answer) => shown.push(answer));

    await logInAs(worldTab);
    await held.release();

    const { session, expired } = worldTab.container.get(SessionStore).snapshot();
    expect(shown).toHaveLength(1);
    expect(session.userId).toBeGreaterThan(0);
    expect(expired).toBe(false);
  });

  it("a member's answer that set off before a logout does not log them back in", async () => {
    const worldTab = openWorldTab();
    await logInAs(worldTab);
    const held = await holdNextAnswer(worldTab, '/about-us');
    worldTab.container.get(LoadPage).load('/about-us').subscribe();

    await worldTab.container.get(LogOut).execute();
    await held.release();

    expect(worldTab.container.get(SessionStore).snapshot().session.userId).toBe(0);
  });
});
