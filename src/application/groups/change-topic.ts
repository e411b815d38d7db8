import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import { GroupGateway, type TopicEdit } from './group-gateway';
import { titleProblem, type TitleProblem } from './post-topic';

/**
 * Why an edited topic was not saved: a title the content system would not store (caught before sending),
 * refused by Drupal with its reason (400/422), or refused as group actions are. The editor keeps what was
 * typed whatever the reason.
 */
export type EditTopicFailure =
  TitleProblem | { readonly kind: 'rejected'; readonly message: string } | ActionRefusal;

/**
 * A member's changes to their own topic (issue 45): a new title and message (`PATCH node/{nid}`), or its
 * removal (`DELETE node/{nid}`). The server allows both to the author only and refuses the rest.
 */
@injectable()
export class ChangeTopic {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  async edit(nid: number, edit: TopicEdit): Promise<Result<void, EditTopicFailure>> {
    const problem = titleProblem(edit.title);
    if (problem) return fail(problem);
    try {
      await this.groups.editTopic(nid, { title: edit.title.trim(), message: edit.message });
      return ok(undefined);
    } catch (error) {
      if (
        error instanceof RemoteSystemError &&
        error.reason === 'status' &&
        (error.status === 400 || error.status === 422)
      )
        return fail({ kind: 'rejected', message: error.serverMessage ?? error.message });
      return fail(refusalOf(error));
    }
  }

  async delete(nid: number): Promise<Result<void, ActionRefusal>> {
    try {
      await this.groups.deleteTopic(nid);
      return ok(undefined);
    } catch (error) {
      return fail(refusalOf(error));
    }
  }
}
