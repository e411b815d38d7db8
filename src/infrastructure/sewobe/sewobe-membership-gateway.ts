import type { HttpClient } from '../http/http-client';
import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import type { MembershipGateway, MembershipRefusal } from '@/application/session/membership-gateway';
import { SewobeHttp } from './sewobe-connection';
import { ok, type Result } from '@/domain/shared/result';
import { SessionsToEnd } from '../http/sessions-to-end';
import { parseAnswer } from '../wire/answer-parsing';
import { type SewobeSession, SewobeSessionOfTab } from './sewobe-connection';
import {
  checkLogoutAnswer,
  sewobeAnswerSchema,
  sewobeStatusSchema,
  SUCCESS_STATUS_CODE,
  toLoginResult,
  type SewobeAnswer,
} from './sewobe-wire';

/** Hours a SEWOBE session stays valid (docs/behaviour.md, Business constants: SESSION_GUELTIG 24). */
export const MEMBERSHIP_SESSION_HOURS = 24;

/** Sent as BROWSERDATA where there is no browser (tests, server-side tools). */
const FALLBACK_BROWSER_DATA = 'necs-portal';

const browserData = (): string =>
  typeof navigator !== 'undefined' && navigator.userAgent ? navigator.userAgent : FALLBACK_BROWSER_DATA;

/**
 * SEWOBE's portal API: form posts to `zugang/api/KP_*`, answered with JSON and HTTP 200 even on refusal.
 * The adapter owns the SEWOBE session; the container ends it when the portal session ends
 * (endSewobeSessionWithPortal), so this code loads only when a member uses it.
 */
@injectable()
export class SewobeMembershipGateway implements MembershipGateway {
  private readonly toEnd = new SessionsToEnd();

  constructor(
    @inject(SewobeHttp) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(SewobeSessionOfTab) private readonly session: SewobeSession,
  ) {}

  async logIn(mail: string, password: string): Promise<Result<void, MembershipRefusal>> {
    const answer = await this.post('KP_LOGIN', sewobeStatusSchema, {
      UPORTAL: mail,
      PWPORTAL: password,
      // Members move between networks (mobile, eduroam): a changed IP or browser must not end the session.
      DISABLE_IP_BROWSER_CHECK: '1',
      SESSION_GUELTIG: String(MEMBERSHIP_SESSION_HOURS),
      BROWSERDATA: browserData(),
      MANDANT_KEY: this.config.membershipClientKey,
    });
    const login = toLoginResult(answer);
    if (!login.ok) return login;
    this.session.set(login.value);
    return ok(undefined);
  }

  async logOut(): Promise<void> {
    const session = this.session.value;
    // Forgotten before the call: a session this tab no longer wants must not linger in storage if the call
    // fails; it is kept in memory only, until SEWOBE has ended it, for Try again.
    this.session.forget();
    await this.toEnd.endAll(session, async (ending) => {
      // Both fields carry the session: SESSION, and SESSION_ZUGANG as SEWOBE's own published client sends it
      // (docs/wire-sewobe.md, 'KP_LOGOUT').
      checkLogoutAnswer(
        await this.post('KP_LOGOUT', sewobeStatusSchema, { SESSION: ending, SESSION_ZUGANG: ending }),
      );
    });
  }

  async checkSession(): Promise<boolean> {
    const session = this.session.value;
    if (!session) return false;
    const answer = await this.post('KP_CHECK_SESSION', sewobeAnswerSchema, { SESSION_CHECK: session });
    return answer.STATUSCODE === SUCCESS_STATUS_CODE;
  }

  private async post(
    call: string,
    schema: typeof sewobeAnswerSchema | typeof sewobeStatusSchema,
    fields: Record<string, string>,
  ): Promise<SewobeAnswer> {
    const { data } = await this.http.post<unknown>(`zugang/api/${call}`, new URLSearchParams(fields), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    return parseAnswer('sewobe', schema, data);
  }
}
