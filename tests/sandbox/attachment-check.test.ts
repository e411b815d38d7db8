import { describe, expect, it } from 'vitest';
import { FILE_KINDS, FILE_REFUSALS, MAX_FILE_BYTES, refusalOf } from '../../sandbox/drupal/attachment-check';
import {
  ALLOWED_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
} from '@/domain/files/attachment-policy';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

const PDF = bytes('%PDF-1.7');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const ZIP = bytes('PK', 3, 4, 'rest');
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);

describe('the sandbox’s check of attached files', () => {
  it('allows the portal’s extensions, 32 MB and the portal’s messages: server and client agree', () => {
    expect(Object.keys(FILE_KINDS)).toEqual([...ALLOWED_EXTENSIONS]);
    expect(MAX_FILE_BYTES).toBe(MAX_ATTACHMENT_BYTES);
    expect(FILE_REFUSALS.type).toBe(ATTACHMENT_MESSAGES.invalidType);
    expect(FILE_REFUSALS.size).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it.each<[string, Buffer]>([
    ['a.pdf', PDF],
    ['a.PDF', PDF],
    ['a.jpg', JPEG],
    ['a.jpeg', JPEG],
    ...['docx', 'xlsx', 'ods', 'ots'].map((ext): [string, Buffer] => [`a.${ext}`, ZIP]),
    ...['doc', 'xls', 'ppt'].map((ext): [string, Buffer] => [`a.${ext}`, OLE]),
    ['a.txt', bytes('plain text, ünïcode too')],
    ['a.txt', bytes('')],
    ['a.rdf', bytes('<?xml version="1.0"?><rdf:RDF/>')],
  ])('stores %s whose leading bytes match', (name, content) => {
    expect(refusalOf(name, content)).toBeNull();
  });

  it.each([
    ['a.pdf', JPEG],
    ['a.pdf', bytes('%PDF')],
    ['a.pdf', bytes('')],
    ['a.jpg', PDF],
    ['a.docx', OLE],
    ['a.doc', ZIP],
    ['a.xls', PDF],
    ['a.txt', bytes('a', 0, 'b')],
    ['a.rdf', OLE],
  ])('refuses %s whose leading bytes belong to something else', (name, content) => {
    expect(refusalOf(name, content)).toBe(FILE_REFUSALS.content(name));
  });

  it.each(['a.exe', 'a.pdf.exe', 'README', '.pdf', 'a.'])('refuses the name %s by its type first', (name) => {
    expect(refusalOf(name, PDF)).toBe(FILE_REFUSALS.type);
  });

  it('refuses one byte above 32 MB, not 32 MB itself', () => {
    const limit = Buffer.alloc(MAX_FILE_BYTES, 0x20);
    expect(refusalOf('a.txt', limit)).toBeNull();
    expect(refusalOf('a.txt', Buffer.alloc(MAX_FILE_BYTES + 1, 0x20))).toBe(FILE_REFUSALS.size);
  });
});
