import type { ReadingHistory } from '@/application/groups/reading-history';

/** First-commit placeholder: replaced by the fake that shares the topics' store. */
export class InMemoryReadingHistory implements ReadingHistory {
  async markRead(): Promise<void> {
    throw new Error('markRead: not built yet');
  }

  async lastRead(): Promise<ReadonlyMap<number, string | null>> {
    throw new Error('lastRead: not built yet');
  }
}
