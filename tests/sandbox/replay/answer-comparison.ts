import type { HttpAnswer } from './http-visitor';
import { messageOf } from '../../support/recorded-drupal-answers';

/**
 * What of an answer a client or a proxy acts on, in a form that compares across two sites: the status, the
 * type, the cache, frame and sniffing headers, the cookies set (their names as roles, their attributes' names,
 * whether they end the session), the JSON message and an HTML page's title without the site's name.
 */
export interface ComparedAnswer {
  status: number;
  type: string | null;
  cacheControl: string | null;
  frameOptions: string | null;
  contentTypeOptions: string | null;
  /** Null where the recording did not keep the cookies it was sent. */
  cookies: readonly CookieSet[] | null;
  message: string | null;
  title: string | null;
}

export interface CookieSet {
  /** `session` for the session cookie, whatever the site names it. */
  name: string;
  ends: boolean;
  attributes: readonly string[];
}

/** A recorded request (tests/sandbox/recorded/README.md): what every recording's steps have in common. */
export interface RecordedRequest {
  readonly step: number;
  readonly what: string;
  readonly as?: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly request_headers?: Readonly<Record<string, string>>;
  readonly request_body: unknown;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
  readonly html_title?: string;
  /** The fourth recording's: values of the answer that compare across two sites (labels, deltas). */
  readonly facts?: Readonly<Record<string, unknown>> | null;
  readonly set_cookies?: readonly { name: string; value: string; attributes: readonly string[] }[];
}

const SESSION_NAME = /^S?SESS[0-9a-f]+$/;

const cookieRole = (name: string) =>
  SESSION_NAME.test(name) || name === '<session cookie>' ? 'session' : name;

/** One `Set-Cookie` line as compared: its attributes' names, lower case and sorted. */
export function cookieSet(line: string): CookieSet {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const [name = '', value = ''] = pair.split('=');
  const names = attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase()).filter(Boolean);
  const ended = value === 'deleted' || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
  // A Secure flag follows the request's https in both (Drupal's session.cookie_secure); the replay is http.
  return { name: cookieRole(name), ends: ended, attributes: names.filter((one) => one !== 'secure').sort() };
}

/** The title of an HTML page, less the site's name Drupal puts after ` | `. */
function htmlTitle(type: string | null, text: string): string | null {
  if (type !== 'text/html') return null;
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  return title === undefined ? null : titleWithoutSite(title);
}

/** A title without the site's name after ` | `, and with an address in it site-relative. */
const titleWithoutSite = (title: string) =>
  title.replace(/ \| [^|]*$/, '').replace(/https?:\/\/[^/]+\/(cms\/)?/, '/');

/** Drupal names the whole address of a path it has no route for; hosts and Drupal's root differ by site. */
const withoutSite = (message: string | null) =>
  message?.replace(/(GET|POST|PATCH|DELETE) https?:\/\/[^/]+(\/cms)?\//, '$1 /') ?? null;

const baseType = (value: string | undefined) => value?.split(';')[0]?.trim().toLowerCase() ?? null;

/** The status and the headers compared, from an answer's lower-case headers. */
const statusAndHeaders = (status: number, headers: Readonly<Record<string, string>>) => ({
  status,
  type: baseType(headers['content-type']),
  cacheControl: headers['cache-control'] ?? null,
  frameOptions: headers['x-frame-options'] ?? null,
  contentTypeOptions: headers['x-content-type-options'] ?? null,
});

/** The sandbox's answer, compared. */
export function comparedAnswer(answer: HttpAnswer): ComparedAnswer {
  const type = baseType(answer.headers['content-type']);
  return {
    ...statusAndHeaders(answer.status, answer.headers),
    cookies: answer.setCookies.map(cookieSet),
    message: withoutSite(messageOf(answer.text)),
    title: htmlTitle(type, answer.text),
  };
}

/**
 * The recorded answer, compared. `keptCookies`: whether the recording kept every cookie it was sent (the
 * first in its headers, the fourth in `set_cookies`); the others kept none, and their cookies are not compared.
 */
export function comparedRecording(step: RecordedRequest, keptCookies: boolean): ComparedAnswer {
  const type = baseType(step.headers['content-type']);
  const headerCookie = step.headers['set-cookie'];
  const cookies = step.set_cookies
    ? step.set_cookies.map(({ name, value, attributes }) => ({
        name: cookieRole(name),
        ends: value === 'deleted',
        attributes: [...attributes]
          .map((one) => one.toLowerCase())
          .filter((one) => one !== 'secure')
          .sort(),
      }))
    : headerCookie
      ? [cookieSet(headerCookie.replace(/expires=[^;]*GMT/i, 'expires=x'))]
      : [];
  return {
    ...statusAndHeaders(step.status, step.headers),
    cookies: keptCookies ? cookies : null,
    message: withoutSite(messageOf(step.body ?? '')),
    title: type === 'text/html' && step.html_title !== undefined ? titleWithoutSite(step.html_title) : null,
  };
}
