/**
 * The facts of a page of comments (a node's page, a comment's permalink, the one-topic view's page), as the
 * fourth and fifth recordings read them: how many comments it shows, the first and the last, and which of the
 * recording's named comments are on it (and a view's rows). The recording names some comments (`N1`, `N50`,
 * `N1r`) and calls the others of node C by their number (`pg49`); `label` reads a drawn comment's id as the
 * recording's label (`N49`).
 */
export function pageFacts(
  text: string,
  label: (cid: number) => string,
  named: ReadonlySet<string>,
): Record<string, unknown> | null {
  const view = viewComments(text);
  const cids = view?.cids ?? [...text.matchAll(/<article id="comment-(\d+)"/g)].map(([, cid]) => Number(cid));
  if (cids.length === 0) return null;
  const labels = cids.map((cid) => {
    const read = label(cid);
    return named.has(read) ? read : read.replace(/^N(\d+)$/, 'pg$1');
  });
  return {
    ...(view && { rows: view.rows, comment_is_html_string: false }),
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

/** The one-topic view's rows (JSON) and the ids of the comments its first row lists, or nothing for a page. */
function viewComments(text: string): { rows: number; cids: number[] } | undefined {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(rows)) return undefined;
  const comments = (rows[0] as { comments?: { cid: string }[] } | undefined)?.comments ?? [];
  return { rows: rows.length, cids: comments.map(({ cid }) => Number(cid)) };
}
