/**
 * Two `updated` times name the same saved version of a proposal when they are the same instant, whatever their
 * notation (`…Z`, `+00:00`): the version check of a save, and a tab that asks whether it is up to date.
 */
export const sameVersion = (one: string, other: string | null): boolean =>
  other !== null && Date.parse(one) === Date.parse(other);
