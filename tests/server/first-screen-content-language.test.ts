import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';

/** The server-drawn first screen in the language `?language=` chose: content in it where Drupal has it. */
describe('renderFirstScreenWith, content in the chosen language', () => {
  const { render } = useFirstScreenSuite();

  it('draws a translated page and the menus in German, its answers keyed by the language', async () => {
    const screen = drawn(await render('/about-us?language=de'));
    expect(screen?.lang).toBe('de');
    expect(screen?.html).toMatch(/<article[^>]* lang="de"[^>]*><h1[^>]*>Über uns<\/h1>/);
    expect(screen?.html).toContain('Startseite');
    expect(screen?.html).not.toContain('nur auf Englisch');
    expect(Object.keys(screen?.answers ?? {})).toEqual(
      expect.arrayContaining(['page:/about-us:de', 'menu:main:de', 'menu:footer:de']),
    );
  });

  it('draws an untranslated page in English with the German note', async () => {
    const screen = drawn(await render('/about-us/board?language=de'));
    expect(screen?.html).toMatch(/<article[^>]* lang="en"/);
    expect(screen?.html).toMatch(/lang="de">Dieser Inhalt liegt nur auf Englisch vor.<\/p>/);
  });

  it('draws English as before', async () => {
    const screen = drawn(await render('/about-us'));
    expect(screen?.html).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(screen?.html).not.toContain('only available');
    expect(Object.keys(screen?.answers ?? {})).toEqual(
      expect.arrayContaining(['page:/about-us', 'menu:main']),
    );
  });
});
