/**
 * The facts of a page of comments (a node's page, a comment's permalink), as the fourth recording reads them:
 * how many comments it shows, the first and the last, and which of the recording's named comments are on it.
 * The recording names some comments (`N1`, `N50`, `N1r`) and calls the others of node C by their number
 * (`pg49`); `label` reads a drawn comment's id as the recording's label (`N49`).
 */
export function pageFacts(
  html: string,
  label: (cid: number) => string,
  named: ReadonlySet<string>,
): Record<string, unknown> | null {
  const cids = [...html.matchAll(/<article id="comment-(\d+)"/g)].map(([, cid]) => Number(cid));
  if (cids.length === 0) return null;
  const labels = cids.map((cid) => {
    const read = label(cid);
    return named.has(read) ? read : read.replace(/^N(\d+)$/, 'pg$1');
  });
  return {
    comments_shown: cids.length,
    first: labels[0],
    last: labels.at(-1),
    labels_shown: labels.filter((one) => named.has(one)),
  };
}

/** The comments a recording's page facts name. */
export function namedOnPages(facts: readonly (Readonly<Record<string, unknown>> | null | undefined)[]) {
  return new Set(
    facts.flatMap((one) => (Array.isArray(one?.labels_shown) ? (one.labels_shown as string[]) : [])),
  );
}
