import { use, useMemo } from 'react';
import { Preferences } from '@/application/preferences/preferences';
import { useObservable, useService } from '../app/services';
import { fulfilled } from '../shared/data/tracked-promise';
import { catalogueReady, translator, type MessageNamespace, type Translate } from './message-catalogues';

/** Read by use() at once, without suspending. */
const READY = fulfilled(undefined);

/**
 * `t('postTopic')` in the reader's language. Suspends only the first time a namespace is read in a language
 * other than English, while its small catalogue is fetched; the language picker fetches before it switches.
 */
export function useMessages<Key extends string>(namespace: MessageNamespace<Key>): Translate<Key> {
  const { language } = useObservable(useService(Preferences));
  const ready = catalogueReady(language, namespace);
  // use() on every render, a settled promise once the words are here: a render that suspended on the
  // catalogue and then finds it ready must still call use(), or React cannot match its retry to the wait.
  use(ready === true ? READY : ready);
  return useMemo(() => translator(language, namespace), [language, namespace]);
}
