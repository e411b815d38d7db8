import type { ProposalGateway } from '@/application/proposals/proposal-gateway';

/**
 * The proposal system's adapter, loaded with the first call to it (a proposal form, a member's logout): a
 * visitor's first load carries none of it. Every method waits for the code (once), then calls it.
 */
export class ProposalGatewayOnDemand implements ProposalGateway {
  private loading: Promise<ProposalGateway> | null = null;

  /** `loadAdapter` brings the adapter's code and binds it (container.ts passes proposals-bindings.ts). */
  constructor(private readonly loadAdapter: () => Promise<ProposalGateway>) {}

  login: ProposalGateway['login'] = async (viewer) => (await this.adapter()).login(viewer);
  logout: ProposalGateway['logout'] = async () => (await this.adapter()).logout();
  load: ProposalGateway['load'] = async (...call) => (await this.adapter()).load(...call);
  save: ProposalGateway['save'] = async (record) => (await this.adapter()).save(record);
  send: ProposalGateway['send'] = async (submission) => (await this.adapter()).send(submission);
  count: ProposalGateway['count'] = async (...call) => (await this.adapter()).count(...call);

  private adapter(): Promise<ProposalGateway> {
    return (this.loading ??= this.loadAdapter());
  }
}
