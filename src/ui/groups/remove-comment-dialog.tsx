import { ModerateDiscussion } from '@/application/groups/moderate-discussion';
import type { TopicComment } from '@/domain/groups/group';
import { ConfirmRemoval, type RemovalProps } from './confirm-removal';
import { useGroupService } from './use-group-service';

/** A moderator's "Remove comment" confirmation (issue 63), naming whose comment, and that its replies go too. */
export function RemoveCommentDialog({
  comment,
  ...done
}: RemovalProps & { comment: Pick<TopicComment, 'id' | 'authorName'> }) {
  const moderate = useGroupService(ModerateDiscussion);
  const remove = () => moderate.removeComment(comment.id);
  return <ConfirmRemoval what="comment" named={{ author: comment.authorName }} remove={remove} {...done} />;
}
