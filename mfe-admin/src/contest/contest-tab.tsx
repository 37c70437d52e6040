import { ContestMonthsTable } from './contest-months-table';
import { DeclareWinner } from './declare-winner';
import { HistoryTable } from './history-table';
import { LikeRemovals } from './like-removals';
import { VisibilitySwitch } from './visibility-switch';

export function ContestTab() {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <DeclareWinner />
        <LikeRemovals />
        <VisibilitySwitch />
      </div>
      <ContestMonthsTable />
      <HistoryTable />
    </div>
  );
}
