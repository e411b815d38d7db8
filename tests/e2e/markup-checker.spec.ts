import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { MEMBER_SCREENS, VISITOR_SCREENS } from './support/screens';
import { expect, test } from './support/test';

/**
 * Issue 28: the Nu Html Checker (the W3C validator's engine, the `vnu-jar` package, run with the machine's
 * Java 17) finds no error in what the server sends for the public screens, nor in any screen, a visitor's or a
 * member's, once the app has taken it over (`page.content()`). The checker runs once over all the documents.
 *
 * Only a browser shows: the document after the app has taken each screen over, as Chromium serialises it
 * (`page.content()`), which no renderer's string shows.
 */
const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker reports over the documents, each as `name:line: message`. */
async function checkerErrors(documents: Map<string, string>): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-vnu-'));
  try {
    const files = [...documents].map(([name, html], index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    // vnu exits 1 when it finds an error; its report is on stdout either way.
    const stdout = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map(({ file }) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => {
        if (!error.stdout) throw error;
        return error.stdout;
      },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const nameOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.name ?? url;
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${nameOf(message.url)}:${message.lastLine ?? '?'}: ${message.message} (${message.extract ?? ''})`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function takenOver(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return page.content();
}

test('the Nu Html Checker finds no error on the drawn and the taken-over screens of a visitor and a member', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const documents = new Map<string, string>();
  for (const path of VISITOR_SCREENS) {
    const answer = await page.request.get(path, { headers: { Accept: 'text/html' } });
    documents.set(`served ${path}`, await answer.text());
    documents.set(`visitor ${path}`, await takenOver(page, path));
  }
  await logInThroughWire(page, DEMO.member);
  for (const path of MEMBER_SCREENS) documents.set(`member ${path}`, await takenOver(page, path));

  expect(await checkerErrors(documents)).toEqual([]);
});
