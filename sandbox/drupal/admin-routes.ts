import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { findNodeById, listAllNodes } from './tables/nodes';
import { PREFIXES } from '../host/prefixes';

/**
 * Stand-ins for the content system's editing screens, which the header's Edit and CMS buttons open.
 * The sandbox has no editor; these pages only confirm where the button led.
 */
export const adminRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.get<{ Params: { nid: string } }>('/node/:nid/edit', async (request, reply) => {
    const node = findNodeById(db, Number(request.params.nid));
    const heading = `Content system sandbox: editing node ${escapeHtml(request.params.nid)}`;
    const body = node
      ? `<p>“${escapeHtml(node.title)}” at <a href="${escapeHtml(node.pathAlias)}">${escapeHtml(node.pathAlias)}</a>.</p>`
      : '<p>No node has this id.</p>';
    return reply
      .code(node ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(htmlPage(heading, `${body}<p><a href="${PREFIXES.cms}/admin/content">Content list</a></p>`));
  });

  app.get('/admin/content', async (_request, reply) => {
    const rows = listAllNodes(db)
      .map(
        (node) =>
          `<tr><td>${node.nid}</td><td>${node.type}</td><td><a href="${escapeHtml(node.pathAlias)}">` +
          `${escapeHtml(node.title)}</a></td><td><a href="${PREFIXES.cms}/node/${node.nid}/edit">Edit</a></td></tr>`,
      )
      .join('\n');
    const table = `<table><thead><tr><th>Node</th><th>Type</th><th>Title</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(htmlPage('Content system sandbox: content list', table));
  });
};

function htmlPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${heading}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2a37}
td,th{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #d8dee6}</style></head>
<body><h1>${heading}</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
