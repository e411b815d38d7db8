/**
 * A shell block of docs/deploy.md that the deploy-path check runs: `<!-- deploy-path: NAME -->` before it, run
 * as root, or `<!-- deploy-path: NAME as the build account -->`, run as the account that owns the checkout.
 */
export interface DocBlock {
  name: string;
  code: string;
  asBuildAccount: boolean;
}

const MARKED = /<!-- deploy-path: ([\w-]+)( as the build account)? -->\s*\n```sh\n([\s\S]*?)\n```/g;

/**
 * The marked blocks in the order the page gives them. The page is the one source: what an operator reads is
 * what CI runs, and a block renamed or lost fails the check (`expected`) instead of being skipped.
 */
export function docBlocks(markdown: string, expected: readonly string[]): DocBlock[] {
  const blocks = [...markdown.matchAll(MARKED)].map(([, name, account, code]) => ({
    name: name!,
    code: code!,
    asBuildAccount: account !== undefined,
  }));
  const names = blocks.map(({ name }) => name);
  if (names.join() !== expected.join())
    throw new Error(
      `docs/deploy.md marks the blocks ${names.join(', ')}; the check runs ${expected.join(', ')}`,
    );
  return blocks;
}
