import { screen, within } from '@testing-library/react';

/** A topic's comments, as a reader finds them: the region named "Comments (…)". */
export const discussion = async () => within(await screen.findByRole('region', { name: /^Comments/ }));

/** The comment whose own text (not a reply's under it) holds `text`, as its article. */
export async function commentWith(text: string) {
  const items = await (await discussion()).findAllByRole('article');
  const item = items.find((each) => each.textContent?.includes(text) && !each.querySelector('article'));
  if (!item) throw new Error(`no comment with ${text}`);
  return within(item);
}
