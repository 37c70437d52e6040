import { Crown } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nacho/ui';
import { DeclareWinnerDialog } from './declare-winner-dialog';

/** The Declare Winner card: opens the dialog for the current month (a finished month can be chosen in it). */
export function DeclareWinner() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Crown aria-hidden="true" className="size-4 text-gold" /> Declare Winner
        </CardTitle>
        <CardDescription>
          Set the NFT of the Month for the current month, or for a finished month that awaits its crowning or was vacated.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <DeclareWinnerDialog trigger={<Button>Declare Winner</Button>} />
      </CardContent>
    </Card>
  );
}
