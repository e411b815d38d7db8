import type { Browser, CDPSession } from '@playwright/test';
import { networkConditions } from '../emulation';
import type { NetworkAnswers, ProtocolEvent } from './network-answers';

/** The portal's service worker as the bench drives it: its network emulated, its answers watched. */
export interface WorkerSession {
  /** The mobile preset's network, or none at all; sent again after Playwright's `setOffline`, which resets it. */
  emulate(offline: boolean): Promise<void>;
}

/**
 * A session on the context's service worker. A tab's emulated network does not reach the worker, a target of
 * its own: its fetch of the page (the copy's refresh behind it) would run at loopback speed and finish before
 * any throttled paint, which no phone would see. Playwright opens sessions on pages only, so the worker is
 * reached through the browser's session (`Target.sendMessageToTarget`). An attached session also keeps the
 * worker from being stopped when idle, so the conditions hold for every tab after. One context at a time: two
 * contexts' workers of the same origin could not be told apart here.
 */
export async function attachServiceWorker(
  browser: Browser,
  origin: string,
  answers: NetworkAnswers,
): Promise<WorkerSession> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.url.startsWith(`${origin}/sw.js`),
  );
  const [worker, ...others] = workers;
  if (!worker || others.length) throw new Error(`${workers.length} service workers of ${origin} run, not 1.`);
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as Partial<ProtocolEvent>;
    if (event.sessionId === sessionId && message.method && message.params)
      answers.take('worker', message as ProtocolEvent);
  });
  let id = 0;
  const send = (method: string, params: object) =>
    sendToTarget(cdp, sessionId, { id: (id += 1), method, params });
  await send('Network.enable', {});
  return {
    emulate: (offline) => send('Network.emulateNetworkConditions', networkConditions('mobile', offline)),
  };
}

/** Sends one command to an attached target and waits for its answer (or its error). */
function sendToTarget(
  cdp: CDPSession,
  sessionId: string,
  command: { id: number; method: string; params: object },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const answered = (event: { sessionId?: string; message: string }) => {
      if (event.sessionId !== sessionId) return;
      const answer = JSON.parse(event.message) as { id?: number; error?: { message: string } };
      if (answer.id !== command.id) return;
      cdp.off('Target.receivedMessageFromTarget', answered);
      if (answer.error) reject(new Error(`${command.method}: ${answer.error.message}`));
      else resolve();
    };
    cdp.on('Target.receivedMessageFromTarget', answered);
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(command) }).catch(reject);
  });
}
