import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/application/preferences/preferences';
import { LogOut } from '@/application/session/log-out';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { AccountPage } from '@/ui/session/account-page';
import { loginErrorMessage } from '@/ui/session/login-error-message';
import { LoginPage } from '@/ui/session/login-page';
import { LogoutNotice } from '@/ui/session/logout-notice';
import { MembershipPanel } from '@/ui/session/membership-panel';
import { SessionExpiredNotice } from '@/ui/session/session-expired-notice';
import { sessionMessages } from '@/ui/session/session-messages';
import { sessionStatusMessages } from '@/ui/session/session-status-messages';
import englishSession from '@/ui/i18n/catalogues/en/session.json';
import englishStatus from '@/ui/i18n/catalogues/en/session-status.json';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import { renderView } from '../support/render-portal';
import { speak as speakIn } from '../support/speak';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** Every English message of the session screens that reads as English text (not a bare placeholder). */
const englishTexts = async () => {
  await catalogueReady('en', sessionMessages);
  await catalogueReady('en', sessionStatusMessages);
  const session = translator('en', sessionMessages);
  const status = translator('en', sessionStatusMessages);
  const values = { association: 'NECS', name: 'X', count: 1, systems: '', reason: '', code: 0, detail: '' };
  return [
    ...Object.keys(englishSession).map((key) => session(key as keyof typeof englishSession, values)),
    ...Object.keys(englishStatus).map((key) => status(key as keyof typeof englishStatus, values)),
  ].filter((text) => /[a-z]{3}/.test(text) && !['Name', 'Administration'].includes(text));
};

/** No English sentence, label or button of these screens is left on the page. */
async function expectNoEnglish(root: HTMLElement) {
  const text = root.textContent ?? '';
  for (const english of await englishTexts()) expect(text).not.toContain(english.replace(/[\s.]+$/, ''));
  expect(text).not.toMatch(/\b(the|your|you|and|system|member|log in|try again)\b/i);
}

describe('the session screens in other languages', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const speak = (language: Language) => speakIn(worldTab.container, language);

  it('shows the account page in German: facts, roles by their German names and the office note', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    const { container } = await renderView(worldTab, <AccountPage />, '/user/account');
    await speak('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Name: 'Luca Bianchi',
      'E-Mail': 'organizer@example.org',
      Rollen: 'Mitglied, Tagungsorganisation',
      Mitgliedschaft: 'Aktives Mitglied',
    });
    expect(screen.getByRole('link', { name: 'Zurück zu Mein NECS' })).toBeInTheDocument();
    await expectNoEnglish(container);
  });

  it('shows the login page in French, and a refusal in French', async () => {
    const { container } = await renderView(worldTab, <LoginPage />, '/user/login');
    await speak('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(
      screen.getByText(/Utilisez l’adresse e-mail et le mot de passe de votre adhésion à NECS/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Adhérer à NECS' })).toHaveAttribute('href', '/join');
    await expectNoEnglish(container);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'nobody@example.org');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('words the membership system’s refusals in German and Spanish, the code kept', async () => {
    await catalogueReady('de', sessionMessages);
    await catalogueReady('es', sessionMessages);
    // Loaded here, not left to a test before it: the tests run in any order (SHUFFLE_UI_SEED).
    await catalogueReady('fr', sessionMessages);
    const refusal = { kind: 'membership-refused', statusCode: -3, status: '-3' } as const;
    expect(loginErrorMessage(refusal, translator('de', sessionMessages))).toBe(
      'Das Mitgliedersystem hat diese E-Mail-Adresse und dieses Passwort nicht akzeptiert. (Code -3)',
    );
    expect(loginErrorMessage({ ...refusal, statusCode: -9 }, translator('es', sessionMessages))).toBe(
      'El sistema de membresía ha rechazado el inicio de sesión. (código -9)',
    );
    expect(loginErrorMessage({ kind: 'rejected', message: null }, translator('de', sessionMessages))).toBe(
      'Anmeldung fehlgeschlagen',
    );
    expect(loginErrorMessage({ kind: 'rejected', message: null }, translator('fr', sessionMessages))).toBe(
      'Échec de la connexion',
    );
  });

  it('shows a non-member what membership gives, in French', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    const { container } = await renderView(worldTab, <MembershipPanel member={false} />);
    await speak('fr');
    const panel = within(await screen.findByRole('region', { name: 'Adhésion' }));
    expect(panel.getByText('Non membre')).toBeInTheDocument();
    expect(panel.getByText(/^En tant que membre de NECS, vous pouvez\s:$/)).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rejoindre des groupes de travail et y ouvrir des sujets',
      'Proposer des panels, des communications et des ateliers pour le congrès annuel',
      'Voter à l’assemblée générale',
    ]);
    expect(panel.getByRole('link', { name: 'Adhérer à NECS' })).toBeInTheDocument();
    await expectNoEnglish(container);
  });

  it('says in German that the session has ended, with the login in place', async () => {
    const { container } = await renderView(worldTab, <SessionExpiredNotice />);
    await speak('de');
    const notice = within(await screen.findByRole('region', { name: 'Ihre Sitzung ist abgelaufen' }));
    expect(notice.getByRole('button', { name: 'Ohne Anmeldung fortfahren' })).toBeInTheDocument();
    await expectNoEnglish(container);
    await userEvent.click(notice.getByRole('button', { name: 'Erneut anmelden' }));
    // The login form's words are a catalogue of their own, which may come after the click.
    expect(await notice.findByLabelText('Passwort')).toBeInTheDocument();
  });

  it.each([
    [
      'de',
      'Abmeldung nicht vollständig',
      'Sie sind von diesem Portal abgemeldet, aber das Redaktionssystem und das Einreichungssystem waren nicht erreichbar, sodass Ihre Sitzungen dort nicht beendet werden konnten.',
      'Erneut versuchen',
      'Abgemeldet',
      'Ihre Sitzungen im Redaktionssystem und im Einreichungssystem sind ebenfalls beendet.',
    ],
    [
      'fr',
      'Déconnexion incomplète',
      'Votre session sur ce portail est fermée, mais le système de gestion de contenu et le système des propositions n’ont pas pu être joints pour y fermer vos sessions.',
      'Réessayer',
      'Déconnexion effectuée',
      'Vos sessions dans le système de gestion de contenu et dans le système des propositions ont également été fermées.',
    ],
  ] as const)(
    'tells in %s which sessions a logout could not end, and when they have',
    async (language, title, sentence, tryAgain, doneTitle, done) => {
      await logInAs(worldTab, DEMO_ACCOUNTS.member);
      // The proposal page was opened: there is a proposal token to end too.
      await worldTab.world.proposals.login(viewerFor(DEMO_ACCOUNTS.member));
      const { container } = await renderView(worldTab, <LogoutNotice />);
      await speak(language);
      worldTab.world.accounts.outage.start();
      worldTab.world.proposals.outage.start();
      await act(() => worldTab.container.get(LogOut).execute());
      const alert = within(await screen.findByRole('region', { name: title }));
      expect(alert.getByRole('alert')).toHaveTextContent(sentence);
      await expectNoEnglish(container);

      worldTab.world.accounts.outage.end();
      worldTab.world.proposals.outage.end();
      await userEvent.click(alert.getByRole('button', { name: tryAgain }));
      expect(await screen.findByRole('region', { name: doneTitle })).toHaveTextContent(done);
      await expectNoEnglish(container);
    },
  );
});
