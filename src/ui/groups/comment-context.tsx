import { createContext, use } from 'react';
import type { DiscussionReader } from '@/domain/groups/discussion-rights';
import type { WritingKind } from './writing-notice';

/** What every comment of a topic needs to know and do, given once by the discussion (TopicDiscussion). */
export interface CommentContext {
  readonly topicNid: number;
  readonly reader: DiscussionReader;
  /** When the member had last read the topic before this visit (null: never): what is new since. */
  readonly since: string | null;
  /** The member wrote: the topic is read again, and the read recorded. */
  onWritten(): void;
  /** Tells the member what became of it, in the discussion's status line. */
  notify(text: string): void;
  /** It waits in the outbox, the last of its kind there: the status line follows it until it went or is gone. */
  follow(kind: WritingKind): void;
}

export const CommentContextValue = createContext<CommentContext | null>(null);

export function useCommentContext(): CommentContext {
  const context = use(CommentContextValue);
  if (!context) throw new Error('a comment outside its discussion');
  return context;
}
