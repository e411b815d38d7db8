import type autocannon from 'autocannon';
import type { MemberSession } from './accounts';

/**
 * The three kinds of traffic the sandbox stands in for, on the wire as the portal sends them. The two
 * writes make every request unique (a numbered topic title, a numbered event of the proposal form) and
 * remember the id of each one answered 2xx, so that the database can be asked for every one of them after.
 */
export interface Scenario {
  name: string;
  request: autocannon.Request;
  /** Ids of the writes answered 2xx; null for reads. */
  acknowledged: Set<string> | null;
}

/** The group the demo member belongs to (Film History). */
const MEMBERS_GROUP_ID = '1';
export const TOPIC_TITLE_PREFIX = 'Bench topic ';
export const EVENT_ID_PREFIX = 'bench-';

interface Numbered {
  n?: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** `GET {app}-json/get/page?uri=…`: the page answer the portal asks for on every navigation. */
export function pageAnswers(): Scenario {
  return {
    name: 'page answers (GET get/page?uri=/about-us)',
    request: { method: 'GET', path: '/cms/necs-json/get/page?uri=%2Fabout-us' },
    acknowledged: null,
  };
}

/** `POST {app}-workgroup/post-topic`, multipart, with the session cookie and `X-CSRF-Token`. */
export function topicPosts(session: MemberSession): Scenario {
  const acknowledged = new Set<string>();
  const boundary = 'necsbenchboundary';
  let next = 0;
  return {
    name: 'topic posts (POST post-topic, multipart)',
    acknowledged,
    request: {
      method: 'POST',
      path: '/cms/necs-workgroup/post-topic',
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      setupRequest: (request, context) => {
        next += 1;
        (context as Numbered).n = next;
        const fields = {
          group_id: MEMBERS_GROUP_ID,
          group: MEMBERS_GROUP_ID,
          title: `${TOPIC_TITLE_PREFIX}${next}`,
          message: `<p>Load test message number <strong>${next}</strong>.</p>`,
        };
        return { ...request, body: multipart(boundary, fields) };
      },
      onResponse: (status, body) => {
        if (isSuccess(status)) acknowledged.add(String((JSON.parse(body) as { nid: number }).nid));
      },
    },
  };
}

/** `PUT forms-data/update` with the bearer token: a proposal draft saved, each to an event of its own. */
export function proposalSaves(session: MemberSession): Scenario {
  const acknowledged = new Set<string>();
  let next = 0;
  return {
    name: 'proposal saves (PUT forms-data/update)',
    acknowledged,
    request: {
      method: 'PUT',
      path: '/proposals/forms-data/update',
      headers: { authorization: `Bearer ${session.proposalToken}`, 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        next += 1;
        (context as Numbered).n = next;
        const body = {
          user_id: session.uid,
          user_name: session.name,
          event_id: `${EVENT_ID_PREFIX}${next}`,
          type: 'paper',
          form_json: JSON.stringify({
            _version: 1,
            title: `Draft ${next}`,
            abstract: 'Duration as a method.',
          }),
          sent: 0,
          // Each a first save of its event: written from no stored version, as the portal's would be.
          base_updated: null,
        };
        return { ...request, body: JSON.stringify(body) };
      },
      // One request at a time per connection (no pipelining), so the connection's number is this answer's.
      onResponse: (status, _body, context) => {
        const { n } = context as Numbered;
        if (isSuccess(status) && n !== undefined) acknowledged.add(`${EVENT_ID_PREFIX}${n}`);
      },
    },
  };
}

function multipart(boundary: string, fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}
