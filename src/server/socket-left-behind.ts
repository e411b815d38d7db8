import { lstatSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * What is at a Unix socket's path the service wants to listen on: `live`, a process answers there (another
 * renderer, or an account that took the address first); `dead`, a socket nobody listens on any more, left by a
 * renderer that crashed or was killed before it could remove it; `gone`, nothing at all now; `other`, a file of
 * another kind, which is nobody's socket to replace.
 */
export type SocketLeftBehind = 'live' | 'dead' | 'gone' | 'other';

export async function socketLeftBehind(path: string): Promise<SocketLeftBehind> {
  let isSocket: boolean;
  try {
    isSocket = lstatSync(path).isSocket();
  } catch {
    return 'gone';
  }
  if (!isSocket) return 'other';
  return new Promise((settle) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      settle('live');
    });
    // ECONNREFUSED: the file is there with no listener behind it. A full backlog (EAGAIN) is a live one, busy.
    probe.once('error', (error: NodeJS.ErrnoException) =>
      settle(error.code === 'ECONNREFUSED' ? 'dead' : error.code === 'ENOENT' ? 'gone' : 'live'),
    );
  });
}
