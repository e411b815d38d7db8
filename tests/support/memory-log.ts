import type { Logger } from 'pino';
import { serviceLogger } from '@/server/observability/service-log';

/** The service's log kept in memory, each line parsed: a test reads it, and a passing run prints nothing. */
export function memoryLog(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = serviceLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** For a service whose lines no test reads. */
export const quietLog = () => ({ logger: memoryLog().logger });
