// The one piece of jsdom the server renderer uses: a DOM for DOMPurify (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
