import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { startTransition, Suspense, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';

/**
 * A component that mounts in a language whose catalogue is still to be fetched suspends on its first render,
 * and React mounts it afresh, without the hooks of that render, once the catalogue is there. Whether it
 * suspends depended on what an earlier file or a busy machine had loaded already (the German test of
 * tests/ui/untranslated-note.test.tsx failed about one run in three); here it always does, in a module graph
 * of its own where no catalogue but English has been read.
 */
describe('a screen that mounts while its catalogue is fetched', () => {
  async function freshPortalParts() {
    vi.resetModules();
    const [{ useMessages }, { ServicesProvider }, { Preferences }, { searchMessages }, catalogues] =
      await Promise.all([
        import('@/ui/i18n/use-messages'),
        import('@/ui/app/services'),
        import('@/application/preferences/preferences'),
        import('@/ui/search/search-messages'),
        import('@/ui/i18n/message-catalogues'),
      ]);
    return { useMessages, ServicesProvider, Preferences, searchMessages, catalogues };
  }

  it('keeps the screen it had while a navigation waits for it, then shows its words, as React asks of use()', async () => {
    // The German catalogue arrives only while the navigation waits, as on a busy machine: React then starts the
    // render afresh, mounting the component anew rather than replaying the render that suspended.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('@/ui/i18n/catalogues/de/search.json', async () => {
      await arrived;
      return vi.importActual('@/ui/i18n/catalogues/de/search.json');
    });
    const { useMessages, ServicesProvider, Preferences, searchMessages, catalogues } =
      await freshPortalParts();
    const state = new BehaviorSubject({ language: 'de' as const });
    const container = new Container();
    container.bind(Preferences).toConstantValue({ state$: state, snapshot: () => state.value } as never);
    function SearchWord() {
      const t = useMessages(searchMessages);
      return <p>{t('search')}</p>;
    }
    let navigate = () => {};
    function Screen() {
      const [searching, setSearching] = useState(false);
      navigate = () => startTransition(() => setSearching(true));
      return searching ? <SearchWord /> : <p>before</p>;
    }
    await act(async () => {
      render(
        <ServicesProvider container={container}>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </ServicesProvider>,
      );
    });
    await act(async () => navigate());
    expect(screen.getByText('before')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await catalogues.catalogueReady('de', searchMessages);
    });
    expect(await screen.findByText('Suche')).toBeInTheDocument();
    vi.doUnmock('@/ui/i18n/catalogues/de/search.json');
  });

  it('hands use() the same promise before and after the catalogue arrives, and nothing for one at hand', async () => {
    const { searchMessages, catalogues } = await freshPortalParts();
    const waitedFor = catalogues.catalogueToAwait('fr', searchMessages);
    expect(waitedFor).toBeInstanceOf(Promise);
    await waitedFor;
    expect(catalogues.catalogueToAwait('fr', searchMessages)).toBe(waitedFor);
    expect(catalogues.catalogueToAwait('en', searchMessages)).toBeUndefined();
    await catalogues.prepareLanguage('es');
    expect(catalogues.catalogueToAwait('es', searchMessages)).toBeUndefined();
  });
});
