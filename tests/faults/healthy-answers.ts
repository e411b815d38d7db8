import type { RemoteSystem } from '@/application/remote-system-error';
import { PROPOSAL_SUBMISSION } from '../../sandbox/demo-data/event-settings';

/** A healthy answer: its status (2xx, or 404 for "none yet") and body as the transport hands it on. */
export interface Answer {
  readonly status: number;
  readonly data: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, data });
const EMPTY_VIEW = {
  rows: [],
  pager: { current_page: 0, total_items: 0, total_pages: 0, items_per_page: 10 },
};

/** The logged-in member every row is driven as (or nobody, once Drupal says the session ended). */
export const MEMBER_ID = 7;

/** What Drupal's page answers report: the member, or 0 when the session ended. */
export function pageAnswer(userId: number): Answer {
  const session =
    userId > 0
      ? {
          user_id: userId,
          user_name: 'marta',
          is_member: true,
          roles: { member: 'member', organizer: 'organizer' },
          logout_token: 'logout-token',
        }
      : { user_id: 0, user_name: '', is_member: false, roles: {} };
  return ok({ data: { node: null, session } });
}

/** Healthy answers of Drupal, by path; views answer empty lists. */
function drupalAnswer(path: string, reportedUser: number, method: string): Answer {
  if (path === 'necs-json/get/page') return pageAnswer(reportedUser);
  if (path === 'session/token') return ok('csrf-token');
  if (path.startsWith('necs-json/get-menu/')) return ok([]);
  if (path === 'necs-json/get/nothing' || path === 'user/logout') return { status: 204, data: '' };
  if (/^user\/\d+$/.test(path))
    return ok({
      uid: [{ value: MEMBER_ID }],
      name: [{ value: 'marta' }],
      mail: [{ value: 'marta@example.org' }],
    });
  if (path === 'user/login')
    return ok({
      current_user: { uid: String(MEMBER_ID) },
      csrf_token: 'csrf-token',
      logout_token: 'logout-token',
    });
  if (path === 'comment') return { status: 201, data: {} };
  // Issue 45 (docs/wire-groups.md): the entity after a PATCH, nothing after a DELETE; the history's stamps.
  if (/^comment\/\d+$/.test(path)) return ok({ cid: [{ value: Number(path.split('/')[1]) }] });
  if (/^node\/\d+$/.test(path))
    return method === 'DELETE'
      ? { status: 204, data: '' }
      : ok({ nid: [{ value: Number(path.split('/')[1]) }] });
  if (/^history\/\d+\/read$/.test(path)) return ok(1795656561);
  if (path === 'history/get_node_read_timestamps') return ok({ '5': 1795656561, '6': 0 });
  if (path.startsWith('necs-workgroup/join/')) return ok({ status: 'joined' });
  if (path.startsWith('necs-workgroup/leave/')) return ok({ status: 'left' });
  if (path === 'necs-workgroup/post-topic') return { status: 201, data: { nid: 99 } };
  if (path === 'editablevar/json/proposal_submission') return ok(PROPOSAL_SUBMISSION);
  return ok(EMPTY_VIEW);
}

function sewobeAnswer(path: string): Answer {
  if (path.endsWith('KP_LOGIN'))
    return ok({ STATUSCODE: 1, STATUS: 'OK', SESSION: 'sewobe-connection', VALIDTOKEN: 'valid' });
  return ok({ STATUSCODE: 1, STATUS: 'OK' });
}

function proposalAnswer(path: string): Answer {
  if (path === 'login') return ok('proposal-token');
  // No form stored yet: the forms start empty.
  if (path.startsWith('forms-data/single/')) return { status: 404, data: { message: 'No form yet' } };
  if (path === 'forms-data/update') return ok({ updated: new Date().toISOString() });
  if (path.startsWith('count/')) return ok({ count: 2 });
  if (path === 'logout') return { status: 204, data: '' };
  return ok({});
}

/** What a remote system that works answers to `METHOD path` (path relative to its base, without the query). */
export function healthyAnswer(
  system: RemoteSystem,
  path: string,
  reportedUser: number,
  method = 'GET',
): Answer {
  if (system === 'drupal') return drupalAnswer(path, reportedUser, method);
  return system === 'sewobe' ? sewobeAnswer(path) : proposalAnswer(path);
}
