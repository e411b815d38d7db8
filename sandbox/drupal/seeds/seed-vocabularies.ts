import { VOCABULARY_TERMS } from '../../demo-data/vocabularies';
import { stableUuid } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';
import { insertTerm } from '../tables/terms';

export function seedVocabularies(db: SandboxDatabase): void {
  VOCABULARY_TERMS.forEach(([vocabulary, tid, name], weight) =>
    insertTerm(db, { tid, uuid: stableUuid(`term:${tid}`), vocabulary, name, weight }),
  );
}
