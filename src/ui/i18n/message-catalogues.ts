import type { Language } from '@/application/preferences/preferences';
import { tracked } from '../shared/data/tracked-promise';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';

export type { MessageValues };

/** A message of one namespace, in the reader's language. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * A part of the interface's words, kept with the code that writes them: English is imported by that code
 * (so it travels in the same chunk), every other language is fetched when a reader chooses it.
 */
export interface MessageNamespace<Key extends string> {
  readonly name: string;
  /** The English catalogue, compiled at build time (build/message-catalogues.ts); typed by its keys only. */
  readonly english: Readonly<Record<Key, unknown>>;
}

/** The list of the other languages' catalogues (other-language-catalogues.ts), fetched with the first of them. */
const otherLanguages = () => import('./other-language-catalogues').then((module) => module.otherLanguages);

/** Every namespace whose code has run, so a change of language fetches exactly what the screen needs. */
const namespacesInUse = new Map<string, MessageNamespace<string>>();
/** `de/groups` → the promise a render suspended on for it, kept after it settles (catalogueToAwait). */
const awaitedByRenders = new Map<string, Promise<void>>();
/** `de/groups` → its compiled messages once loaded, or the promise of them. */
const loads = new Map<string, Readonly<Record<string, CompiledMessage>> | Promise<void>>();

export function messageNamespace<Key extends string>(
  name: string,
  english: Readonly<Record<Key, string>>,
): MessageNamespace<Key> {
  const namespace: MessageNamespace<Key> = { name, english };
  namespacesInUse.set(name, namespace);
  return namespace;
}

/**
 * `true` once the namespace can be read in the language, else the promise of its catalogue (for React's
 * `use`, the same promise each time). English is always at hand.
 */
export function catalogueReady(
  language: Language,
  namespace: MessageNamespace<string>,
): true | Promise<void> {
  const id = `${language}/${namespace.name}`;
  const known = loads.get(id);
  if (known) return known instanceof Promise ? known : true;
  if (language === 'en') {
    loads.set(id, namespace.english as Readonly<Record<string, CompiledMessage>>);
    return true;
  }
  const loading = otherLanguages()
    .then((catalogues) => {
      const file = catalogues[`./catalogues/${id}.json`];
      if (!file) throw new Error(`No ${language} catalogue for the namespace "${namespace.name}"`);
      return file();
    })
    .then(
      (messages) => {
        loads.set(id, messages);
      },
      (error: unknown) => {
        // A failed fetch may be tried again on the next render (a dropped network, a new deployment).
        loads.delete(id);
        throw error;
      },
    );
  loads.set(id, loading);
  return loading;
}

/**
 * What a render hands `use()` for the namespace in `language`: nothing while the catalogue is at hand, else the
 * promise of it, and that same promise (settled, so `use()` reads it at once) in every later render. A render
 * that suspends on a mount keeps no hooks: React mounts the component afresh once the promise settles, and that
 * render must call `use()` with a promise again (with none, React's "did not call use() when it finished").
 * Kept here per language and namespace, not in the component, so it outlives the mount that suspended.
 */
export function catalogueToAwait(
  language: Language,
  namespace: MessageNamespace<string>,
): Promise<void> | undefined {
  const id = `${language}/${namespace.name}`;
  const awaited = awaitedByRenders.get(id);
  if (awaited) return awaited;
  const ready = catalogueReady(language, namespace);
  if (ready === true) return undefined;
  const waitFor = tracked(ready);
  awaitedByRenders.set(id, waitFor);
  // A failed fetch is tried again by the next render (catalogueReady forgets it too).
  waitFor.catch(() => awaitedByRenders.delete(id));
  return waitFor;
}

/** Fetches every catalogue the screen in use needs in `language`, so a change of language shows no loading state. */
export async function prepareLanguage(language: Language): Promise<void> {
  await Promise.all([...namespacesInUse.values()].map((namespace) => catalogueReady(language, namespace)));
}

/**
 * Every catalogue of `language`, whatever code has run: for the server, which draws any screen of any feature
 * and cannot wait for a catalogue in the middle of a render.
 */
export async function prepareEveryCatalogue(language: Language): Promise<void> {
  if (language === 'en') return;
  const prefix = `./catalogues/${language}/`;
  await Promise.all(
    Object.entries(await otherLanguages())
      .filter(([file]) => file.startsWith(prefix))
      .map(async ([file, load]) => {
        const id = `${language}/${file.slice(prefix.length, -'.json'.length)}`;
        if (!loads.has(id) || loads.get(id) instanceof Promise) loads.set(id, await load());
      }),
  );
}

/** The namespace's messages in `language`; its catalogue must be ready (catalogueReady). */
export function translator<Key extends string>(
  language: Language,
  namespace: MessageNamespace<Key>,
): Translate<Key> {
  const messages = loads.get(`${language}/${namespace.name}`);
  if (!messages || messages instanceof Promise)
    throw new Error(`The ${language} catalogue of "${namespace.name}" is not loaded`);
  // A key no catalogue has cannot pass the type check; the completeness test keeps every language whole.
  return (key, values) => formatMessage(messages[key] ?? key, language, values);
}
