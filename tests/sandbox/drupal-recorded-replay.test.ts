import { replayRecording } from './replay/recording-replay';
import { REPLAY_PLANS } from './replay/replay-plans';

/**
 * The five recordings of a genuine Drupal 10.3.7 (tests/sandbox/recorded/README.md) replayed over HTTP against
 * the sandbox, step by step: replay/recording-replay.ts says how, replay/replay-plans.ts how each recording's
 * site stands in the sandbox, replay/steps-not-replayed.ts the one list of steps held otherwise.
 */
for (const plan of REPLAY_PLANS) for (const mode of ['core', 'site'] as const) replayRecording(plan, mode);
