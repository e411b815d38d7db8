import type { Container } from 'inversify';
import type { MembershipGateway } from '@/application/session/membership-gateway';
import { onDemand, resolvedLate } from '../on-demand';

/**
 * SEWOBE's adapter, a member's only: loaded with its first call (the login, a logout), so a visitor's first load
 * lacks it. Kept out of container.ts because that first call comes in the middle of a login, where no wiring may
 * run (npm run action-path).
 */
export const sewobeGatewayOnDemand = (container: Container): MembershipGateway =>
  onDemand(
    () =>
      import('./sewobe-membership-gateway').then(({ SewobeMembershipGateway }) =>
        resolvedLate(container, SewobeMembershipGateway),
      ),
    ['logIn', 'logOut', 'checkSession'],
  );
