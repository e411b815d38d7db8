import { describe, expect, it } from 'vitest';
import type { GroupGateway, TopicDraft, UploadOptions } from '@/application/groups/group-gateway';
import { PostTopic, type PostTopicFailure, type TopicPosted } from '@/application/groups/post-topic';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SessionStore } from '@/application/session/session-store';
import { fakeWith } from '../support/fake-with';
import { demoGroupGateway } from '../support/demo-groups';
import { openWorldTab } from '../support/session-fakes';

const DRAFT: TopicDraft = {
  groupId: 3,
  title: 'Screening night',
  message: '<p>Hi</p>',
  group: 'G',
  files: [],
};

/** The demo working groups, nobody logged in: each test replaces the one call it is about. */
const demoGroups = () => demoGroupGateway(() => 0);
/** A tab's session where nobody is logged in, as in demoGroups: the writer its posts go as. */
const nobodysSession = () => openWorldTab().container.get(SessionStore);

/** A content system whose post reports `progress` (fractions of the body sent), then fails with `error`. */
function failingAfter(progress: readonly number[], error: Error): GroupGateway {
  return fakeWith(demoGroups(), {
    postTopic: async (_writer, _draft, { onProgress } = {}) => {
      progress.forEach((fraction) => onProgress?.(fraction));
      throw error;
    },
  });
}

async function post(progress: readonly number[], error: Error) {
  const useCase = new PostTopic(failingAfter(progress, error), nobodysSession());
  const events: TopicPosted[] = [];
  useCase.posted$.subscribe((event) => events.push(event));
  const result = await useCase.execute(DRAFT);
  // Whatever happened, nothing is announced as posted: the form keeps the topic, the draft store too.
  expect(events).toEqual([]);
  return result.ok ? null : result.error;
}

const ALL = [0, 0.5, 1];
const HALF = [0, 0.5];
const status = (code: number) => new RemoteSystemError('drupal', code);
const unreadable = new RemoteSystemError('drupal', 200, {
  reason: 'unexpected-answer',
  message: 'Unexpected',
});
const noAnswer = new RemoteSystemError('drupal', null, { message: 'Failed to fetch' });
const cancelled = new RemoteSystemError('drupal', null, { reason: 'cancelled' });
const maybe = (cause: string, message: string): PostTopicFailure =>
  ({ kind: 'maybe-posted', cause, message }) as PostTopicFailure;

describe('PostTopic: a post the content system may have stored', () => {
  it.each([
    { case: 'a 2xx whose answer could not be read', progress: ALL, error: unreadable, cause: 'unreadable' },
    { case: 'the same, no progress told', progress: [], error: unreadable, cause: 'unreadable' },
    { case: 'a 500 after the whole body went', progress: ALL, error: status(500), cause: 'server-error' },
    { case: 'a 502 with no progress told', progress: [], error: status(502), cause: 'server-error' },
    { case: 'no answer after the whole body went', progress: ALL, error: noAnswer, cause: 'no-answer' },
    { case: 'Cancel after the whole body went', progress: ALL, error: cancelled, cause: 'cancelled' },
  ])('$case: may have been posted', async ({ progress, error, cause }) => {
    expect(await post(progress, error)).toEqual(maybe(cause, error.message));
  });

  it.each([
    {
      case: 'a 500 while the body was still going',
      progress: HALF,
      error: status(500),
      failure: { kind: 'server-error', status: 500, message: 'Request failed with status code 500' },
    },
    {
      case: 'no answer before the whole body went',
      progress: HALF,
      error: noAnswer,
      failure: { kind: 'unreachable', message: 'Failed to fetch' },
    },
    {
      case: 'no answer and no progress told',
      progress: [],
      error: noAnswer,
      failure: { kind: 'unreachable', message: 'Failed to fetch' },
    },
    { case: 'Cancel halfway', progress: HALF, error: cancelled, failure: { kind: 'cancelled' } },
    {
      case: 'a 403 after the whole body went',
      progress: ALL,
      error: status(403),
      failure: { kind: 'not-allowed' },
    },
    {
      case: 'a 409 after the whole body went',
      progress: ALL,
      error: status(409),
      failure: { kind: 'server-error', status: 409, message: 'Request failed with status code 409' },
    },
  ])('$case: not posted', async ({ progress, error, failure }) => {
    expect(await post(progress, error)).toEqual(failure);
  });

  it('watches the upload even when the caller does not, so the post has no answer limit to run into', async () => {
    let asked: UploadOptions = {};
    const gateway = fakeWith(demoGroups(), {
      postTopic: async (_writer, _draft, options = {}) => ((asked = options), { nid: 5 }),
    });
    await new PostTopic(gateway, nobodysSession()).execute(DRAFT);
    expect(asked.onProgress).toBeTypeOf('function');
  });
});
