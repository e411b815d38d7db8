import { firstLanguageOf, type Language } from '@/application/preferences/preferences';

/**
 * Said when the portal cannot start (its configuration could not be read): before any catalogue can be
 * fetched, so the four sentences travel with the entry, in the reader's browser language.
 */
const CANNOT_START: Record<Language, string> = {
  en: 'The portal could not start: its configuration could not be read. Please reload the page.',
  de: 'Das Portal konnte nicht starten, weil seine Konfiguration nicht gelesen werden konnte. Bitte laden Sie die Seite neu.',
  fr: 'Le portail n’a pas pu démarrer : sa configuration n’a pas pu être lue. Veuillez recharger la page.',
  es: 'No se ha podido iniciar el portal porque no se ha podido leer su configuración. Vuelva a cargar la página.',
};

/** The sentence in the first of `wanted` (navigator.languages) the portal speaks, else in English. */
export const cannotStart = (wanted: readonly string[]): string => CANNOT_START[firstLanguageOf(wanted)];
