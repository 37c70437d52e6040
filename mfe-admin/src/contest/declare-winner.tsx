import { Crown } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@nacho/ui';
import { DeclareWinnerDialog } from './declare-winner-dialog';
import { IconCardTitle } from '../shared/icon-card-title';

/** The Declare Winner card: opens the dialog for the current month (a finished month can be chosen in it). */
export function DeclareWinner() {
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={<Crown aria-hidden="true" className="size-4 text-gold" />}>Declare Winner</IconCardTitle>
        <CardDescription>
          Set the NFT of the Month for the current month, or for a finished month that awaits its crowning or was
          vacated.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <DeclareWinnerDialog trigger={<Button>Declare Winner</Button>} />
      </CardContent>
    </Card>
  );
}
