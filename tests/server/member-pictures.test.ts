import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe } from 'vitest';
import { sanitizeMemberHtml, sanitizeMemberHtmlWith } from '@/ui/shared/member-html';
import { itKeepsOnlySitePictures } from '../support/foreign-pictures';

// The server renderer's sanitizer: DOMPurify bound to a DOM of its own (render-first-screen.tsx), no browser around.
sanitizeMemberHtmlWith(createDOMPurify(new JSDOM('').window));

describe('member pictures in the HTML the server draws lead to the site’s own only (issue 72)', () => {
  itKeepsOnlySitePictures(sanitizeMemberHtml);
});
