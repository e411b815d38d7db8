import { describe, expect, it } from 'vitest';
import { isBuiltFileAddress, isBuiltFileAnswer } from '@/service-worker/built-file';

const ORIGIN = 'https://necs.org';
const at = (path: string) => new URL(`${ORIGIN}${path}`);

describe('the addresses the worker takes for files of the build', () => {
  it.each([
    '/assets/index-B6XFN1bm.js',
    '/assets/32ZmFmGq.js',
    '/assets/messages-de-shell-4Dl8uvpD.js',
    '/assets/index-Cq_x-9.css',
    '/assets/inter-latin-AbC.woff2',
    '/assets/logo-AbC.svg',
  ])('%s is one', (path) => {
    expect(isBuiltFileAddress(at(path))).toBe(true);
  });

  it.each([
    // nginx decodes %2f and resolves `..` before it picks a location: these are Drupal's answers to a member.
    '/assets/..%2fcms/user/7?_format=json',
    '/assets/..%2Fcms/necs-json/get/page?uri=/',
    '/assets/%2e%2e/cms/user/7',
    '/assets/.%2e/cms/user/7.js',
    '/assets/a%2fb.js',
    '/assets/..%5ccms/user.js',
    // A second segment, a query, an extension the build never writes, a name that starts with a dot.
    '/assets/sub/index-abc.js',
    '/assets/index-abc.js?v=1',
    '/assets/index-abc.js.map',
    '/assets/index-abc.html',
    '/assets/.hidden.js',
    '/assets/',
    '/cms/assets/index-abc.js',
    '/config.json',
  ])('%s is not', (path) => {
    expect(isBuiltFileAddress(at(path))).toBe(false);
  });
});

describe('the answers the worker keeps as a file of the build', () => {
  const answer = (
    contentType: string,
    changes: Partial<Pick<Response, 'status' | 'type' | 'redirected'>> = {},
  ) => ({
    status: 200,
    type: 'basic' as ResponseType,
    redirected: false,
    headers: new Headers({ 'content-type': contentType }),
    ...changes,
  });

  it('is the file, of the type its extension says', () => {
    expect(isBuiltFileAnswer(at('/assets/index-abc.js'), answer('text/javascript; charset=utf-8'))).toBe(
      true,
    );
    expect(isBuiltFileAnswer(at('/assets/index-abc.js'), answer('application/javascript'))).toBe(true);
    expect(isBuiltFileAnswer(at('/assets/index-abc.css'), answer('text/css'))).toBe(true);
  });

  it('is never a system’s answer, an HTML page, a redirect, a failure or another origin’s', () => {
    const script = at('/assets/index-abc.js');
    expect(isBuiltFileAnswer(script, answer('application/json'))).toBe(false);
    expect(isBuiltFileAnswer(script, answer('text/html; charset=utf-8'))).toBe(false);
    expect(isBuiltFileAnswer(script, answer('text/javascript', { redirected: true }))).toBe(false);
    expect(isBuiltFileAnswer(script, answer('text/javascript', { status: 404 }))).toBe(false);
    expect(isBuiltFileAnswer(script, answer('text/javascript', { type: 'opaque' }))).toBe(false);
    expect(isBuiltFileAnswer(at('/assets/index-abc.css'), answer('text/javascript'))).toBe(false);
    expect(isBuiltFileAnswer(at('/assets/..%2fcms/user/7'), answer('application/json'))).toBe(false);
  });
});
