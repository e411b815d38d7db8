import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACTED } from './redacted';

/**
 * The service's log: one JSON line per event (pino), with an ISO time and the level's name, to stdout unless
 * given a destination (tests give one, so a passing run prints nothing). Written as it is logged, not
 * buffered: a line is not lost when the process ends.
 */
export function serviceLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // No line logs a request's headers or a failed call's request today; should one, its credentials stay out.
      redact: {
        paths: [
          'headers.cookie',
          'headers.authorization',
          '*.headers.cookie',
          '*.headers.Cookie',
          '*.request',
        ],
        censor: REDACTED,
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
