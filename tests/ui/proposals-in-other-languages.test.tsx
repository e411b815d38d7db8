import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Preferences, type Language } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import english from '@/ui/i18n/catalogues/en/proposals.json';
import englishShell from '@/ui/i18n/catalogues/en/shell.json';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const CATALOGUES = import.meta.glob<Record<string, string>>('/src/ui/i18n/catalogues/*/*.json', {
  eager: true,
  import: 'default',
});
const messagesOf = (language: Language) =>
  ['proposals', 'shell'].flatMap((namespace) =>
    Object.values(CATALOGUES[`/src/ui/i18n/catalogues/${language}/${namespace}.json`] ?? {}),
  );
const wordsOf = (texts: readonly string[]) =>
  new Set(
    texts
      .join(' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .match(/\p{L}{3,}/gu)
      ?.map((word) => word.toLowerCase()),
  );

/**
 * The English words of the portal's own (the proposals' and the shell's catalogues) that the language does
 * not share: "Panel", "Workshop" and "Abstract" are German words too, and stay.
 */
function englishOnlyWords(language: Language): Set<string> {
  const own = wordsOf(messagesOf(language));
  return new Set(
    [...wordsOf([...Object.values(english), ...Object.values(englishShell)])].filter(
      (word) => !own.has(word),
    ),
  );
}

/** Every English word of the portal's own still in the page's main part, its visually hidden texts and aria-labels included. */
function englishLeft(language: Language): string[] {
  const main = document.querySelector('main')!;
  const names = [...main.querySelectorAll('[aria-label]')].map((each) => each.getAttribute('aria-label'));
  const found = wordsOf([main.textContent ?? '', ...names.map(String)]);
  const englishOnly = englishOnlyWords(language);
  return [...found].filter((word) => englishOnly.has(word));
}

/** The proposal screens after the reader chose another language, with event texts that say nothing in English. */
describe('the proposal screens in German and French', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const { settings } = worldTab.world.eventSettings;
    worldTab.world.eventSettings.settings = {
      ...settings,
      eventTitle: 'NECS 2027',
      intros: { panel: null, paper: null, workshop: null },
      submitText: null,
      completedText: null,
      errorText: null,
    };
  });

  async function showIn(language: Language, path: string) {
    await renderPortal(worldTab, path);
    await screen.findByRole('heading', { level: 1, name: 'NECS 2027' }, { timeout: 8000 });
    // The call's head comes first; the member's form once the proposal system has answered.
    await screen.findByRole('button', { name: /^Send/ }, { timeout: 8000 });
    // As the language picker does: the words first, then the switch.
    await prepareLanguage(language);
    // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
    await act(async () => worldTab.container.get(Preferences).setLanguage(language));
    return userEvent.setup();
  }

  it('draws the paper form in German, words what is missing before sending, then asks', async () => {
    const user = await showIn('de', '/conference-proposals/paper');
    const kinds = screen.getByRole('navigation', { name: 'Arten der Einreichung' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Panel', 'Vortrag', 'Workshop']);
    expect(screen.getByText('Aufruf zur Einreichung')).toBeVisible();
    const keywords = screen.getByRole('group', { name: /^Schlagwörter/ });
    expect(within(keywords).getByRole('textbox', { name: 'Schlagwort 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Abstract/ })).toHaveAccessibleDescription('0 / 300 Wörter');
    expect(screen.getByText('Noch nichts gespeichert')).toHaveAttribute('role', 'status');
    expect(within(keywords).queryAllByRole('button', { name: /Entfernen/ })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Schlagwort hinzufügen' }));
    const remove = within(keywords).getByRole('button', { name: 'Schlagwort 4 Entfernen' });
    expect(remove.querySelector('.visually-hidden')).toHaveTextContent('Schlagwort 4');
    expect(remove.lastChild).toHaveProperty('textContent', ' Entfernen');
    await user.click(remove);

    // Send checks first: what is missing, without the question.
    await user.click(screen.getByRole('button', { name: 'Vortragsvorschlag senden' }));
    expect(await screen.findByText(/Felder erfordern vor dem Senden Ihre Aufmerksamkeit/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveAccessibleDescription(
      '„Titel“ ist ein Pflichtfeld.',
    );
    expect(keywords).toHaveAccessibleDescription(
      'Drei bis fünf. Bitte geben Sie mindestens 3 Schlagwörter an (bisher 0).',
    );
    expect(englishLeft('de')).toEqual([]);

    // Complete, the form gets the question, in German too.
    for (const [box, text] of [
      [screen.getByRole('textbox', { name: /^Titel/ }), 'Langsames Kino'],
      [screen.getByRole('textbox', { name: /^Abstract/ }), 'Dauer als Methode.'],
      [within(keywords).getByRole('textbox', { name: 'Schlagwort 1' }), 'Archiv'],
      [within(keywords).getByRole('textbox', { name: 'Schlagwort 2' }), 'Dauer'],
      [within(keywords).getByRole('textbox', { name: 'Schlagwort 3' }), 'Langsamkeit'],
      [screen.getByRole('textbox', { name: /^Kurzbiografie/ }), 'Filmwissenschaftlerin.'],
    ] as const) {
      await user.click(box);
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Vortragsvorschlag senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihren Vortragsvorschlag jetzt senden?' });
    expect(dialog).toHaveTextContent('kann dieser Vortragsvorschlag nicht mehr bearbeitet werden');
    expect(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' })).toHaveFocus();
    expect(englishLeft('de')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    // The head of the page first entered is the server's, kept until the next screen (shared/use-document-meta).
    await user.click(within(kinds).getByRole('link', { name: 'Workshop' }));
    await waitFor(() => expect(document.title).toMatch(/^Konferenzeinreichungen/));
  });

  it('draws the panel form in French: its papers, adding and removing one, the word counts', async () => {
    const user = await showIn('fr', '/conference-proposals/panel');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Envoyer votre proposition de panel' }),
    ).toBeVisible();
    const papers = screen.getByRole('group', { name: /^Communications/ });
    expect(
      within(papers)
        .getAllByRole('group')
        .map((each) => each.querySelector('legend')?.textContent),
    ).toEqual(['Communication 1', 'Communication 2', 'Communication 3']);
    const second = within(papers).getByRole('group', { name: 'Communication 2' });
    expect(
      within(second).getByRole('textbox', { name: 'Intervenant de la communication 2' }),
    ).toHaveAccessibleDescription('Nom et rattachement institutionnel.');
    expect(screen.getByRole('button', { name: 'Monter la communication 2' })).toHaveTextContent(/^Monter/);
    await user.click(screen.getByRole('button', { name: 'Ajouter une communication' }));
    const remove = screen.getByRole('button', { name: 'Retirer la communication 4' });
    expect(remove).toHaveTextContent('Retirer la communication 4');
    // Issue 81: a removal offers Annuler, said in French.
    await user.click(remove);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(within(papers).getByRole('status')).toHaveTextContent('Communication 4 retirée.');
    expect(englishLeft('fr')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.type(screen.getByRole('textbox', { name: /^Argumentaire/ }), 'Un deux trois');
    expect(screen.getByRole('textbox', { name: /^Argumentaire/ })).toHaveAccessibleDescription(
      '3 / 300 mots',
    );
    expect(englishLeft('fr')).toEqual([]);
  });

  it('says in French where each kind stands in My proposals', async () => {
    await renderPortal(worldTab, '/my-necs');
    await screen.findByRole('region', { name: 'My proposals' });
    await prepareLanguage('fr');
    // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
    await act(async () => worldTab.container.get(Preferences).setLanguage('fr'));
    const panel = within(await screen.findByRole('region', { name: 'Mes propositions' }));
    // The kinds come with the proposal system's answer, after the panel's own link: waited for by name (on a
    // busy machine the list was read while it held that link alone).
    await panel.findByRole('link', { name: 'Panel' });
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Panel',
      'Communication',
      'Atelier',
      'Propositions pour le congrès',
    ]);
    expect(panel.getAllByText(/pas encore commencée/)).toHaveLength(3);
  });

  it('asks in German at logout when an edit has not reached the proposal system', async () => {
    const user = await showIn('de', '/conference-proposals/paper');
    worldTab.world.proposals.outage.start();
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Ungespeichert');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Vorschlag ist noch nicht gespeichert' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Speicherung abwarten',
      'Kopie auf diesem Gerät behalten',
      'Verwerfen und abmelden',
      'Abbrechen',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Speicherung abwarten' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'konnten jetzt nicht gespeichert werden',
    );
  });
});
