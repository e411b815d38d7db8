/**
 * A shell block of docs/deploy.md that the deploy-path check runs: `<!-- deploy-path: NAME -->` before it, run
 * as root, or `<!-- deploy-path: NAME as the build account -->`, run as the account that owns the checkout.
 */
export interface DocBlock {
  name: string;
  code: string;
  asBuildAccount: boolean;
}

/** The blocks marked `<!-- {tag}: NAME -->`: docs/deploy.md's `deploy-path`, docs/runbook.md's `host-check`. */
const marked = (tag: string) =>
  new RegExp(
    `<!-- ${tag}: ([\\w-]+)( as the build account)? -->\\s*\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\``,
    'g',
  );

/**
 * The marked blocks in the order the page gives them. The page is the one source: what an operator reads is
 * what CI runs, and a block renamed or lost fails the check (`expected`) instead of being skipped.
 */
export function docBlocks(
  markdown: string,
  expected: readonly string[],
  { tag, page }: { tag: string; page: string } = { tag: 'deploy-path', page: 'docs/deploy.md' },
): DocBlock[] {
  const blocks = [...markdown.matchAll(marked(tag))].map(([, name, account, code]) => ({
    name: name!,
    code: code!,
    asBuildAccount: account !== undefined,
  }));
  const names = blocks.map(({ name }) => name);
  if (names.join() !== expected.join())
    throw new Error(`${page} marks the blocks ${names.join(', ')}; the check runs ${expected.join(', ')}`);
  return blocks;
}
