/**
 * The history entry a page load starts at (React Router's key for it); any navigation gets a key of its own.
 * The screen shown there is the one the server may have drawn.
 */
export const FIRST_ENTRY = 'default';
