import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format } from 'prettier';

/** Writes a results file as Prettier formats JSON, so `npm run lint` accepts it committed as it is. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(JSON.stringify(value), { parser: 'json' }));
}
