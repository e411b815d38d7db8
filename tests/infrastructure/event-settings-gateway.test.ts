import { TOKENS } from '@/application/tokens';
import { demoWorld } from '../support/demo-world';
import { runContract } from '../support/contract-runner';
import { eventSettingsContract } from './event-settings-gateway.contract';

runContract(eventSettingsContract, {
  fake: () => ({ settings: demoWorld().eventSettings }),
  real: ({ container }) => ({ settings: container.get(TOKENS.EventSettingsGateway) }),
});
