// The pieces of jsdom the project uses (it ships no types of its own): a DOM for DOMPurify in the server
// renderer; and in tests, a page whose scripts run, with the browser's parts set before it is parsed.
declare module 'jsdom' {
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    beforeParse?(window: Window & typeof globalThis): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
