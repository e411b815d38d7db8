import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { placeFirstScreen } from '../../src/server/place-first-screen';

/** The server renderer `npm run build` writes (src/server/render-first-screen.tsx). */
interface Renderer {
  renderFirstScreenWith(
    url: string,
    configFile: unknown,
    origin: string,
  ): Promise<{
    html: string;
    answers: unknown;
    modules: readonly string[];
    title: string | null;
    description: string | null;
  } | null>;
}

/** Drupal's session cookie: SESS… over http, SSESS… over https. */
const hasDrupalSession = (request: FastifyRequest) =>
  Object.keys(request.cookies ?? {}).some((name) => /^S?SESS/.test(name));

/**
 * index.html with the route's first screen already in it, as a visitor will see it, plus the answers it was
 * drawn with, so that the page paints before any script has run and React takes that HTML over. Null when
 * the route is better left to the browser: no server build, a logged-in visitor (the server renders no
 * one's session), or a screen that could not be drawn faithfully.
 */
export async function firstScreenHtml(request: FastifyRequest, staticDir: string): Promise<string | null> {
  const rendererFile = join(staticDir, '..', 'dist-server', 'render-first-screen.js');
  if (!existsSync(rendererFile) || hasDrupalSession(request)) return null;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const configFile = JSON.parse(readFileSync(join(staticDir, 'config.json'), 'utf8')) as unknown;
  // The calls go to this server itself, never to whatever host a request names (no server-side request forgery).
  const origin = ownOrigin(request);
  const screen = await renderer.renderFirstScreenWith(request.url, configFile, origin).catch(() => null);
  if (!screen) return null;
  const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
  return placeFirstScreen(indexHtml, screen, linksFor(screen.modules, staticDir), '');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The styles of the lazily loaded modules a screen was drawn with, so the HTML does not shift when their code
 * arrives (Vite's loader then finds them present and adds nothing). Their code is not preloaded: it would
 * compete with the page's own styles and images for the connection before the first paint.
 */
function linksFor(modules: readonly string[], staticDir: string): string {
  const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry (index.html) is in the page already.
    if (!chunk || key === 'index.html' || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/** The address this server answered the request on. */
function ownOrigin(request: FastifyRequest): string {
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
