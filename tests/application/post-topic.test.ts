import { beforeEach, describe, expect, it } from 'vitest';
import { type TopicDraft, GroupGateway } from '@/application/groups/group-gateway';
import { type TopicPosted, PostTopic } from '@/application/groups/post-topic';
import { RemoteSystemError } from '@/application/remote-system-error';
import { ATTACHMENT_MESSAGES } from '@/domain/files/attachment-policy';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const GROUP = DEMO_GROUP_IDS.filmHistory;

const aDraft = (change: Partial<TopicDraft> = {}): TopicDraft => ({
  groupId: GROUP,
  title: 'Screening night',
  message: '<p><strong>Bring</strong> a film</p>',
  group: 'Film History',
  files: [{ name: 'programme.pdf', size: 2048 }],
  ...change,
});

describe('PostTopic', () => {
  let worldTab: WorldTab;
  let events: TopicPosted[];
  const postTopic = () => worldTab.container.get(PostTopic);
  const sent = () => worldTab.world.groups.postedDrafts;

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    events = [];
    postTopic().posted$.subscribe((event) => events.push(event));
  });

  it('posts the draft with its files, announces the topic and the group lists it', async () => {
    const result = await postTopic().execute(aDraft());
    expect(result.ok).toBe(true);
    const nid = result.ok ? result.value.nid : -1;
    expect(result).toEqual({ ok: true, value: { nid, groupId: GROUP } });
    expect(sent()).toEqual([aDraft()]);
    expect(events).toEqual([{ nid, groupId: GROUP }]);
    const { rows: topics } = await worldTab.container.get(GroupGateway).getTopics(GROUP, 0);
    expect(topics[0]).toMatchObject({ nid, title: 'Screening night' });
  });

  it('passes the upload progress through', async () => {
    const progress: number[] = [];
    await postTopic().execute(aDraft(), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([0, 1]);
  });

  it.each([
    { case: 'a title left empty', draft: aDraft({ title: '  ' }), error: { kind: 'missing-title' } },
    {
      case: 'a title of only invisible characters',
      draft: aDraft({ title: '\u00a0\u200b\u2060' }),
      error: { kind: 'missing-title' },
    },
    {
      case: 'a title over Drupal’s 255 characters',
      draft: aDraft({ title: '🎬'.repeat(256) }),
      error: { kind: 'title-too-long', length: 256, max: 255 },
    },
    { case: 'group id 0', draft: aDraft({ groupId: 0 }), error: { kind: 'invalid-group' } },
    { case: 'group id 1.5', draft: aDraft({ groupId: 1.5 }), error: { kind: 'invalid-group' } },
    {
      case: 'a program among the files',
      draft: aDraft({
        files: [
          { name: 'ok.pdf', size: 1 },
          { name: 'virus.pdf.exe', size: 1 },
        ],
      }),
      error: { kind: 'invalid-file', fileName: 'virus.pdf.exe', message: ATTACHMENT_MESSAGES.invalidType },
    },
    {
      case: 'a file one byte over 32 MB',
      draft: aDraft({ files: [{ name: 'film.jpg', size: 33_554_433 }] }),
      error: { kind: 'invalid-file', fileName: 'film.jpg', message: ATTACHMENT_MESSAGES.tooLarge },
    },
  ])('refuses $case without sending anything', async ({ draft, error }) => {
    expect(await postTopic().execute(draft)).toEqual({ ok: false, error });
    expect(sent()).toEqual([]);
    expect(events).toEqual([]);
  });

  it.each([400, 422])(
    'reads the content system’s reason for a %i, its words kept for the record only',
    async (status) => {
      const serverMessage =
        'Unprocessable Entity: validation failed.\ntitle.0.value: Title: may not be longer than 255 characters.\n';
      worldTab.world.groups.outage.start(new RemoteSystemError('drupal', status, { serverMessage }));
      const result = await postTopic().execute(aDraft());
      expect(result).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'title-too-long', message: serverMessage },
      });
      expect(events).toEqual([]);
    },
  );

  it('says "not allowed" to someone outside the group (403)', async () => {
    const result = await postTopic().execute(aDraft({ groupId: DEMO_GROUP_IDS.documentaryFilm }));
    expect(result).toEqual({ ok: false, error: { kind: 'not-allowed' } });
  });

  it('says "unreachable" when the call does not get through', async () => {
    worldTab.world.groups.outage.start();
    const result = await postTopic().execute(aDraft());
    expect(result).toEqual({ ok: false, error: { kind: 'unreachable', message: 'Network Error' } });
  });

  it('stops a running upload when its signal is aborted, and posts nothing', async () => {
    worldTab.world.groups.uploads.hold();
    const controller = new AbortController();
    const progress: number[] = [];
    const posting = postTopic().execute(aDraft(), {
      signal: controller.signal,
      onProgress: (fraction) => progress.push(fraction),
    });
    await expect.poll(() => progress).toEqual([0, 0.5]);
    controller.abort();
    expect(await posting).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(events).toEqual([]);
    const { rows: topics } = await worldTab.container.get(GroupGateway).getTopics(GROUP, 0);
    expect(topics.map((topic) => topic.title)).not.toContain('Screening night');
  });

  it('lets a programming error through instead of calling it a refusal', async () => {
    worldTab.world.groups.outage.start(new TypeError('boom'));
    await expect(postTopic().execute(aDraft())).rejects.toThrow('boom');
  });
});
