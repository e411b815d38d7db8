import type { FastifyPluginAsync } from 'fastify';
import { PREFIXES } from '../host/prefixes';
import type { SandboxDatabase } from '../storage/database';
import { parseEntityId } from '../host/entity-id';
import { escapeHtml } from '../../src/domain/shared/escape-html';
import { answerEditingScreen, deleteConfirmation, titleForm } from './editing-page';
import { findNodeById, listAllNodes } from './tables/nodes';
import { findTopic } from './tables/topics';

/** The node types the site has, with Drupal's labels: `node/add/{node_type}` knows no others. */
const NODE_TYPES: Readonly<Record<string, string>> = {
  page: 'Basic page',
  news: 'News',
  conference: 'Conference',
  group_topic: 'Group topic',
};

/**
 * Stand-ins for Drupal core's node screens, which the header's Edit and CMS buttons and the topic's edit
 * and delete icons open (entity.node.edit_form, entity.node.delete_form, node.add, system.admin_content),
 * for editors, administrators and developers only (editing-page.ts).
 */
export const adminRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  /** A page, news item, conference or group topic: topics live in their own table. */
  const findAnyNode = (nidText: string) => {
    const nid = parseEntityId(nidText);
    if (nid === null) return undefined;
    const node = findNodeById(db, nid);
    if (node) return { nid, title: node.title, type: node.type, path: node.pathAlias };
    const topic = findTopic(db, nid);
    return topic && { nid, title: topic.title, type: 'group_topic', path: `/group_topics/single/${nid}` };
  };

  app.get<{ Params: { nid: string } }>('/node/:nid/edit', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const node = findAnyNode(request.params.nid);
      return (
        node && {
          heading: `Edit ${NODE_TYPES[node.type] ?? node.type} ${escapeHtml(node.title)}`,
          body:
            `<p>Content system sandbox: editing node ${node.nid}, shown at <a href="${escapeHtml(node.path)}">` +
            `${escapeHtml(node.path)}</a>.</p>${titleForm(node.title)}` +
            `<p><a href="${PREFIXES.cms}/admin/content">Content list</a></p>`,
        }
      );
    }),
  );

  app.get<{ Params: { nid: string } }>('/node/:nid/delete', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const node = findAnyNode(request.params.nid);
      return (
        node && {
          heading: `Delete ${escapeHtml(node.title)}`,
          body: deleteConfirmation(`the content item <em>${escapeHtml(node.title)}</em>`),
        }
      );
    }),
  );

  // Drupal core ignores a `?group=` query here: the new node is not placed in any group.
  app.get<{ Params: { type: string } }>('/node/add/:type', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const label = NODE_TYPES[request.params.type];
      return label === undefined
        ? undefined
        : { heading: `Create ${escapeHtml(label)}`, body: titleForm('') };
    }),
  );

  app.get('/admin/content', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const rows = listAllNodes(db)
        .map(
          (node) =>
            `<tr><td>${node.nid}</td><td>${node.type}</td><td><a href="${escapeHtml(node.pathAlias)}">` +
            `${escapeHtml(node.title)}</a></td><td><a href="${PREFIXES.cms}/node/${node.nid}/edit">Edit</a></td></tr>`,
        )
        .join('\n');
      return {
        heading: 'Content',
        body:
          '<p>Content system sandbox: content list.</p>' +
          `<table><thead><tr><th>Node</th><th>Type</th><th>Title</th><th></th></tr></thead><tbody>${rows}</tbody></table>`,
      };
    }),
  );
};
