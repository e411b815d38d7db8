import { test as base, expect, type Page, type Response } from '@playwright/test';

/** What the page learns of a violation (SecurityPolicyViolationEvent), passed out through a binding. */
interface ViolationReport {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

const BINDING = '__necsReportCspViolation';
/** The page's reports whose binding calls the runner has not answered yet. */
const PENDING = '__necsCspReportsOnTheirWay';

/**
 * Playwright's `test` with one automatic fixture: every test fails if any page of its browser context breaks the
 * Content-Security-Policy, as a `securitypolicyviolation` event on the document or as the console message Chromium
 * writes for it (which also covers violations no event reaches). Every browser test file imports `test` and
 * `expect` from here (ESLint refuses them from @playwright/test in a test file).
 */
export const test = base.extend<{ failOnCspViolation: void; page: Page }>({
  page: async ({ page }, use) => {
    // A server-drawn page is readable before its code has run; a test, like a reader, acts once it responds.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => afterTakeOver(page, await goto(...args));
    page.reload = async (...args) => afterTakeOver(page, await reload(...args));
    await use(page);
  },
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(BINDING, (_source, report: ViolationReport) => {
        violations.push(
          `${report.directive} refused ${report.blocked || 'inline code'} at ${report.source} ` +
            `on ${report.page}${report.sample ? `: ${report.sample}` : ''}`,
        );
      });
      await context.addInitScript(
        ({ binding, pendingKey }) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report: ViolationReport = {
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
              sample: event.sample,
              page: location.href,
            };
            // A binding's call is answered once the runner has taken the report: kept, so that the check below
            // waits for reports still on their way (a page's event can come just before its test ends).
            const reported = (
              window as unknown as Record<string, (report: ViolationReport) => Promise<void>>
            )[binding]?.(report);
            const pending = ((window as unknown as Record<string, unknown[]>)[pendingKey] ??= []);
            pending.push(reported);
          });
        },
        { binding: BINDING, pendingKey: PENDING },
      );
      context.on('console', (message) => {
        if (/content security policy/i.test(message.text())) {
          violations.push(`console ${message.type()} on ${message.page()?.url()}: ${message.text()}`);
        }
      });

      await use();

      await Promise.all(
        context
          .pages()
          .map((page) =>
            page
              .evaluate(
                (key) => Promise.all((window as unknown as Record<string, unknown[]>)[key] ?? []),
                PENDING,
              )
              .catch(() => undefined),
          ),
      );
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the portal has taken the page over (`data-ready`, set by the app), when the page is the portal's. */
async function afterTakeOver(page: Page, response: Response | null): Promise<Response | null> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
  );
  return response;
}

export { expect };
