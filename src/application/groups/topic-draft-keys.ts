import type { KeyValueStorage } from '../storage/key-value-storage';

/**
 * Where an unsent New Topic form is kept: `<app>.topic-draft.<userId>.<groupId>` in the tab's sessionStorage.
 * The store that fills these keys loads with the working groups' code; what drops them at logout does not.
 */
const prefixOf = (appName: string) => `${appName}.topic-draft.`;

export const topicDraftKey = (appName: string, userId: number, groupId: number) =>
  `${prefixOf(appName)}${userId}.${groupId}`;

/** Removes the topic drafts whose owner matches. */
export function dropTopicDrafts(
  storage: KeyValueStorage,
  appName: string,
  isOwnedBy: (userId: number) => boolean,
): void {
  const prefix = prefixOf(appName);
  storage
    .keys()
    .filter((key) => key.startsWith(prefix) && isOwnedBy(Number(key.slice(prefix.length).split('.')[0])))
    .forEach((key) => storage.remove(key));
}
