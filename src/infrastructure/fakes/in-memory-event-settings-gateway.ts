import type { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { SimulatedOutage } from './simulated-outage';

/** The call for proposals in memory; a test changes `settings` (closed, texts missing) as an editor would. */
export class InMemoryEventSettingsGateway implements EventSettingsGateway {
  readonly outage = new SimulatedOutage('drupal');
  /** How often the settings were asked for: a screen asks once. */
  reads = 0;

  constructor(public settings: EventSettings) {}

  async read(): Promise<EventSettings> {
    this.reads += 1;
    this.outage.check();
    return this.settings;
  }
}
