/**
 * What every field holding a member's unsent words in the working groups carries (the comment box, a reply,
 * an edit, a topic's title). Its words come from the member's own draft of that place (DRAFT_PLACES), never
 * from the browser: a member's page is not kept (`no-store`), so Back from another address loads it again,
 * and a browser then puts back the text of each field it remembers by the field's order in the page. The
 * server draws the comment box alone, so a reply's or an edit's words would land in it (and be sent twice, or
 * overwrite its own draft), and another account that logged in meanwhile would see them drawn until the page's
 * code takes over. `autocomplete="off"` is what tells Chromium, Firefox and WebKit not to remember a field.
 */
export const DRAFT_FIELD = { autoComplete: 'off' } as const;
