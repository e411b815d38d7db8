/**
 * The attribute of a drawn list of topics that says in which order it was drawn (group-topic-list.tsx), for a
 * reader of the HTML (the browser tests, the deploy smoke). The browser's take-over reads the page's drawn
 * choices instead (src/ui/app/drawn-choices.ts).
 */
export const DRAWN_TOPIC_ORDER = 'data-topic-order';
