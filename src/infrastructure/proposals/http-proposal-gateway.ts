import type { HttpClient } from '../http/http-client';
import type { HttpResponse } from '../http/http-request';
import { inject, injectable } from 'inversify';
import type {
  ProposalGateway,
  ProposalRecord,
  ProposalSubmission,
  StoredProposal,
} from '@/application/proposals/proposal-gateway';
import type { ReadOptions } from '@/application/read-options';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { isLoadableUserId } from '@/domain/session/session';
import type { Viewer } from '@/domain/session/viewer';
import { ProposalHttp } from './proposal-connection';
import { parseAnswer } from '../wire/answer-parsing';
import { ProposalCredentials } from './proposal-connection';
import {
  countSchema,
  LOGOUT_PATH,
  newerProposalSaved,
  recordRequest,
  storedProposalSchema,
  updatedSchema,
} from './proposal-wire';

/**
 * The proposal system over HTTP with a bearer token (docs/wire-proposals.md). The client renews the token
 * once and retries once on a 401 (http/bearer-authentication.ts), so a draft saved with an expired token
 * still arrives; the credentials are forgotten when the portal session ends (container.ts).
 */
@injectable()
export class HttpProposalGateway implements ProposalGateway {
  constructor(
    @inject(ProposalHttp) private readonly http: HttpClient,
    @inject(ProposalCredentials) private readonly credentials: ProposalCredentials,
  ) {}

  login(viewer: Viewer): Promise<void> {
    return this.credentials.logIn(viewer);
  }

  /**
   * Forgotten before the call, so no later call sends it; kept in memory until the system has ended it
   * (ProposalCredentials.logOut), so Try again can. An expired token (401) is ended already.
   */
  logout(): Promise<void> {
    return this.credentials.logOut(async (token) => {
      await this.http
        .get(LOGOUT_PATH, { headers: { Authorization: `Bearer ${token}` } })
        .catch((error: unknown) => {
          if (!(error instanceof RemoteSystemError && error.isUnauthenticated)) throw error;
        });
    });
  }

  async load(
    uid: number,
    eventId: string,
    kind: ProposalKind,
    { signal }: ReadOptions = {},
  ): Promise<StoredProposal | null> {
    if (!isLoadableUserId(uid)) throw new RangeError(`User ${uid} has no forms.`);
    try {
      const path = `forms-data/single/${uid}/${segment(eventId)}/${kind}`;
      const { data } = await this.http.get<unknown>(path, { signal });
      return parseAnswer('proposals', storedProposalSchema, data);
    } catch (error) {
      if (error instanceof RemoteSystemError && error.reason === 'status' && error.status === 404)
        return null;
      throw error;
    }
  }

  async save(record: ProposalRecord): Promise<{ readonly updated: string }> {
    const { data } = await this.write('forms-data/update', recordRequest(record, 0));
    return parseAnswer('proposals', updatedSchema, data);
  }

  /** Any 2xx is a send; what the answer carries is not needed. */
  async send(submission: ProposalSubmission): Promise<void> {
    await this.write('forms-data/send', {
      ...recordRequest(submission, 1),
      user_email: submission.userEmail,
    });
  }

  /** A save or send. Its 412 is read, not merely failed: the body is the newer version (NewerProposalSaved). */
  private async write(path: string, body: object): Promise<HttpResponse> {
    const answer = await this.http.put<unknown>(path, body, { answeredStatuses: [412] });
    if (answer.status === 412) throw newerProposalSaved(answer.data);
    return answer;
  }

  async count(eventId: string, kind: ProposalKind, { signal }: ReadOptions = {}): Promise<number> {
    const { data } = await this.http.get<unknown>(`count/${segment(eventId)}/${kind}`, { signal });
    return parseAnswer('proposals', countSchema, data);
  }
}

/** The event id goes into paths: encoded, so no value can change which route is called. */
function segment(eventId: string): string {
  if (eventId.trim() === '') throw new RangeError('An event id is needed.');
  return encodeURIComponent(eventId);
}
