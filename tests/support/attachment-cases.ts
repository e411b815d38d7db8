import fc from 'fast-check';
import { ALLOWED_EXTENSIONS, MAX_ATTACHMENT_BYTES } from '@/domain/files/attachment-policy';

/** How many generated files every attachment property sees (issue 16 asks for at least 10,000). */
export const ATTACHMENT_RUNS = 10_000;

/** An allowed extension with each letter's case picked at random: `pdf`, `PDF`, `pDf`. */
const anyCase = fc
  .tuple(fc.constantFrom(...ALLOWED_EXTENSIONS), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }))
  .map(([extension, upper]) =>
    [...extension].map((letter, at) => (upper[at] ? letter.toUpperCase() : letter)).join(''),
  );

/** Near misses: a letter short or long, a look-alike letter (Cyrillic р, long ſ), padding. */
const nearMiss = fc.constantFrom(
  'pd',
  'pdff',
  'pptx',
  'jpe',
  'exe',
  'рdf',
  'xlſ',
  'PDF ',
  ' pdf',
  'pdf\u200b',
  'pdf\u0301',
);

/** A piece of a name: words in any script, spaces, dots, separators and controls. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  { weight: 2, arbitrary: fc.constantFrom('.', '..', ' ', '. ', '\\', '/', '\t', '\u0000', '\u202e') },
  { weight: 3, arbitrary: anyCase },
  { weight: 1, arbitrary: nearMiss },
);

/**
 * File names a member may pick: free pieces joined (no dot, several dots, a leading or trailing dot,
 * spaces, unicode) and names shaped like `base.ext`, `.ext`, `base.ext.` and `base.ext.other`.
 */
export const fileNames: fc.Arbitrary<string> = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join('')),
  fc.tuple(piece, fc.oneof(anyCase, nearMiss, piece)).map(([base, extension]) => `${base}.${extension}`),
  fc.tuple(fc.constantFrom('.', '..', ' .'), anyCase).map(([dots, extension]) => `${dots}${extension}`),
  fc.tuple(piece, anyCase, fc.constantFrom('.', '. ', '..', '.bak', '.PDF')).map((parts) => parts.join('.')),
);

/**
 * File sizes: small, at and around the 32 MB limit, and anywhere up to `largest`. A caller that has to
 * hold the bytes in memory sets `largest` close above the limit.
 */
export const fileSizes = (largest = Number.MAX_SAFE_INTEGER): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 0, max: 1024 }),
    fc.constantFrom(MAX_ATTACHMENT_BYTES - 1, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES + 1),
    fc.integer({ min: MAX_ATTACHMENT_BYTES - 4096, max: Math.min(largest, MAX_ATTACHMENT_BYTES + 4096) }),
    fc.integer({ min: 0, max: largest }),
  );
