/**
 * The data attribute (`data-written-here`) the browser puts on the canonical link it writes, so a head the
 * server drew is told apart from one written here. A constant of its own: write-head.ts travels in a chunk
 * loaded on demand, use-document-meta.ts in the first load.
 */
export const WRITTEN_HERE = 'writtenHere';
