import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Writes a results file as Prettier formats JSON, so `npm run lint` accepts it committed as it is. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  // With the project's settings (its print width), found from the file's own path.
  const settings = await resolveConfig(file);
  writeFileSync(file, await format(JSON.stringify(value), { ...settings, filepath: file }));
}
