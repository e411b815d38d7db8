import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TOPIC_SEEDS } from '../demo-data/topics';
import { extensionOf, FileSampler, type FileSample } from './attachment-check';

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

/** A file written to the uploads folder as it arrived, under a server-made name ending `.part`. */
export interface ArrivedUpload {
  partial: string;
  sample: FileSample;
}

const PARTIAL = '.part';

/**
 * Streams an arriving file to disk (never whole in memory) under a random name, sampling its bytes for the
 * attachment check on the way. A file that breaks off is removed.
 */
export async function receiveUpload(folder: string, file: Readable): Promise<ArrivedUpload> {
  mkdirSync(folder, { recursive: true });
  const partial = `${randomBytes(16).toString('hex')}${PARTIAL}`;
  const sampler = new FileSampler();
  const sample = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sampler.add(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, sample, createWriteStream(join(folder, partial), { flags: 'wx' }));
  } catch (error) {
    discardUploads(folder, [partial]);
    throw error;
  }
  return { partial, sample: sampler.sample };
}

/** Keeps an arrived file under its final name (the random one, the member's extension kept); returns it. */
export function keepUpload(folder: string, partial: string, originalName: string): string {
  const storedName = `${partial.slice(0, -PARTIAL.length)}.${extensionOf(originalName)}`;
  renameSync(join(folder, partial), join(folder, storedName));
  return storedName;
}

export function discardUploads(folder: string, partials: readonly string[]): void {
  for (const partial of partials) rmSync(join(folder, partial), { force: true });
}
