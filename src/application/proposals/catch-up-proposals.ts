import { inject, injectable } from 'inversify';
import { EventSettingsGateway } from './event-settings-gateway';
import { ProposalDeskStore } from './proposal-desk-store';

/**
 * A tab that comes back (shown again, the network back) is brought up to date before its member goes on: the
 * call is read again (it may have closed meanwhile) and each kind's form is saved or read afresh
 * (ProposalAutosave.catchUp), so a tab left open for a day never writes over newer words.
 */
@injectable()
export class CatchUpProposals {
  private reading: Promise<void> | null = null;

  constructor(
    @inject(ProposalDeskStore) private readonly desk: ProposalDeskStore,
    @inject(EventSettingsGateway) private readonly settings: EventSettingsGateway,
  ) {}

  execute(): Promise<void> {
    this.desk.catchUpAll();
    return this.readCall();
  }

  /**
   * The call as Drupal configures it now, into the open desk: a call that closed stops offering Send. One read
   * at a time; a failed one leaves the call as it was (the refusal's own words are on screen already).
   */
  readCall(): Promise<void> {
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  private async read(): Promise<void> {
    if (this.desk.snapshot().phase !== 'open') return;
    try {
      const settings = await this.settings.read();
      this.desk.merge({ settings });
    } catch {
      // Read again at the next refusal or when the tab is shown again.
    }
  }
}
