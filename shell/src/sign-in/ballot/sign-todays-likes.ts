import { ballotApi, errorMessage, isApiError, type AppDispatch } from '@nacho/api';
import { addressKeyType } from '@nacho/domain';
import { toast } from '@nacho/ui';
import { WalletRejectedError, type WalletAdapter } from '../wallet/wallet-adapter';
import { withWalletTimeout } from '../wallet/wallet-timeout';

const FAILED = "Today's likes were not signed";

/**
 * Asks the server for today's ballot text, has the wallet sign it and sends the signature. Runs on
 * after the menu that started it has closed: each step and the outcome are told in a toast.
 */
export async function signTodaysLikes({
  dispatch,
  wallet,
  address,
}: {
  dispatch: AppDispatch;
  wallet: WalletAdapter | undefined;
  address: string;
}): Promise<void> {
  if (!wallet) {
    toast({
      title: FAILED,
      description: 'No Kaspa wallet was found in this browser: open the wallet you signed in with, then try again.',
      variant: 'destructive',
    });
    return;
  }
  toast({ title: "Signing today's likes", description: `Confirm the message in ${wallet.name}…` });
  try {
    // Subscribed while it is read: the menu that asked for it has closed, and without a subscriber
    // the entry (kept 0 s) is dropped before the reply lands, which then comes back empty.
    const read = dispatch(ballotApi.endpoints.getBallotToSign.initiate(undefined, { forceRefetch: true }));
    const ballot = await read.unwrap().finally(() => read.unsubscribe());
    if (!ballot.message) throw new Error(`You have no likes on ${ballot.day} to sign.`);
    const signature = await withWalletTimeout(
      wallet.signMessage(ballot.message, addressKeyType(address) ?? 'schnorr'),
      wallet.name,
    );
    await dispatch(
      ballotApi.endpoints.signBallot.initiate({ day: ballot.day, tokenIds: ballot.tokenIds, signature }),
    ).unwrap();
    const n = ballot.tokenIds.length;
    toast({
      title: "Today's likes are signed",
      description: `Your wallet signed your ${n} like${n === 1 ? '' : 's'} of ${ballot.day}. The signature is published with the month's seal, for anyone to check.`,
      variant: 'success',
    });
  } catch (err) {
    const description =
      err instanceof WalletRejectedError
        ? 'You cancelled the signature in the wallet. Nothing was sent.'
        : isApiError(err)
          ? (err.serverMessage ?? err.message)
          : errorMessage(err, 'The wallet could not sign the message.');
    toast({ title: FAILED, description, variant: 'destructive' });
  }
}
