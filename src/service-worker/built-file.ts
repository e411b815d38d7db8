/**
 * What the build writes to /assets/, and so all the worker ever keeps: one file name of plain characters (Vite's
 * `[name]-[hash]` or `[hash]`), directly in the folder, with the extension of code, a style, a font or an image.
 *
 * The shape is checked on the address as the page asked for it, before any server has read it: nginx decodes
 * `%2f` and resolves `..` before it picks a location, so `/assets/..%2fcms/user/7` is Drupal's answer to a
 * member, not a file of the build. No `%`, no second segment, no query: whatever has one is the network's alone.
 */
const BUILT_FILE = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(js|css|woff2|svg|png|webp)$/;

/** The media type each kind of built file is served with (nginx's mime.types, the sandbox's @fastify/static). */
const TYPES: Record<string, RegExp> = {
  js: /^(text|application)\/javascript\b/,
  css: /^text\/css\b/,
  woff2: /^font\/woff2\b/,
  svg: /^image\/svg\+xml\b/,
  png: /^image\/png\b/,
  webp: /^image\/webp\b/,
};

/** Whether an address of the portal's origin has the exact shape of a file the build writes. */
export function isBuiltFileAddress(url: URL): boolean {
  return url.search === '' && url.hash === '' && BUILT_FILE.test(url.pathname);
}

/**
 * Whether an answer is that file as the build wrote it: found, from the portal's origin, not redirected, and of
 * the type its extension says (so an HTML error page or a system's JSON under a built name is never kept).
 */
export function isBuiltFileAnswer(
  url: URL,
  response: Pick<Response, 'status' | 'type' | 'redirected' | 'headers'>,
): boolean {
  const extension = BUILT_FILE.exec(url.pathname)?.[1];
  if (!extension || !isBuiltFileAddress(url)) return false;
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    TYPES[extension]!.test((response.headers.get('content-type') ?? '').toLowerCase())
  );
}
