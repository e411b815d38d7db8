import { writeFileSync } from 'node:fs';
import { FAULTS_DOC_PATH, renderFaultsDoc } from '../tests/faults/render-faults-doc';

/** Writes docs/faults.md from the fault table (tests/faults/fault-table.ts), the one source of both. */
writeFileSync(FAULTS_DOC_PATH, await renderFaultsDoc());
console.log(`Wrote ${FAULTS_DOC_PATH}`);
