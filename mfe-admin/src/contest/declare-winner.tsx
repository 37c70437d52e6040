import { useState } from 'react';
import { Crown } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import { useDeclareWinnerMutation } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';

export function DeclareWinner() {
  const [tokenId, setTokenId] = useState('');
  const [open, setOpen] = useState(false);
  const [declare, { isLoading }] = useDeclareWinnerMutation();
  const id = tokenId.trim();

  const confirm = async () => {
    try {
      const reply = await declare(Number(id)).unwrap();
      successToast(SUCCESS_TEXTS.winnerDeclared(reply.tokenId, reply.month, reply.year));
      setTokenId('');
    } catch (error) {
      failureToast(FAILED_TO.declareWinner, error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Crown aria-hidden="true" className="size-4 text-gold" /> Declare Winner
        </CardTitle>
        <CardDescription>Crown an NFT as NFT of the Month for the current month.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={<Button disabled={isLoading}>Declare Winner</Button>}
          title="Declare NFT of the Month?"
          description={`${id ? `NFT #${id}` : 'The NFT'} will be added to the Hall of Fame history as the NFT of the Month for the current month.`}
          confirmLabel="Declare Winner"
          confirmDisabled={id === ''}
          onConfirm={() => void confirm()}
        >
          <Input label="Token ID" inputMode="numeric" placeholder="e.g. 1234" autoFocus value={tokenId} onChange={(e) => setTokenId(e.target.value.replace(/\D/g, '').slice(0, 5))} />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
