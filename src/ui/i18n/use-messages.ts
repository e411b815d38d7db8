import { use, useMemo } from 'react';
import { Preferences } from '@/application/preferences/preferences';
import { useObservable, useService } from '../app/services';
import { NOTHING_TO_WAIT_FOR } from '../shared/data/nothing-to-wait-for';
import { catalogueReady, translator, type MessageNamespace, type Translate } from './message-catalogues';

/**
 * `t('postTopic')` in the reader's language. Suspends only the first time a namespace is read in a language
 * other than English, while its small catalogue is fetched; the language picker fetches before it switches.
 */
export function useMessages<Key extends string>(namespace: MessageNamespace<Key>): Translate<Key> {
  const { language } = useObservable(useService(Preferences));
  // What this language's catalogue made the first render wait for, kept: React replays a render that
  // suspended with the hooks it had, and the replay must call use() again, with the same promise.
  const waitFor = useMemo(() => catalogueReady(language, namespace), [language, namespace]);
  use(waitFor === true ? NOTHING_TO_WAIT_FOR : waitFor);
  return useMemo(() => translator(language, namespace), [language, namespace]);
}
