import type { MembershipGateway, MembershipRefusal } from '@/application/session/membership-gateway';
import { fail, ok, type Result } from '@/domain/shared/result';
import { SessionsToEnd } from '../http/sessions-to-end';
import { SimulatedOutage } from './simulated-outage';

export interface InMemoryMember {
  readonly mail: string;
  readonly password: string;
  /** A locked account: the password is right, but SEWOBE refuses with STATUSCODE -5. */
  readonly locked?: boolean;
}

/** SEWOBE's refusals, as the sandbox sends them. */
export const SEWOBE_REFUSALS = {
  wrongCredentials: { statusCode: -3, status: 'Benutzername oder Passwort falsch' },
  locked: { statusCode: -5, status: 'Zugang gesperrt' },
} as const;

const refusal = (kind: keyof typeof SEWOBE_REFUSALS): MembershipRefusal => ({
  kind: 'membership-refused',
  ...SEWOBE_REFUSALS[kind],
});

/**
 * SEWOBE in memory, for one tab: members by e-mail, and this tab's session, which can be
 * checked, ended, expired on the "server" or forgotten when the portal session ends.
 */
export class InMemoryMembershipGateway implements MembershipGateway {
  private readonly members = new Map<string, InMemoryMember>();
  private readonly sessions = new Set<string>();
  private current: string | null = null;
  private readonly toEnd = new SessionsToEnd();
  private issued = 0;
  readonly outage = new SimulatedOutage('sewobe');

  constructor(members: readonly InMemoryMember[] = []) {
    members.forEach((member) => this.addMember(member));
  }

  addMember(member: InMemoryMember): void {
    this.members.set(member.mail.toLowerCase(), member);
  }

  /** Ends every session, as SEWOBE's timeout would. */
  expireSessions(): void {
    this.sessions.clear();
  }

  /** The session this tab holds, if any (what the real adapter keeps in sessionStorage). */
  get currentSession(): string | null {
    return this.current;
  }

  /** Whether the "server" still accepts that session (KP_CHECK_SESSION with it). */
  isOpen(session: string): boolean {
    return this.sessions.has(session);
  }

  /** The portal session ended: the real adapter drops its session on the `ended$` event. */
  forgetSession(): void {
    this.current = null;
  }

  async logIn(mail: string, password: string): Promise<Result<void, MembershipRefusal>> {
    this.outage.check();
    const member = this.members.get(mail.trim().toLowerCase());
    if (!member || member.password !== password) return fail(refusal('wrongCredentials'));
    if (member.locked) return fail(refusal('locked'));
    this.issued += 1;
    const session = `membership-session-${this.issued}`;
    this.sessions.add(session);
    this.current = session;
    return ok(undefined);
  }

  /** As the adapter: forgotten at once, kept to be ended until the "server" has ended it. */
  async logOut(): Promise<void> {
    const session = this.current;
    this.current = null;
    await this.toEnd.endAll(session, async (ending) => {
      this.outage.check();
      this.sessions.delete(ending);
    });
  }

  async checkSession(): Promise<boolean> {
    if (!this.current) return false;
    this.outage.check();
    return this.sessions.has(this.current);
  }
}
