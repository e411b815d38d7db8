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
