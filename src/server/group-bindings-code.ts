/**
 * The working groups' bindings a drawn group screen is taken over with, as the browser's warm-up asks for them
 * (GroupsLoader, src/ui/app/warm-up.ts): a visitor's screens read through the reading part; a member's through
 * the writing part too, which fetches the adapter's topic calls as it binds. Named with the screen's code, they
 * are preloaded once the page has painted, not asked for in one task of the take-over.
 */
export const groupBindingsCode = (member: boolean): readonly string[] =>
  member
    ? ['src/infrastructure/group-writing-bindings.ts', 'src/infrastructure/drupal/drupal-topic-calls.ts']
    : ['src/infrastructure/group-reading-bindings.ts'];
