import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Language, Preferences } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import englishGroups from '@/ui/i18n/catalogues/en/groups.json';
import englishMembers from '@/ui/i18n/catalogues/en/group-members.json';
import germanGroups from '@/ui/i18n/catalogues/de/groups.json';
import germanMembers from '@/ui/i18n/catalogues/de/group-members.json';
import frenchGroups from '@/ui/i18n/catalogues/fr/groups.json';
import frenchMembers from '@/ui/i18n/catalogues/fr/group-members.json';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { englishLeftIn } from '../support/english-left-in';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const { filmHistory, documentaryFilm } = DEMO_GROUP_IDS;
const READING_LIST = `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`;

// The groups' two namespaces: a visitor's words and those only members meet.
const english = { ...englishGroups, ...englishMembers };
const german = { ...germanGroups, ...germanMembers };
const french = { ...frenchGroups, ...frenchMembers };

/** The portal's own English words of the groups' namespaces still showing under `root`, if any. */
const englishLeft = (root: HTMLElement, translation: Record<string, unknown>) =>
  englishLeftIn(root, english, translation);

async function switchTo(worldTab: WorldTab, language: Language) {
  await act(async () => {
    await prepareLanguage(language);
    worldTab.container.get(Preferences).setLanguage(language);
  });
}

describe('the working groups in German', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('shows a leader the group, its topics and the New Topic form with no English word of the portal’s own', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, `/group/${filmHistory}`);
    await screen.findByRole('heading', { level: 2, name: 'New topic' });
    await switchTo(worldTab, 'de');

    const membership = within(await screen.findByRole('region', { name: 'Mitgliedschaft' }));
    expect(membership.getByText('Sie leiten diese Gruppe.')).toBeInTheDocument();
    expect(membership.getByRole('button', { name: 'Gruppe verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leitung' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Themen' })).toHaveTextContent(/\d+ Kommentare?/);
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent(
      /Seit dem \d+\. \p{L}+ \d{4} · 3 Mitglieder/u,
    );
    expect(screen.getByRole('link', { name: 'Arbeitsgruppen' })).toHaveAttribute('href', '/group');

    const form = within(screen.getByRole('region', { name: 'Neues Thema' }));
    expect(form.getByRole('textbox', { name: 'Titel' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute(
      'data-placeholder',
      'Geben Sie hier Ihre Nachricht ein',
    );
    const toolbar = within(form.getByRole('toolbar', { name: 'Formatierung' }));
    expect(toolbar.getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Nummerierte Liste' })).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Absatzformat' })).toBeInTheDocument();
    expect(form.getByLabelText('Datei(en) anhängen')).toHaveAccessibleDescription(
      'Erlaubt: txt, rdf, pdf, doc, docx, xls, xlsx, ots, ods, ppt, jpg, jpeg; höchstens 32 MB',
    );
    expect(form.getByRole('button', { name: 'Thema erstellen' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Zurücksetzen' })).toBeInTheDocument();

    expect(englishLeft(screen.getByRole('article'), german)).toEqual([]);
  }, 20_000);

  it('says in German that a member joined', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group/${documentaryFilm}`);
    await screen.findByRole('button', { name: 'Join group' });
    await switchTo(worldTab, 'de');
    const membership = within(screen.getByRole('region', { name: 'Mitgliedschaft' }));
    expect(membership.getByText('Sie sind nicht Mitglied dieser Gruppe.')).toBeInTheDocument();
    await userEvent.setup().click(membership.getByRole('button', { name: 'Der Gruppe beitreten' }));
    expect(await membership.findByText('Sie sind Mitglied dieser Gruppe.')).toBeInTheDocument();
    expect(membership.getByRole('status')).toHaveTextContent(
      'Sie sind der Gruppe Documentary Film beigetreten.',
    );
    expect(englishLeft(screen.getByRole('article'), german)).toEqual([]);
  });

  it('asks a visitor in German to log in to read a discussion', async () => {
    await renderPortal(worldTab, READING_LIST);
    await screen.findByRole('heading', { level: 1, name: 'Working group discussion' });
    await switchTo(worldTab, 'de');
    const article = within(screen.getByRole('article'));
    expect(
      await article.findByRole('heading', { level: 1, name: 'Diskussion einer Arbeitsgruppe' }),
    ).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'Melden Sie sich an' })).toHaveAttribute('href', '/user/login');
    expect(article.getByText(/, um die Diskussionen zu lesen\.$/)).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('article'), german)).toEqual([]);
  });
});

describe('the working groups in French', () => {
  /** The topic's page: the first article, its comments articles inside it. */
  const topicPage = () => screen.getAllByRole('article')[0]!;
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('shows a member a topic, its files and comments, and the comment form, with no English word of the portal’s own', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, READING_LIST);
    await screen.findByRole('textbox', { name: 'Your comment' });
    // The check sees the English words while they are there.
    expect(englishLeft(topicPage(), french)).toEqual(
      expect.arrayContaining(['Attachments', 'Add a comment', 'Post comment']),
    );
    await switchTo(worldTab, 'fr');

    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent(
      'Luca Bianchi · 2 octobre 2026',
    );
    expect(screen.getByRole('region', { name: 'Pièces jointes' })).toHaveTextContent(
      /\(PDF, \d+([,.]\d)? ko\)/,
    );
    const discussion = within(screen.getByRole('region', { name: 'Commentaires (2)' }));
    expect(discussion.getByRole('heading', { name: 'Ajouter un commentaire' })).toBeInTheDocument();
    expect(discussion.getByRole('textbox', { name: 'Votre commentaire' })).toBeInTheDocument();

    await userEvent.setup().click(discussion.getByRole('button', { name: 'Publier le commentaire' }));
    expect(await discussion.findByRole('alert')).toHaveTextContent('Écrivez d’abord quelque chose.');
    expect(englishLeft(topicPage(), french)).toEqual([]);
  });

  it('lists the working groups for an editor, sorted and counted, with no English word of the portal’s own', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.editor);
    await renderPortal(worldTab, '/group');
    await screen.findByText('13 working groups');
    await switchTo(worldTab, 'fr');

    expect(screen.getByRole('heading', { level: 1, name: 'Groupes de travail' })).toBeInTheDocument();
    expect(screen.getByText('13 groupes de travail')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Titre, de A à Z', 'Titre, de Z à A', 'Les plus récents d’abord', 'Les plus anciens d’abord']);
    const shortcuts = within(screen.getByRole('list', { name: 'Système de gestion de contenu' }));
    expect(
      shortcuts.getByRole('link', { name: 'Créer un groupe dans le système de gestion de contenu' }),
    ).toBeInTheDocument();
    const groups = within(screen.getByRole('list', { name: 'Groupes de travail' }));
    expect(groups.getAllByText(/^Depuis le \d+ \p{L}+ \d{4}$/u).length).toBeGreaterThan(0);
    expect(englishLeft(screen.getByRole('main'), french)).toEqual([]);
  });
});
