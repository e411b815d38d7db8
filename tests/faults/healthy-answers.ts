import type { RemoteSystem } from '@/application/remote-system-error';
import { changedField, STALE_SAVE_REFUSAL } from '@/infrastructure/drupal/wire/entity-versions';
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

/** The version of every comment and topic the drivers edit: a PATCH made from another is stale. */
export const STORED_VERSION = '2026-11-20T16:00:00+00:00';
/** What a stale PATCH's read of the entity finds stored (docs/wire-groups.md, 'Editing against the version read'). */
const STORED = { html: '<p>Saved meanwhile in another tab.</p>', title: 'Screening in May' };

/** As core refuses a PATCH whose `changed` is not the stored one: 403, nothing stored. */
function refusedAsStale(body: unknown): Answer | null {
  const sent = (body as { changed?: readonly { value: string }[] } | undefined)?.changed?.[0]?.value;
  const stored = changedField(STORED_VERSION)[0].value;
  return sent === undefined || sent === stored
    ? null
    : { status: 403, data: { message: STALE_SAVE_REFUSAL } };
}

/** A comment or topic as `GET {entity}/{id}` answers it, with the stored version. */
const storedEntity = (path: string) => {
  const [entity, id] = path.split('/');
  const changed = [{ value: STORED_VERSION }];
  return entity === 'comment'
    ? ok({
        cid: [{ value: Number(id) }],
        entity_id: [{ target_id: 5, target_type: 'node' }],
        comment_body: [{ value: STORED.html }],
        changed,
      })
    : ok({
        nid: [{ value: Number(id) }],
        title: [{ value: STORED.title }],
        body: [{ value: STORED.html }],
        changed,
      });
};

/** Healthy answers of Drupal, by path; views answer empty lists. */
function drupalAnswer(path: string, reportedUser: number, method: string, body: unknown): Answer {
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
  // Issue 45 (docs/wire-groups.md): the entity after a PATCH (issue 51: unless it was made from another
  // version) and to a GET, nothing after a DELETE; the history's stamps.
  if (/^(comment|node)\/\d+$/.test(path)) {
    if (method === 'DELETE') return { status: 204, data: '' };
    return (method === 'PATCH' && refusedAsStale(body)) || storedEntity(path);
  }
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
  body?: unknown,
): Answer {
  if (system === 'drupal') return drupalAnswer(path, reportedUser, method, body);
  return system === 'sewobe' ? sewobeAnswer(path) : proposalAnswer(path);
}
