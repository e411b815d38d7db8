import { use, useMemo } from 'react';
import { useSiteState } from '../app/services';
import { NOTHING_TO_WAIT_FOR } from '../shared/data/nothing-to-wait-for';
import { catalogueToAwait, translator, type MessageNamespace, type Translate } from './message-catalogues';

/**
 * `t('postTopic')` in the reader's language. Suspends only the first time a namespace is read in a language
 * other than English, while its small catalogue is fetched; the language picker fetches before it switches.
 */
export function useMessages<Key extends string>(namespace: MessageNamespace<Key>): Translate<Key> {
  const { language } = useSiteState();
  // The same promise in the render that suspended and in every one after, kept outside the component.
  use(catalogueToAwait(language, namespace) ?? NOTHING_TO_WAIT_FOR);
  return useMemo(() => translator(language, namespace), [language, namespace]);
}
