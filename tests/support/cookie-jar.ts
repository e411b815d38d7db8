import type { HttpClient } from '@/infrastructure/http/http-client';
import { HttpStatusFailure, type HttpResponse } from '@/infrastructure/http/http-request';

/**
 * A browser's cookie store for the clients in Node, where fetch keeps none: without it every call of a real
 * adapter would be a new anonymous visitor. It wraps the client's transport, so it sees every answer,
 * refusals included, and the client's own authentication stays as it is. One jar is one browser; domains
 * and paths are ignored because a test talks to one sandbox.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  static attachTo(client: HttpClient): CookieJar {
    return new CookieJar().attachTo(client);
  }

  /** Lets one more client (another tab of the same browser) use this jar. */
  attachTo(client: HttpClient): this {
    const send = client.transport;
    client.transport = async (request) => {
      const headers = this.cookies.size > 0 ? { ...request.headers, Cookie: this.header() } : request.headers;
      try {
        const response = await send({ ...request, headers });
        this.store(response);
        return response;
      } catch (error) {
        if (error instanceof HttpStatusFailure) this.store(error.response);
        throw error;
      }
    };
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get size(): number {
    return this.cookies.size;
  }

  clear(): void {
    this.cookies.clear();
  }

  private store(response: HttpResponse): void {
    for (const line of response.headers.getSetCookie()) this.apply(line);
  }

  /** `name=value; Path=/; Max-Age=0` — a cookie that has expired (how servers delete one) is removed. */
  private apply(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    if (value === '' || attributes.some(isExpiry)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

function isExpiry(attribute: string): boolean {
  const [key = '', value = ''] = attribute.split('=');
  if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
  if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
  return false;
}
