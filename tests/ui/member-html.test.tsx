import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberHtml, sanitizeMemberHtml } from '@/ui/shared/member-html';
import { SafeHtml } from '@/ui/shared/safe-html';
import { renderWithServices } from '../support/ui-harness';

describe('sanitizeMemberHtml', () => {
  it.each([
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link hidden by a tab', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['a data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    [
      'an onerror handler',
      '<img src="https://example.org/a.png" onerror="alert(1)">',
      '<img src="https://example.org/a.png">',
    ],
    ['an onclick handler', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a style attribute', '<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      'a form with inputs',
      '<form action="https://evil.test"><input name="pass"><button>Go</button></form>',
      'Go',
    ],
    ['a textarea', '<textarea>x</textarea>', 'x'],
    ['a script in svg', '<svg><script>alert(1)</script><circle r="5"/></svg><p>x</p>', '<p>x</p>'],
    ['a script', '<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://example.org"></iframe><p>x</p>', '<p>x</p>'],
    ['an http image', '<img src="http://example.org/a.png" alt="a">', '<img alt="a">'],
    ['a relative image', '<img src="/sites/a.png" alt="a">', '<img alt="a">'],
    ['an svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', '<img alt="a">'],
    ['an html data image', '<img src="data:text/html;base64,PHA+" alt="a">', '<img alt="a">'],
    ['target on a paragraph', '<p target="_blank">x</p>', '<p>x</p>'],
    ['a class', '<p class="ql-ui admin">x</p>', '<p>x</p>'],
    ['an id', '<p id="main">x</p>', '<p>x</p>'],
  ])('removes %s', (_, dirty, clean) => {
    expect(sanitizeMemberHtml(dirty)).toBe(clean);
  });

  it.each([
    ['target=_blank without rel', '<a href="https://example.org" target="_blank">x</a>'],
    ['target=_blank with a weaker rel', '<a href="https://example.org" target="_blank" rel="opener">x</a>'],
  ])('adds rel="noopener noreferrer" to %s', (_, dirty) => {
    expect(sanitizeMemberHtml(dirty)).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['https links', '<a href="https://example.org/a?b=1">x</a>'],
    ['http links', '<a href="http://example.org">x</a>'],
    ['mailto links', '<a href="mailto:board@example.org">x</a>'],
    ['tel links', '<a href="tel:+4930123">x</a>'],
    ['relative links', '<a href="/group/3">x</a><a href="notes.html">y</a><a href="#top">z</a>'],
    ['https images', '<img src="https://example.org/a.png" alt="a">'],
    ['png data images', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
    [
      'formatting',
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote>',
    ],
    ['Quill 2 checklists', '<ul><li data-list="checked">done</li><li data-list="unchecked">to do</li></ul>'],
    ['Quill 1 checklists', '<ul data-checked="true"><li>done</li></ul>'],
    ['ordered lists from a start', '<ol start="3"><li data-list="ordered">c</li></ol>'],
  ])('keeps %s', (_, html) => {
    expect(sanitizeMemberHtml(html)).toBe(html);
  });

  it('is stricter than the content system’s profile, which it does not change', () => {
    renderWithServices(
      <>
        <SafeHtml html='<p style="color: red">CMS</p>' />
        <MemberHtml html='<p style="color: red">Member</p>' />
      </>,
    );
    expect(screen.getByText('CMS')).toHaveAttribute('style');
    expect(screen.getByText('Member')).not.toHaveAttribute('style');
  });

  it('renders the cleaned HTML', () => {
    render(<MemberHtml html={'<p>Hello <img src="x" onerror="window.hacked = true"></p>'} />);
    expect(screen.getByText('Hello').innerHTML).toBe('Hello <img>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
