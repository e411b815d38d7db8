/**
 * A visitor of a sandbox listening on a real port, as a browser or the portal's adapters reach it: over HTTP,
 * with a cookie jar of its own (what `Set-Cookie` sets, and forgets when it expires), its session's tokens once
 * logged in, and no redirect followed (a 302 is an answer to compare).
 */

/** What the sandbox answered, as the replay compares it. */
export interface HttpAnswer {
  readonly status: number;
  /** Lower-case names; `set-cookie` is in `setCookies`. */
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
  readonly text: string;
}

export interface HttpRequest {
  readonly method: string;
  /** Under the origin, e.g. `/cms/comment?_format=json`. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array<ArrayBuffer>;
}

export class HttpVisitor {
  private readonly jar = new Map<string, string>();
  csrfToken = '';
  logoutToken = '';
  uid = '';

  constructor(private readonly origin: string) {}

  async send({ method, path, headers = {}, body }: HttpRequest): Promise<HttpAnswer> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.origin}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { body }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.keep(line);
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') answerHeaders[name] = value;
    });
    return { status: response.status, headers: answerHeaders, setCookies, text: await response.text() };
  }

  /** Logs in by JSON as the portal does, keeping the session's cookie and tokens. */
  async logIn(name: string, pass: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const answer = await this.send({
      method: 'POST',
      path: '/cms/user/login?_format=json',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name, pass }),
    });
    if (answer.status === 200) this.keepTokens(answer.text);
    return answer;
  }

  /** Keeps the tokens of a login's answer, as the portal does. */
  keepTokens(loginAnswer: string) {
    const parsed = JSON.parse(loginAnswer) as {
      current_user: { uid: string };
      csrf_token: string;
      logout_token: string;
    };
    this.uid = parsed.current_user.uid;
    this.csrfToken = parsed.csrf_token;
    this.logoutToken = parsed.logout_token;
  }

  /** Whether the visitor holds a cookie: a session not yet ended. */
  get hasCookies(): boolean {
    return this.jar.size > 0;
  }

  private keep(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const ended = attributes.some((attribute) => /^max-age=0$/i.test(attribute)) || pair.endsWith('=deleted');
    if (ended) this.jar.delete(name);
    else this.jar.set(name, pair.slice(equals + 1));
  }
}
