import { MembershipGateway } from '@/application/session/membership-gateway';
import { InMemoryMembershipGateway } from '@/infrastructure/fakes/in-memory-membership-gateway';
import { runContract } from '../support/contract-runner';
import { demoMembers as members } from '../support/demo-world';
import { membershipGatewayContract } from './membership-gateway.contract';

runContract(membershipGatewayContract, {
  fake: () => ({
    membership: new InMemoryMembershipGateway(members()),
    anotherTab: () => new InMemoryMembershipGateway(members()),
  }),
  real: ({ membership, browser }) => ({
    membership,
    anotherTab: () => browser.openTab().get(MembershipGateway),
  }),
});
