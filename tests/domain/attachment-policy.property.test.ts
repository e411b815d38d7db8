import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  validateAttachment,
} from '@/domain/files/attachment-policy';
import { ATTACHMENT_RUNS, fileNames, fileSizes } from '../support/attachment-cases';

/**
 * The rule of docs/behaviour.md, 'Attachments', written another way, as the oracle: something before the last dot,
 * then one of the extensions (ASCII letters compared without case: a regular expression's `i` never folds ſ into
 * s), and at most 33554432 bytes. The type is checked first.
 */
const ALLOWED_NAME = new RegExp(`^.+\\.(?:${ALLOWED_EXTENSIONS.join('|')})$`, 'is');
const expected = (name: string, size: number) => {
  if (!ALLOWED_NAME.test(name)) return 'invalid-type';
  return size > MAX_ATTACHMENT_BYTES ? 'too-large' : 'allowed';
};
const verdict = (name: string, size: number) => {
  const result = validateAttachment({ name, size });
  return result.ok ? 'allowed' : result.error.kind;
};
const swapAsciiCase = (name: string) =>
  name.replace(/[a-z]/gi, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );

describe('the attachment policy on generated names and sizes (docs/behaviour.md, Attachments)', () => {
  it(`decides ${ATTACHMENT_RUNS} generated files as the rule does, with its messages`, () => {
    const seen = { allowed: 0, 'invalid-type': 0, 'too-large': 0 };
    fc.assert(
      fc.property(fileNames, fileSizes(), (name, size) => {
        const result = validateAttachment({ name, size });
        const kind = result.ok ? 'allowed' : result.error.kind;
        seen[kind] += 1;
        expect(kind).toBe(expected(name, size));
        if (!result.ok)
          expect(result.error.message).toBe(
            kind === 'invalid-type' ? ATTACHMENT_MESSAGES.invalidType : ATTACHMENT_MESSAGES.tooLarge,
          );
      }),
      { numRuns: ATTACHMENT_RUNS },
    );
    // The generator must keep reaching every outcome, or the property proves little.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(ATTACHMENT_RUNS / 10);
  });

  it('compares extensions without regard to case: swapping every ASCII letter’s case changes nothing', () => {
    fc.assert(
      fc.property(fileNames, fileSizes(), (name, size) => {
        expect(verdict(swapAsciiCase(name), size)).toBe(verdict(name, size));
      }),
      { numRuns: ATTACHMENT_RUNS },
    );
  });
});
