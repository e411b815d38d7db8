import { act } from '@testing-library/react';
import type { Container } from 'inversify';
import { Preferences, type Language } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';

/** Switches a rendered portal to `language` as the footer's picker does: the words first, then the switch. */
export async function speak(container: Container, language: Language): Promise<void> {
  await prepareLanguage(language);
  // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
  await act(async () => container.get(Preferences).setLanguage(language));
}
