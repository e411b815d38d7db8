import type { Container } from 'inversify';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import { ChangeTopic } from '@/application/groups/post-topic';
import { ModerateDiscussion } from '@/application/groups/moderate-discussion';
import { EditComment } from '@/application/groups/post-comment';
import { PostComment } from '@/application/groups/post-comment';
import { PostTopic } from '@/application/groups/post-topic';
import { ReadingHistory } from '@/application/groups/reading-history';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { TopicReading } from '@/application/groups/topic-reading';
import { TopicsSeen } from '@/application/groups/topics-seen';
import { FindTopicNews } from '@/application/groups/find-topic-news';
import { WatchComments } from '@/application/groups/watch-comments';
import { Scheduler } from '@/application/scheduler';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { OutboxClock, OutboxSender } from '@/application/groups/outbox-sender';
import { OutboxLedger } from '@/application/groups/outbox-ledger';
import { SendingTurn } from '@/application/groups/sending-turn';
import { PersistentStorage } from '@/application/storage/key-value-storage';
import { binderOf } from './binder';
import { browserOutboxClock } from './browser/browser-outbox-clock';
import { timerScheduler } from './browser/timer-scheduler';
import { browserSendingTurn } from './browser/web-lock-turn';
import { topicCallsCode } from './drupal/drupal-group-gateway';
import { groupAdapterCode } from './drupal/drupal-gateways-on-demand';
import { DrupalReadingHistory } from './drupal/drupal-reading-history';
import { bindGroupReading } from './group-reading-bindings';

/**
 * What only a logged-in member does in the working groups: join and leave, post topics and comments, keep their
 * unsent words, and what they have read (ReadingHistory). Loaded when a member's screen first needs it (GroupsLoader's `loadWriting`), never for a visitor.
 */
export function bindGroupWriting(container: Container): void {
  bindGroupReading(container);
  if (container.isBound(PostTopic)) return;
  // The adapter, its topics and writes, fetched now beside this part instead of with a member's first call: a
  // topic drawn by the server makes none, and a first comment sent with the network gone could only wait in the
  // outbox if the code that sends it was here (the page showed "This part of the site could not be loaded").
  groupAdapterCode().catch(() => undefined);
  topicCallsCode().catch(() => undefined);
  const { bindClass, bindSelf, bindValue } = binderOf(container);
  bindClass(ReadingHistory, DrupalReadingHistory);
  bindSelf(ChangeGroupStanding);
  bindSelf(PostComment);
  bindSelf(PostTopic);
  bindSelf(DiscussionDraftStore);
  // Issue 45: a member's own comment and topic, and what they have read (TopicReading needs ReadingHistory).
  bindSelf(EditComment);
  bindSelf(ChangeTopic);
  bindSelf(ModerateDiscussion);
  bindSelf(TopicReading);
  // Issue 51: what this tab has shown, so a topic removed since is told as removed.
  bindSelf(TopicsSeen);
  // Issue 51: the member area's topics with something new (FindTopicNews needs ReadingHistory).
  bindSelf(FindTopicNews);
  // Issue 61: what others write while a member reads, on the browser's timers.
  bindValue(Scheduler, () => timerScheduler);
  bindSelf(WatchComments);
  // Issue 61: comments and replies that could not go wait in the tab and go by themselves (OutboxSender).
  bindValue(OutboxClock, () => browserOutboxClock);
  bindSelf(CommentOutbox);
  // One tab of an account sends at a time (a duplicated tab holds a copy of the items).
  bindValue(SendingTurn, () => browserSendingTurn(container.get(PersistentStorage)));
  bindSelf(OutboxLedger);
  bindSelf(OutboxSender);
}
