import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { PRIVATE_FILE_DIRECTORY, PUBLIC_FILE_DIRECTORY } from '../../sandbox/drupal/file-directories';
import { fetchPage, logInAs, startTestSandbox, type TestSandbox } from './sandbox-harness';
import { pdfStructureProblems } from './pdf-structure';

const PAGES = [
  '/',
  '/news',
  '/conferences',
  '/about-us',
  '/about-us/history',
  '/about-us/board',
  '/membership',
  '/join',
  '/community',
  '/imprint',
];
const LISTS = ['public_news/teaser', 'public_conferences/teaser'];
const FILE_URL = /\/(?:sites\/default\/files|system\/files)\/[\w.-]+/g;

describe.each(DRUPAL_MODES)('content system files (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  let written: string;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
    const answers = [
      ...(await Promise.all(PAGES.map((path) => fetchPage(sandbox.app, path)))),
      ...(await Promise.all(
        LISTS.map(async (list) => (await sandbox.app.inject(`/cms/rest/views/${list}?_format=json`)).json()),
      )),
    ];
    written = JSON.stringify(answers);
  });
  afterAll(() => sandbox.dispose());

  it('writes file URLs root-relative to the Drupal host, never under the sandbox’s /cms mount', () => {
    expect(written).not.toContain('/cms/');
    expect(written).toContain('"url":"/sites/default/files/projector.svg"');
  });

  it('links the statutes (public) and the minutes (private) from the About page, and shows an image in HTML', async () => {
    const about = JSON.stringify((await fetchPage(sandbox.app, '/about-us')).node);
    expect(about).toContain('<a href=\\"/sites/default/files/necs-statutes.pdf\\">');
    expect(about).toContain('<a href=\\"/system/files/general-assembly-minutes-2026.pdf\\">');
    const community = JSON.stringify((await fetchPage(sandbox.app, '/community')).node);
    expect(community).toContain('<img src=\\"/sites/default/files/screening-room.svg\\"');
  });

  it('serves every public file it writes at the Drupal host root, /cms', async () => {
    const publicUrls = [...new Set(written.match(FILE_URL))].filter((url) => url.startsWith('/sites/'));
    expect(publicUrls.length).toBeGreaterThanOrEqual(4);
    for (const url of publicUrls) expect((await sandbox.app.inject(`/cms${url}`)).statusCode, url).toBe(200);
  });

  it('serves the statutes as the PDF on disk', async () => {
    const response = await sandbox.app.inject('/cms/sites/default/files/necs-statutes.pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload).toEqual(readFileSync(`${PUBLIC_FILE_DIRECTORY}necs-statutes.pdf`));
  });

  it('serves a private file to logged-in users only, and only under system/files', async () => {
    const url = '/cms/system/files/general-assembly-minutes-2026.pdf';
    expect((await sandbox.app.inject(url)).statusCode).toBe(403);
    const member = await logInAs(sandbox.app, 'member');
    const response = await sandbox.app.inject({ url, cookies: member.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(
      (await sandbox.app.inject('/cms/sites/default/files/general-assembly-minutes-2026.pdf')).statusCode,
    ).toBe(404);
    expect(
      (await sandbox.app.inject({ url: '/cms/system/files/..%2Fnecs-statutes.pdf', cookies: member.cookies }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the sandbox’s PDFs', () => {
  it.each([
    `${PUBLIC_FILE_DIRECTORY}necs-statutes.pdf`,
    `${PRIVATE_FILE_DIRECTORY}general-assembly-minutes-2026.pdf`,
  ])('%s is a sound PDF 1.4', (file) => {
    expect(pdfStructureProblems(readFileSync(file))).toEqual([]);
  });
});
