import type { Container } from 'inversify';
import { bindGroupWriting } from './group-writing-bindings';

/**
 * The working groups' whole part of the composition root: their gateway's adapter, use cases and draft store.
 * Tests bind it at once; the browser loads its two halves apart (GroupsLoader: group-reading-bindings.ts for
 * every group screen, group-writing-bindings.ts when a member's screen needs it).
 */
export function bindGroups(container: Container): void {
  bindGroupWriting(container);
}
