/**
 * Whether a PATCH changes what is stored. EntityResource::patch sets only the submitted fields whose value
 * differs from the stored one, and ChangedItem::preSave moves `changed` only when the entity then has changes
 * (ContentEntityBase::hasTranslationChanges). So a save that sends back what is stored is 200 and leaves
 * `changed` where it was, and a later save carrying that `changed` is still made against the latest version.
 */
export function changesSomething<T extends object>(stored: T, next: T): boolean {
  return (Object.keys(next) as (keyof T)[]).some((key) => next[key] !== stored[key]);
}
