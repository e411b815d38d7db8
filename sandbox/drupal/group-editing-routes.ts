import type { FastifyPluginAsync } from 'fastify';
import { parseEntityId } from '../host/entity-id';
import type { SandboxDatabase } from '../storage/database';
import { escapeHtml } from '../../src/domain/shared/escape-html';
import { answerEditingScreen, deleteConfirmation, titleForm } from './editing-page';
import { findGroup } from './tables/groups';

/** The site's one group type, with its label. */
const GROUP_TYPES: Readonly<Record<string, string>> = { workgroup: 'Working group' };

/** What a group may hold (Group's relation plugins), by plugin id: a topic is `group_node:group_topic`. */
const GROUP_PLUGINS: Readonly<Record<string, string>> = { 'group_node:group_topic': 'Group topic' };

/**
 * Stand-ins for the Group module's screens (3.x, as its Group and GroupRelationship entity types declare
 * their links): `/group/{group}/edit` (entity.group.edit_form), `/group/{group}/delete`
 * (entity.group.delete_form), `/group/add/{group_type}` (entity.group.add_form) and
 * `/group/{group}/content/create/{plugin_id}` (entity.group_relationship.create_form), for editors,
 * administrators and developers only (editing-page.ts).
 */
export const groupEditingRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  const groupOf = (idText: string) => {
    const id = parseEntityId(idText);
    return id === null ? undefined : findGroup(db, id);
  };

  app.get<{ Params: { group: string } }>('/group/:group/edit', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const group = groupOf(request.params.group);
      return group && { heading: `Edit ${escapeHtml(group.label)}`, body: titleForm(group.label) };
    }),
  );

  app.get<{ Params: { group: string } }>('/group/:group/delete', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const group = groupOf(request.params.group);
      return (
        group && {
          heading: `Delete ${escapeHtml(group.label)}`,
          body: deleteConfirmation(`the group <em>${escapeHtml(group.label)}</em>`),
        }
      );
    }),
  );

  app.get<{ Params: { type: string } }>('/group/add/:type', async (request, reply) =>
    answerEditingScreen(db, request, reply, () => {
      const label = GROUP_TYPES[request.params.type];
      return label === undefined
        ? undefined
        : { heading: `Add ${escapeHtml(label)}`, body: titleForm('', 'Create Working group') };
    }),
  );

  app.get<{ Params: { group: string; plugin: string } }>(
    '/group/:group/content/create/:plugin',
    async (request, reply) =>
      answerEditingScreen(db, request, reply, () => {
        const group = groupOf(request.params.group);
        const label = GROUP_PLUGINS[request.params.plugin];
        if (!group || label === undefined) return undefined;
        return {
          heading: `Add ${escapeHtml(label)} in ${escapeHtml(group.label)}`,
          body: titleForm(''),
        };
      }),
  );
};
