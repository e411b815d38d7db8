import { VOCABULARY_TERMS } from '../../demo-data/vocabularies';
import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { insertTerm, type Term } from '../tables/terms';

/** The demo vocabularies as stored terms, weighted in the order demo-data lists them. */
export const vocabularyTerms = (): Term[] =>
  VOCABULARY_TERMS.map(([vocabulary, tid, name], weight) => ({
    tid,
    uuid: stableUuid(`term:${tid}`),
    vocabulary,
    name,
    weight,
  }));

export function seedVocabularies(db: SandboxDatabase): void {
  for (const term of vocabularyTerms()) insertTerm(db, term);
}
