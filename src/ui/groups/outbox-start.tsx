import { useEffect } from 'react';
import { AppConfig } from '@/application/config/app-config';
import { outboxKey } from '@/application/groups/discussion-draft-keys';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { SessionStorage } from '@/application/storage/key-value-storage';
import { isLoggedIn } from '@/domain/session/session';
import { useContainer, useService } from '../app/services';
import { useSessionState } from '../shared/use-session-state';

/**
 * Starts the outbox's sender on every screen (the site's frame mounts this), once a member is logged in and
 * this tab holds something waiting: a page with no topic on it (the member area, a duplicated tab's first
 * screen) sends too. Where nothing waits the groups' code is not loaded for it: a new item is only ever made
 * by that code, which starts the sender itself. Draws nothing.
 */
export function OutboxStart() {
  const { session } = useSessionState();
  const uid = isLoggedIn(session) ? session.userId : 0;
  const storage = useService(SessionStorage);
  const { appName } = useService(AppConfig);
  const loader = useService(GroupsLoader);
  const container = useContainer();
  useEffect(() => {
    if (uid === 0 || storage.read(outboxKey(appName, uid)) === null) return;
    let current = true;
    // The sender's code comes with the groups' writing part, never in a visitor's first load (the frame's).
    Promise.all([loader.loadWriting(), import('@/application/groups/outbox-sender')])
      .then(([, { OutboxSender }]) => {
        if (current) void container.get(OutboxSender).sendNow();
      })
      // The code did not come: the topic's page, once opened, starts the sender as it loads it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uid, storage, appName, loader, container]);
  return null;
}
