import { useCallback, useState } from 'react';
import {
  errorMessage,
  isApiError,
  useRequestWalletChallengeMutation,
  useVerifyWalletSignatureMutation,
} from '@nacho/api';
import { WalletRejectedError, type WalletAdapter } from './wallet-adapter';

export type WalletSignInState =
  { status: 'idle' } | { status: 'busy'; step: string } | { status: 'error'; message: string };

/** connect -> server challenge -> wallet signature -> server verify; the user query refreshes on success. */
export function useWalletSignIn(onSignedIn: () => void) {
  const [state, setState] = useState<WalletSignInState>({ status: 'idle' });
  const [requestChallenge] = useRequestWalletChallengeMutation();
  const [verify] = useVerifyWalletSignatureMutation();

  const signIn = useCallback(
    async (wallet: WalletAdapter) => {
      try {
        setState({ status: 'busy', step: `Connecting to ${wallet.name}…` });
        const { address, publicKey } = await wallet.connect();
        setState({ status: 'busy', step: 'Preparing the message to sign…' });
        const challenge = await requestChallenge({ address }).unwrap();
        setState({ status: 'busy', step: `Confirm the message in ${wallet.name}…` });
        const signature = await wallet.signMessage(challenge.message);
        setState({ status: 'busy', step: 'Checking the signature…' });
        await verify({ address, publicKey, signature, nonce: challenge.nonce }).unwrap();
        setState({ status: 'idle' });
        onSignedIn();
      } catch (err) {
        if (err instanceof WalletRejectedError) {
          setState({ status: 'error', message: 'Sign-in was cancelled in the wallet.' });
        } else {
          setState({ status: 'error', message: signInErrorText(err) });
        }
      }
    },
    [requestChallenge, verify, onSignedIn],
  );

  return { state, signIn, reset: () => setState({ status: 'idle' }) };
}

/** The server's own words for a refused call ("The signature does not match…"), else the API error text. */
export function signInErrorText(err: unknown): string {
  if (isApiError(err)) return err.serverMessage ?? err.message;
  return errorMessage(err, 'Sign-in failed');
}
