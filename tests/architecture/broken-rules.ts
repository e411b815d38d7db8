import { ESLint } from 'eslint';

const eslint = new ESLint();

/** Lints a made-up file at a path inside a layer and returns the ids of the rules it breaks. */
export async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return messages.flatMap((m) => (m.ruleId ? [m.ruleId] : []));
}

/**
 * The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy machine. Done once
 * in `beforeAll` with its own time limit, so no single case carries the start-up against the 5 s test limit.
 */
export const LINT_WARM_UP_MS = 60_000;
export const warmUpLint = () => brokenRules('src/domain/warm-up.ts', 'const x = 1;');
