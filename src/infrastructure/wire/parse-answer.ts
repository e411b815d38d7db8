import * as z from 'zod/mini';
import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';

const SYSTEM_NAMES: Record<RemoteSystem, string> = {
  drupal: 'content system',
  sewobe: 'membership system',
  proposals: 'proposal system',
};

/**
 * Parses an answer at the boundary. An answer of the wrong shape becomes a RemoteSystemError, so the
 * UI's error state (with its retry) handles it like any other failed call instead of crashing.
 * Nested schemas parsed inside transforms (paragraphs, menus) throw, hence the catch, not `safeParse`.
 */
export function parseAnswer<T extends z.ZodMiniType>(
  system: RemoteSystem,
  schema: T,
  data: unknown,
): z.output<T> {
  try {
    return schema.parse(data);
  } catch (error) {
    if (!(error instanceof z.core.$ZodError)) throw error;
    // The call itself succeeded (2xx); retrying the same call would get the same answer.
    const unexpected = new RemoteSystemError(system, 200, {
      reason: 'unexpected-answer',
      message: `Unexpected answer from the ${SYSTEM_NAMES[system]}`,
    });
    unexpected.cause = error;
    throw unexpected;
  }
}
