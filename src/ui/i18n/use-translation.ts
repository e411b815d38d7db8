import { useSiteState } from '../app/services';
import { shellMessages } from './shell-messages';
import { useMessages } from './use-messages';

/** `t('logout')` in the visitor's language: the shell's words, and the language itself. */
export function useTranslation() {
  const { language } = useSiteState();
  const t = useMessages(shellMessages);
  return { t, language };
}
