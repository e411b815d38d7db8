import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_REFUSALS, refusalOf } from '../../sandbox/drupal/attachment-check';
import { MAX_ATTACHMENT_BYTES, validateAttachment } from '@/domain/files/attachment-policy';
import { ATTACHMENT_RUNS, fileNames, fileSizes } from '../support/attachment-cases';

/** The largest file generated here: the server's check needs the bytes, and a view costs nothing. */
const LARGEST = MAX_ATTACHMENT_BYTES + 4096;
/** Zeros: no file kind's leading bytes, and NUL refuses plain text at once, so no check reads 32 MB. */
const zeros = Buffer.alloc(LARGEST);

/**
 * The server's verdict in the portal's words. Its third check, the leading bytes against the extension,
 * is its own (the portal never reads a file's bytes): a refusal for the content means the name and the
 * size passed (empty text passes all three).
 */
function serverVerdict(name: string, size: number): string {
  const refusal = refusalOf(name, zeros.subarray(0, size));
  if (refusal === FILE_REFUSALS.type) return 'invalid-type';
  if (refusal === FILE_REFUSALS.size) return 'too-large';
  if (refusal !== null) expect(refusal).toBe(FILE_REFUSALS.content(name));
  return 'allowed';
}

describe('the portal’s attachment rule and the sandbox’s server check, on generated files', () => {
  it(`refuse and accept the same ${ATTACHMENT_RUNS} files, for the same reason`, () => {
    fc.assert(
      fc.property(fileNames, fileSizes(LARGEST), (name, size) => {
        const portal = validateAttachment({ name, size });
        expect(serverVerdict(name, size)).toBe(portal.ok ? 'allowed' : portal.error.kind);
      }),
      { numRuns: ATTACHMENT_RUNS },
    );
  });
});
