import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LEGEND,
  ATTACHMENT_MESSAGES,
  extensionOf,
  MAX_ATTACHMENT_BYTES,
  validateAttachment,
} from '@/domain/files/attachment-policy';

const SUPPORTED = 'txt, rdf, pdf, doc, docx, xls, xlsx, ots, ods, ppt, jpg, jpeg';
const INVALID_TYPE = `Invalid file type. Supported formats are: ${SUPPORTED}`;
const TOO_LARGE = 'File size exceeds 32 MB limit';

describe('the attachment policy (docs/behaviour.md, Attachments)', () => {
  it('says the messages and the legend word for word', () => {
    expect(ATTACHMENT_MESSAGES).toEqual({ invalidType: INVALID_TYPE, tooLarge: TOO_LARGE });
    expect(ATTACHMENT_LEGEND).toBe(`Allowed: ${SUPPORTED}; Max size is 32 MB`);
    expect(MAX_ATTACHMENT_BYTES).toBe(33_554_432);
  });

  it.each(SUPPORTED.split(', ').map((extension) => `file.${extension}`))('allows %s', (name) => {
    expect(validateAttachment({ name, size: 1 })).toEqual({ ok: true, value: undefined });
  });

  it.each([
    // compared case-insensitively
    { name: 'REPORT.PDF', allowed: true },
    { name: 'Photo.JpEg', allowed: true },
    // only the last extension counts
    { name: 'x.exe.pdf', allowed: true },
    { name: 'x.pdf.exe', allowed: false },
    { name: 'minutes.2026.docx', allowed: true },
    // names the policy refuses
    { name: 'setup.exe', allowed: false },
    { name: 'picture.png', allowed: false },
    { name: 'slides.pptx', allowed: false },
    { name: 'page.html', allowed: false },
    { name: 'README', allowed: false },
    { name: 'trailing-dot.', allowed: false },
    // a leading dot starts a hidden file's name, not an extension
    { name: '.pdf', allowed: false },
    { name: '.profile', allowed: false },
    { name: '', allowed: false },
  ])('$name → allowed: $allowed', ({ name, allowed }) => {
    const result = validateAttachment({ name, size: 10 });
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error).toEqual({ kind: 'invalid-type', message: INVALID_TYPE });
  });

  it.each([
    { size: 0, allowed: true },
    { size: 33_554_431, allowed: true },
    { size: 33_554_432, allowed: true },
    { size: 33_554_433, allowed: false },
    { size: 100 * 1024 * 1024, allowed: false },
  ])('$size bytes → allowed: $allowed', ({ size, allowed }) => {
    const result = validateAttachment({ name: 'big.pdf', size });
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error).toEqual({ kind: 'too-large', message: TOO_LARGE });
  });

  it('names the wrong type first when a file is both of a wrong type and too large', () => {
    expect(validateAttachment({ name: 'huge.exe', size: 33_554_433 })).toEqual({
      ok: false,
      error: { kind: 'invalid-type', message: INVALID_TYPE },
    });
  });

  it.each([
    ['REPORT.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['.bashrc', ''],
    ['no-extension', ''],
  ])('reads the extension of %j as %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});
