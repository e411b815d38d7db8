import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { eventSettingsContract } from './event-settings-gateway.contract';

runContract(eventSettingsContract, {
  fake: () => ({ settings: demoWorld().eventSettings }),
  real: ({ container }) => ({ settings: container.get(EventSettingsGateway) }),
});
