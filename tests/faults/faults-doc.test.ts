import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULT_TABLE } from './fault-table';
import { FAULTS } from './faults';
import { FAULTS_DOC_PATH, renderFaultsDoc } from './render-faults-doc';

describe('docs/faults.md', () => {
  it('is what the fault table renders (run `npm run faults:doc` after changing the table)', async () => {
    expect(readFileSync(FAULTS_DOC_PATH, 'utf8')).toBe(await renderFaultsDoc());
  });

  it.each(FAULT_TABLE.map((row) => [row.call, row] as const))('has no empty cell for %s', (_, row) => {
    for (const fault of FAULTS) {
      const { message, retry, kept } = row.outcomes[fault];
      expect(
        [message, retry, kept].every((text) => text.trim() !== ''),
        `${row.id} × ${fault}`,
      ).toBe(true);
    }
    expect(row.usedBy.trim()).not.toBe('');
  });

  it('has one row per remote call of docs/behaviour.md, Remote calls: 33 Drupal, 3 SEWOBE, 6 proposal calls', () => {
    const count = (system: string) => FAULT_TABLE.filter((row) => row.system === system).length;
    expect([count('drupal'), count('sewobe'), count('proposals')]).toEqual([33, 3, 6]);
    expect(new Set(FAULT_TABLE.map((row) => row.id)).size).toBe(FAULT_TABLE.length);
  });
});
