import { useState } from 'react';
import { TOKENS } from '@/application/tokens';
import type { GroupDetails as Group } from '@/domain/groups/group';
import { useService } from '../app/services';
import { ErrorState } from '../shared/error-state';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useAsync } from '../shared/use-async';
import { useDocumentTitle } from '../shared/use-document-title';
import { GroupDetails } from './group-details';
import { NotFound } from './route-ids';

/** `/group/:id`: loads the group; an unknown one is "not found", as an unknown content page is. */
export function GroupView({ id }: { id: number }) {
  const read = useService(TOKENS.ReadGroups);
  const loaded = useAsync(() => read.group(id), [read, id]);
  // After joining or leaving, the group as the use case answered it: no reload of the page.
  const [changed, setChanged] = useState<Group | null>(null);
  const group = changed ?? loaded.data;
  useDocumentTitle(group?.title);

  if (loaded.status === 'loading') return <LoadingOverlay label="Loading the working group" inline />;
  if (loaded.status === 'error')
    return (
      <ErrorState
        title="This working group could not be loaded"
        error={loaded.error}
        onRetry={loaded.retry}
      />
    );
  if (!group) return <NotFound path={`group/${id}`} />;
  return <GroupDetails group={group} onChanged={setChanged} />;
}
