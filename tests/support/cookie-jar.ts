import { AxiosError, getAdapter, type AxiosInstance, type AxiosResponse } from 'axios';

/**
 * A browser's cookie store for axios in Node, which keeps none: without it every call of a real adapter
 * would be a new anonymous visitor. It wraps the client's transport, so it sees every answer, refusals
 * included, and the client's own interceptors stay as they are. One jar is one browser; domains and
 * paths are ignored because a test talks to one sandbox.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  static attachTo(client: AxiosInstance): CookieJar {
    return new CookieJar().attachTo(client);
  }

  /** Lets one more client (another tab of the same browser) use this jar. */
  attachTo(client: AxiosInstance): this {
    const send = getAdapter(client.defaults.adapter);
    client.defaults.adapter = async (config) => {
      if (this.cookies.size > 0) config.headers.set('Cookie', this.header());
      try {
        const response = await send(config);
        this.store(response);
        return response;
      } catch (error) {
        if (error instanceof AxiosError && error.response) this.store(error.response);
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

  private store(response: AxiosResponse): void {
    const setCookie: unknown = response.headers['set-cookie'];
    const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
    for (const line of lines) this.apply(String(line));
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
