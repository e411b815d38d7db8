import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';

/** The search's results drawn on the server for a visitor, as the browser will take them over. */
describe('the first screen of /search', () => {
  const { render } = useFirstScreenSuite();

  it('draws the results with their title, and the answer the browser needs under the key it reads', async () => {
    const outcome = await render('/search?q=Lisbon');
    expect(outcome.kind).toBe('page');
    const screen = drawn(outcome);
    expect(screen?.title).toBe('Search: Lisbon – NECS');
    expect(screen?.html).toMatch(/<h1[^>]*>Search<\/h1>/);
    expect(screen?.html).toContain('aria-label="Search results"');
    expect(screen?.html).toMatch(/<strong>Lisbon<\/strong>/i);
    expect(screen?.modules).toEqual(['src/ui/search/search-page.tsx']);
    // A visitor's key: user 0, the words, page 0 (search-results.tsx).
    expect(Object.keys(screen?.answers ?? {})).toContain('search:0:Lisbon:0');
  });

  it('draws the empty state with the query as text, and the first search screen without asking', async () => {
    const typed = '<img src=x onerror=alert(1)>zzq';
    const screen = drawn(await render(`/search?q=${encodeURIComponent(typed)}`));
    expect(screen?.html).not.toContain('<img src=x');
    expect(screen?.html).toContain('No results for “&lt;img src=x onerror=alert(1)&gt;zzq”');
    const first = drawn(await render('/search'));
    expect(first?.title).toBe('Search – NECS');
    expect(Object.keys(first?.answers ?? {}).some((key) => key.startsWith('search:'))).toBe(false);
  });

  it('draws it in the language the address chose', async () => {
    const screen = drawn(await render('/search?q=Lisbon&language=fr'));
    expect(screen?.lang).toBe('fr');
    expect(screen?.title).toBe('Recherche : Lisbon – NECS');
    expect(screen?.html).toContain('aria-label="Résultats de la recherche"');
  });
});
