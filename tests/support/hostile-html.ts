import { expect, it } from 'vitest';

/** A name, the dirty HTML and what a profile leaves of it. */
export type CleanedHtml = readonly [string, string, string];

/**
 * HTML that both sanitizer profiles, Drupal's (sanitizeHtml) and the members' (MemberHtml),
 * must clean in exactly the same way: script, handlers, unsafe link schemes, forms and inputs, and styles.
 */
export const HOSTILE_HTML: readonly CleanedHtml[] = [
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link hidden by a tab', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['a data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  [
    'an onerror handler',
    '<img src="/cms/sites/default/files/a.png" onerror="alert(1)">',
    '<img src="/cms/sites/default/files/a.png">',
  ],
  ['an onclick handler', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['a script', '<script>alert(1)</script><p>x</p>', '<p>x</p>'],
  ['an iframe', '<iframe src="https://example.org"></iframe><p>x</p>', '<p>x</p>'],
  ['a style attribute', '<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
  ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  [
    'a style element inside the text',
    '<p>x</p><style>body{display:none}</style><p>y</p>',
    '<p>x</p><p>y</p>',
  ],
  [
    'a form posting elsewhere, with inputs',
    '<form action="https://evil.test"><input name="pass"><button>Go</button></form>',
    'Go',
  ],
  ['a password input', '<p>Password <input type="password" name="pass"></p>', '<p>Password </p>'],
  ['a button with formaction', '<p><button formaction="https://evil.test">Go</button></p>', '<p>Go</p>'],
  ['a textarea', '<textarea>x</textarea>', 'x'],
  ['a select', '<select name="x"><option>one</option></select>', 'one'],
  ['target on a paragraph', '<p target="_blank">x</p>', '<p>x</p>'],
];

/** The test of one profile: the shared rows and its own, each cleaned to exactly what the row says. */
export function itRemoves(sanitize: (html: string) => string, ownRows: readonly CleanedHtml[]): void {
  it.each<CleanedHtml>([...HOSTILE_HTML, ...ownRows])('removes %s', (_, dirty, clean) => {
    expect(sanitize(dirty)).toBe(clean);
  });
}
