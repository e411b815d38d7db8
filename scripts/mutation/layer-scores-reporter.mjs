// A Stryker reporter that scores src/domain and src/application each on its own: the overall score could hide
// a weak layer behind a strong one. A layer under `thresholds.break` fails the run, as the overall score does.
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

const LAYERS = ['domain', 'application'];
// Stryker's own definition: timeouts count as detected; ignored, compile and runtime errors count not at all.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Killed, surviving and scored mutants per layer, from the files of a mutation-testing report. */
export function layerScores(files) {
  return LAYERS.map((layer) => {
    const mutants = Object.entries(files)
      .filter(([name]) => name.replaceAll('\\', '/').includes(`src/${layer}/`))
      .flatMap(([, file]) => file.mutants);
    const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
    const valid = detected + undetected;
    return { layer, detected, undetected, score: valid === 0 ? undefined : (100 * detected) / valid };
  });
}

class LayerScoresReporter {
  static inject = [commonTokens.options, commonTokens.logger];

  constructor(options, log) {
    this.breakAt = options.thresholds.break;
    this.log = log;
  }

  onMutationTestReportReady(report) {
    for (const { layer, detected, undetected, score } of layerScores(report.files)) {
      // A run with --mutate on one file leaves the other layer without mutants: nothing to score there.
      if (score === undefined) continue;
      const line = `src/${layer}: ${score.toFixed(2)} % (${detected} detected, ${undetected} undetected)`;
      if (typeof this.breakAt === 'number' && score < this.breakAt) {
        this.log.error(`${line}, under the breaking threshold ${this.breakAt}`);
        process.exitCode = 1;
      } else {
        this.log.info(line);
      }
    }
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'layer-scores', LayerScoresReporter)];
