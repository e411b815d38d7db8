import {
  NewerProposalSaved,
  type ProposalGateway,
  type ProposalRecord,
} from '@/application/proposals/proposal-gateway';
import { isStaleBase } from './proposal-versions';

/**
 * For a live proposal system without the version check (`proposalsCheckVersions: false`): reads the stored form
 * before each save and send, and refuses one from an older version itself, as the system would (412). A save
 * elsewhere between the read and the write still gets through: the read narrows that window, it cannot close it.
 */
export class ProposalGatewayReadingFirst implements ProposalGateway {
  constructor(private readonly system: ProposalGateway) {}

  login: ProposalGateway['login'] = (viewer) => this.system.login(viewer);
  logout: ProposalGateway['logout'] = () => this.system.logout();
  load: ProposalGateway['load'] = (...call) => this.system.load(...call);
  count: ProposalGateway['count'] = (...call) => this.system.count(...call);

  save: ProposalGateway['save'] = async (record) => {
    await this.refuseOlderVersion(record);
    return this.system.save(record);
  };

  send: ProposalGateway['send'] = async (submission) => {
    await this.refuseOlderVersion(submission);
    return this.system.send(submission);
  };

  /** A sent kind is left to the system, whose 409 comes before the version. */
  private async refuseOlderVersion({ userId, eventId, kind, base }: ProposalRecord): Promise<void> {
    const stored = await this.system.load(userId, eventId, kind);
    if (stored && !stored.sent && isStaleBase(stored.updated, base)) throw new NewerProposalSaved(stored);
  }
}
