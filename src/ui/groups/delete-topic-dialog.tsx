import { ChangeTopic } from '@/application/groups/post-topic';
import type { Topic } from '@/domain/groups/group';
import { ConfirmRemoval, type RemovalProps } from './confirm-removal';
import { useGroupService } from './use-group-service';

/** "Delete topic"'s confirmation, naming the topic. */
export function DeleteTopicDialog({ topic, onDeleted, onCancel }: DeleteTopicDialogProps) {
  const changeTopic = useGroupService(ChangeTopic);
  const remove = () => changeTopic.delete(topic.nid);
  return (
    <ConfirmRemoval
      what="topic"
      named={{ title: topic.title }}
      {...{ remove, onCancel }}
      onRemoved={onDeleted}
    />
  );
}

interface DeleteTopicDialogProps extends Omit<RemovalProps, 'onRemoved'> {
  topic: Pick<Topic, 'nid' | 'title'>;
  onDeleted(): void;
}
