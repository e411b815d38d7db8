import type { Container } from 'inversify';
import type { AppConfig } from '@/application/config/app-config';
import { createContainer, LOGOUT_WATCHERS, type Override } from './container';

/**
 * A browser tab's container, made in slices: the bindings, then each logout watcher after `nextTask` (a new
 * task, so the browser paints and answers input in between). Nothing that could end a session (a page answer,
 * another tab's news) is asked for or listened to before the last watcher is made: the tab's start goes on only
 * then (src/main.tsx). The same container as createContainer's in a tab (docs/performance.md).
 */
export async function createTabContainer(
  config: AppConfig,
  nextTask: () => Promise<void>,
  overrides: readonly Override[] = [],
): Promise<Container> {
  const container = createContainer(config, overrides, 'tab-start');
  for (const watch of LOGOUT_WATCHERS) {
    await nextTask();
    watch(container);
  }
  return container;
}
