import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG, fonts and maps are left alone (or never served). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * Files that must not have a compressed twin: config.json is edited at deploy time, and a stale .br or .gz
 * next to it would still be served with the old values. Paths relative to the folder, with forward slashes.
 */
const LEFT_UNCOMPRESSED = new Set(['config.json']);

/** Below this size an answer fits in one packet anyway; a compressed twin would only add files. */
const MIN_BYTES = 512;
/** A twin must save at least a tenth, or the server's work and the extra file do not pay. */
const MIN_SAVING = 0.1;

type Encoding = 'br' | 'gz';

const ENCODERS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

export interface PrecompressedFile {
  /** Relative to the folder, with forward slashes. */
  file: string;
  bytes: number;
  /** The twins written, by extension (`br`, `gz`) with their sizes. */
  written: Partial<Record<Encoding, number>>;
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every compressible file under
 * `folder`, so that the sandbox (@fastify/static `preCompressed`) and nginx (`gzip_static`, `brotli_static`)
 * serve them without compressing on each request. Skips `.vite/` (the manifest is read from disk, never
 * served) and whatever compression does not pay for. Exported for scripts that write more HTML after the build
 * (prerendered pages), so they can compress their output the same way.
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const files = (await listFiles(folder)).filter((file) => isCompressible(file));
  return Promise.all(files.map((file) => precompressFile(folder, file)));
}

export function isCompressible(file: string): boolean {
  return (
    COMPRESSIBLE.has(extname(file)) && !LEFT_UNCOMPRESSED.has(file) && !file.split('/').includes('.vite')
  );
}

async function precompressFile(folder: string, file: string): Promise<PrecompressedFile> {
  const data = await readFile(join(folder, file));
  const result: PrecompressedFile = { file, bytes: data.length, written: {} };
  if (data.length < MIN_BYTES) return result;
  for (const extension of ['br', 'gz'] as const) {
    const compressed = await ENCODERS[extension](data);
    if (compressed.length > data.length * (1 - MIN_SAVING)) continue;
    await writeFile(join(folder, `${file}.${extension}`), compressed);
    result.written[extension] = compressed.length;
  }
  return result;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
