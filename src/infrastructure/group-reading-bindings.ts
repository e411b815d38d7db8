import type { Container } from 'inversify';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { binderOf } from './binder';
import { DrupalGroupGateway } from './drupal/drupal-group-gateway';

/**
 * What every screen of the working groups reads them with: their gateway's adapter and ReadGroups. A visitor's
 * group screens load this part alone (GroupsLoader's `load`); the members' part is group-writing-bindings.ts.
 */
export function bindGroupReading(container: Container): void {
  if (container.isBound(ReadGroups)) return;
  const { bindClass, bindSelf } = binderOf(container);
  bindClass(GroupGateway, DrupalGroupGateway);
  bindSelf(ReadGroups);
}
