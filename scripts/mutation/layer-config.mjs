// One layer's mutation run: the shared settings of stryker.config.mjs, that layer's files, and its own
// incremental baseline and reports, so a maintainer can rerun one layer without touching the other's results.
import base from '../../stryker.config.mjs';

/** @param {'domain' | 'application'} layer */
export function layerConfig(layer) {
  return {
    ...base,
    mutate: [`src/${layer}/**/*.ts`],
    // Kept in the repository (.gitignore lets these two through reports/*): a fresh clone's run is
    // incremental and tests only the mutants whose code or tests changed since the committed baseline.
    incrementalFile: `reports/stryker-incremental-${layer}.json`,
    htmlReporter: { fileName: `reports/mutation/${layer}.html` },
    jsonReporter: { fileName: `reports/mutation/${layer}.json` },
  };
}
