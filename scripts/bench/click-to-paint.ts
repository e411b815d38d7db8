import type { Page } from '@playwright/test';

export interface ClickToPaint {
  ms: number;
  /** Animation frames from the click to the one that painted the new heading (1: the very next frame). */
  frames: number;
}

/**
 * Arms the page to time its next click until a new `h1` has been painted; `result` waits for that time.
 * Call before clicking a link to another page.
 */
export async function watchClickToPaint(page: Page): Promise<{ result(): Promise<ClickToPaint> }> {
  // tsx compiles with esbuild's keepNames: a function sent to the page calls its `__name` helper.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(installClickToPaint);
  return {
    result: () =>
      page.evaluate(() => (window as unknown as { __benchPaint: Promise<ClickToPaint> }).__benchPaint),
  };
}

/**
 * Marks the next click, then checks on each animation frame whether a new `h1` is in the DOM; the frame that
 * first has it paints it, and a message posted from its callback runs right after that paint.
 */
function installClickToPaint() {
  const oldHeading = document.querySelector('h1');
  const oldText = oldHeading?.textContent;
  const target = window as unknown as { __benchPaint: Promise<ClickToPaint> };
  target.__benchPaint = new Promise((resolve) => {
    const onClick = () => {
      performance.mark('bench-click');
      let frames = 0;
      const onFrame = () => {
        frames += 1;
        const heading = document.querySelector('h1');
        if (!heading || (heading === oldHeading && heading.textContent === oldText)) {
          requestAnimationFrame(onFrame);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark('bench-painted');
          const { duration } = performance.measure('bench-click-to-paint', 'bench-click', 'bench-painted');
          resolve({ ms: duration, frames });
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(onFrame);
    };
    window.addEventListener('click', onClick, { capture: true, once: true });
  });
}
