import { useState } from 'react';
import { ReadGroups } from '@/application/groups/read-groups';
import type { GroupDetails as Group } from '@/domain/groups/group';
import { useService } from '../app/services';
import { PendingState } from '../shared/pending-state';
import { useAsync } from '../shared/use-async';
import { useDocumentTitle } from '../shared/use-document-title';
import { GroupDetails } from './group-details';
import { NotFound } from './route-ids';

/** `/group/:id`: loads the group; an unknown one is "not found", as an unknown content page is. */
export function GroupView({ id }: { id: number }) {
  const read = useService(ReadGroups);
  const loaded = useAsync((signal) => read.group(id, { signal }), [read, id]);
  // After joining or leaving, the group as the use case answered it: no reload of the page.
  const [changed, setChanged] = useState<Group | null>(null);
  const group = changed ?? loaded.data;
  useDocumentTitle(group?.title);

  if (loaded.status !== 'ready')
    return (
      <PendingState
        state={loaded}
        loadingLabel="Loading the working group"
        errorTitle="This working group could not be loaded"
      />
    );
  if (!group) return <NotFound path={`group/${id}`} />;
  return <GroupDetails group={group} onChanged={setChanged} />;
}
