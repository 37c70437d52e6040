import { HALL_OF_FAME_HIDDEN_MESSAGE } from '@nacho/api';
import { Card } from '@nacho/ui';

/** What a contest page shows instead of its content while the admin hides the Hall of Fame. */
export function HallOfFameHiddenNotice() {
  return (
    <Card role="status" className="p-6 text-center text-muted-foreground">
      {HALL_OF_FAME_HIDDEN_MESSAGE}
    </Card>
  );
}
