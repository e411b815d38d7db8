import { useCallback } from 'react';
import { Preferences } from '@/application/preferences/preferences';
import { useObservable, useService } from '../app/services';
import { translate, type MessageKey } from './messages';

/** `t('logout')` in the visitor's language. */
export function useTranslation() {
  const { language } = useObservable(useService(Preferences));
  const t = useCallback((key: MessageKey) => translate(language, key), [language]);
  return { t, language };
}
