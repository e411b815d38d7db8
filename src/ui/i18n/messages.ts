import type { Language } from '@/application/preferences/preferences';

/** English is complete; other languages translate what they can and fall back to English for the rest. */
const en = {
  loginTitle: 'Login',
  loginButton: 'Login',
  email: 'E-mail',
  password: 'Password',
  save: 'Save',
  cancel: 'Cancel',
  new: 'New',
  ok: 'OK',
  yes: 'Yes',
  no: 'No',
  logout: 'Logout',
} as const;

export type MessageKey = keyof typeof en;

const de: Partial<Record<MessageKey, string>> = {
  loginTitle: 'Anmelden',
  loginButton: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  save: 'Speichern',
  cancel: 'Abbrechen',
  new: 'Neu',
  ok: 'OK',
  yes: 'Ja',
  no: 'Nein',
  logout: 'Abmelden',
};

const catalogues: Record<Language, Partial<Record<MessageKey, string>>> = { en, de, fr: {}, es: {} };

export function translate(language: Language, key: MessageKey): string {
  return catalogues[language][key] ?? en[key];
}

/**
 * The language the page is mostly written in: a choice without a catalogue of its own still reads English,
 * and `<html lang>` must say so for screen readers and hyphenation.
 */
export function documentLanguage(language: Language): Language {
  return Object.keys(catalogues[language]).length > 0 ? language : 'en';
}
