import { use, useMemo } from 'react';
import { Preferences } from '@/application/preferences/preferences';
import { useObservable, useService } from '../app/services';
import { catalogueReady, translator, type MessageNamespace, type Translate } from './message-catalogues';

/**
 * `t('postTopic')` in the reader's language. Suspends only the first time a namespace is read in a language
 * other than English, while its small catalogue is fetched; the language picker fetches before it switches.
 */
export function useMessages<Key extends string>(namespace: MessageNamespace<Key>): Translate<Key> {
  const { language } = useObservable(useService(Preferences));
  const ready = catalogueReady(language, namespace);
  if (ready !== true) use(ready);
  return useMemo(() => translator(language, namespace), [language, namespace]);
}
