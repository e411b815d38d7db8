import type { Container } from 'inversify';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import { GroupGateway } from '@/application/groups/group-gateway';
import { PostComment } from '@/application/groups/post-comment';
import { PostTopic } from '@/application/groups/post-topic';
import { ReadGroups } from '@/application/groups/read-groups';
import { TopicDraftStore } from '@/application/groups/topic-draft-store';
import { binderOf } from './binder';
import { DrupalGroupGateway } from './drupal/drupal-group-gateway';

/**
 * The working groups' part of the composition root: their gateway's adapter, use cases and draft store. The
 * browser loads it with the first screen that shows a group (GroupsLoader); tests bind it at once.
 */
export function bindGroups(container: Container): void {
  if (container.isBound(ReadGroups)) return;
  const { bindClass, bindSelf } = binderOf(container);
  bindClass(GroupGateway, DrupalGroupGateway);
  bindSelf(ReadGroups);
  bindSelf(ChangeGroupStanding);
  bindSelf(PostComment);
  bindSelf(PostTopic);
  bindSelf(TopicDraftStore);
}
