import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/application/preferences/preferences';
import { DocumentLanguage, PortalRoutes } from '@/ui/app/app';
import { RULES_A_LANGUAGE_CAN_BREAK } from '../support/axe-language-rules';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { englishFragmentsIn, ownTextsUnder } from '../support/english-left-anywhere';
import { axeViolations } from '../support/jsdom-axe';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';
import { renderView } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { speak } from '../support/speak';

/** The words each screen is found by, in each language (the catalogues' own). */
const WORDS = {
  fr: {
    latestNews: 'Dernières actualités',
    category: 'Catégorie',
    newsPages: 'Pages des actualités',
    conferences: 'Congrès',
    timeline: 'Chronologie',
    oldestFirst: 'Du plus ancien au plus récent',
    notFound: 'Page introuvable',
    home: 'Retour à la page d’accueil',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    logOut: 'Se déconnecter',
    newTopic: 'Nouveau sujet',
    title: 'Titre',
    sendPaper: 'Envoyer la proposition de communication',
    account: 'Compte',
  },
  es: {
    latestNews: 'Últimas noticias',
    category: 'Categoría',
    newsPages: 'Páginas de noticias',
    conferences: 'Congresos',
    timeline: 'Cronología',
    oldestFirst: 'Del más antiguo al más reciente',
    notFound: 'Página no encontrada',
    home: 'Volver a la página de inicio',
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    logOut: 'Cerrar sesión',
    newTopic: 'Nuevo tema',
    title: 'Título',
    sendPaper: 'Enviar la propuesta de ponencia',
    account: 'Cuenta',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** A screen, its address, whether it is a member's, and what shows it is there in the reader's words. */
interface Screen {
  readonly name: string;
  readonly path: string;
  readonly member?: boolean;
  readonly shown: (words: Words) => Promise<unknown>;
}

const main = () => screen.getByRole('main');

const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', shown: (words) => screen.findByRole('list', { name: words.latestNews }) },
  {
    name: 'news',
    path: '/news',
    shown: async (words) => {
      await screen.findByRole('group', { name: words.category });
      return screen.findByRole('navigation', { name: words.newsPages });
    },
  },
  {
    name: 'conferences',
    path: '/conferences',
    shown: (words) => screen.findByRole('list', { name: words.conferences }),
  },
  {
    name: 'timeline',
    path: '/about-us/history',
    shown: async (words) => {
      await screen.findByRole('list', { name: words.timeline });
      expect(screen.getByRole('radio', { name: words.oldestFirst })).toBeChecked();
    },
  },
  { name: 'a content page', path: '/about-us', shown: () => screen.findByRole('heading', { level: 1 }) },
  {
    name: 'not found',
    path: '/no-such-page-anywhere',
    shown: async (words) => {
      await screen.findByRole('heading', { level: 1, name: words.notFound });
      await waitFor(() => expect(document.title).toBe(`${words.notFound} – NECS`));
      expect(screen.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
    },
  },
  {
    name: 'login',
    path: '/user/login',
    shown: async (words) => {
      const form = (await screen.findByRole('button', { name: words.logIn })).closest('form')!;
      expect(within(form).getByLabelText(words.email)).toBeInTheDocument();
      expect(within(form).getByLabelText(words.password)).toBeInTheDocument();
    },
  },
  {
    name: 'a group with the New Topic form',
    path: '/group/1',
    member: true,
    shown: async (words) => {
      const newTopic = await screen.findByRole('region', { name: words.newTopic });
      expect(await within(newTopic).findByRole('textbox', { name: words.title })).toBeInTheDocument();
    },
  },
  {
    name: 'the paper form',
    path: '/conference-proposals/paper',
    member: true,
    shown: (words) => screen.findByRole('button', { name: words.sendPaper }),
  },
  {
    name: 'the member area',
    path: '/my-necs',
    member: true,
    shown: () => screen.findByRole('heading', { level: 1 }),
  },
];

/** The frame's own words around the screen: the skip link, the account actions, the footer's parts. */
const frame = (words: Words): Element[] => [
  document.querySelector('a[href="#main"]')!,
  screen.getByRole('navigation', { name: words.account }),
  ...document.querySelectorAll('footer section, footer form'),
];

/**
 * Issue 19 in French and Spanish, after German (whose journeys are the browser's, under axe's full rule set:
 * tests/e2e/languages*.spec.ts): each screen of a visitor's and of a member's journey, drawn by the whole portal
 * in the reader's language, found by its own words, with no English word of the portal's own in it or in the
 * frame around it (content from the content system aside), and clean under the axe rules a translation can
 * break: names, labels, titles and the language the page says it is in (support/axe-language-rules.ts).
 */
describe.each(['fr', 'es'] as const)('the screens in %s', (language: Language & keyof typeof WORDS) => {
  const words = WORDS[language];
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
    // The news list may re-read its query while its key settles (as in public-languages.test.tsx).
    tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
  });

  it.each(SCREENS)('$name ($path): in its words, no English left, and axe clean', async (shown) => {
    if (shown.member) await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await speak(worldTab.container, language);
    await renderView(
      worldTab,
      <>
        <DocumentLanguage />
        <PortalRoutes />
      </>,
      shown.path,
    );
    await shown.shown(words);
    await waitFor(() => expect(main().querySelector('[aria-busy="true"]')).toBeNull());
    expect(document.documentElement).toHaveAttribute('lang', language);
    if (shown.member) expect(screen.getByRole('button', { name: words.logOut })).toBeInTheDocument();

    const parts = [main(), ...frame(words)];
    expect(englishFragmentsIn(parts.flatMap(ownTextsUnder), language)).toEqual([]);
    expect(await axeViolations(document, RULES_A_LANGUAGE_CAN_BREAK)).toEqual([]);
  });
});
