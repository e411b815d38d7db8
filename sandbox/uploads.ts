import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TOPIC_SEEDS } from './db/seed-topics';
import { extensionOf } from './attachment-check';

/**
 * Where topic attachments live: `uploads/` next to the database file, outside every folder the sandbox
 * serves (downloads go through the access-checked route only). Tests on temporary databases get
 * temporary folders; an in-memory database gets a folder of its own in the system's temp directory.
 */
export function uploadFolderFor(dbFile: string): string {
  if (dbFile === ':memory:') return mkdtempSync(join(tmpdir(), 'necs-sandbox-uploads-'));
  return join(dirname(dbFile), 'uploads');
}

/** Writes the seeded attachments that are missing (a fresh folder, or one deleted by hand). */
export function writeSeedUploads(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const file of TOPIC_SEEDS.flatMap((topic) => topic.files)) {
    const path = join(folder, file.storedName);
    if (!existsSync(path)) writeFileSync(path, file.content, 'latin1');
  }
}

/** Stores bytes under a server-made name (random, the member's extension kept); returns that name. */
export function storeUpload(folder: string, originalName: string, bytes: Buffer): string {
  mkdirSync(folder, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extensionOf(originalName)}`;
  writeFileSync(join(folder, storedName), bytes, { flag: 'wx' });
  return storedName;
}
