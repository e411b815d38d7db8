import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider } from '@/ui/app/services';
import { faultBed } from './fault-bed';
import { FAULT_TABLE } from './fault-table';
import type { Fault } from './faults';
import { renderAwaited } from '../support/render-portal';

/**
 * Renders a view over the real adapters with one table row's call failing as `fault` says: the same fault
 * world the behaviour test drives, so the view meets exactly what the table's cell describes.
 */
export async function renderWithFault(ui: ReactElement, rowId: string, fault: Fault) {
  const row = FAULT_TABLE.find(({ id }) => id === rowId);
  if (!row) throw new Error(`No fault table row ${rowId}`);
  const bed = faultBed();
  const outcome = row.outcomes[fault];
  bed.world.arm({ system: row.system, route: row.route, fault, endsSession: outcome.sessionCheck === true });
  const user = userEvent.setup();
  await renderAwaited(() =>
    render(
      <ServicesProvider container={bed.container}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ServicesProvider>,
    ),
  );
  return { bed, outcome, user };
}
