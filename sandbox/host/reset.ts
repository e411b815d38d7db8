import { rmSync, existsSync } from 'node:fs';
import { uploadFolderFor } from '../drupal/uploads';

/** `npm run sandbox:reset`: removes the database and its topic attachments so the next start seeds a fresh one. */
const dbFile = process.env.SANDBOX_DB ?? 'sandbox/data/sandbox.sqlite';
const files = [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, uploadFolderFor(dbFile)];

const removed = files.filter((file) => existsSync(file));
for (const file of removed) rmSync(file, { recursive: true });

if (removed.length === 0) console.log(`Nothing to reset: ${dbFile} does not exist.`);
else console.log(`Removed ${removed.join(', ')}. The next sandbox start seeds fresh demo data.`);
