import type { Container } from 'inversify';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { binderOf } from './binder';
import { groupGatewayOnDemand } from './drupal/drupal-gateways-on-demand';

/**
 * What every screen of the working groups reads them with: their gateway's adapter and ReadGroups. A visitor's
 * group screens load this part alone (GroupsLoader's `load`); the members' part is group-writing-bindings.ts.
 */
export function bindGroupReading(container: Container): void {
  if (container.isBound(ReadGroups)) return;
  const { bindSelf, bindValue } = binderOf(container);
  // Its code (and zod's) with its first call: a server-drawn group screen is taken over without it.
  bindValue(GroupGateway, () => groupGatewayOnDemand(container));
  bindSelf(ReadGroups);
}
