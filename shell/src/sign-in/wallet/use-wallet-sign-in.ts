import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  isApiError,
  useRequestWalletChallengeMutation,
  useVerifyWalletSignatureMutation,
} from '@nacho/api';
import { addressKeyType } from '@nacho/domain';
import { WalletRejectedError, type WalletAdapter } from './wallet-adapter';
import { rememberWalletSignIn } from './wallet-memory';
import { withWalletTimeout } from './wallet-timeout';

export type WalletSignInState =
  { status: 'idle' } | { status: 'busy'; step: string; walletId: string } | { status: 'error'; message: string };

/**
 * connect -> server challenge -> wallet signature (in the scheme of the address's key) -> server
 * verify; the user query refreshes on success. Each wallet request times out; cancel() abandons
 * the attempt at once, and a late answer from an abandoned attempt changes nothing.
 */
export function useWalletSignIn(onSignedIn: () => void, timeoutMs?: number) {
  const [state, setState] = useState<WalletSignInState>({ status: 'idle' });
  const [requestChallenge] = useRequestWalletChallengeMutation();
  const [verify] = useVerifyWalletSignatureMutation();
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current++; // unmounted: whatever is still running is abandoned
    },
    [],
  );

  const signIn = useCallback(
    async (wallet: WalletAdapter) => {
      const id = ++attempt.current;
      const live = () => attempt.current === id;
      const step = (text: string) => live() && setState({ status: 'busy', step: text, walletId: wallet.id });
      try {
        step(`Connecting to ${wallet.name}…`);
        const { address, publicKey } = await withWalletTimeout(wallet.connect(), wallet.name, timeoutMs);
        if (!live()) return;
        step('Preparing the message to sign…');
        const challenge = await requestChallenge({ address }).unwrap();
        if (!live()) return;
        step(`Confirm the message in ${wallet.name}…`);
        const keyType = addressKeyType(address) ?? 'schnorr';
        const signature = await withWalletTimeout(
          wallet.signMessage(challenge.message, keyType),
          wallet.name,
          timeoutMs,
        );
        if (!live()) return;
        step('Checking the signature…');
        await verify({ address, publicKey, signature, nonce: challenge.nonce }).unwrap();
        if (!live()) return;
        rememberWalletSignIn(wallet.id, address);
        setState({ status: 'idle' });
        onSignedIn();
      } catch (err) {
        if (!live()) return;
        setState({
          status: 'error',
          message: err instanceof WalletRejectedError ? 'Sign-in was cancelled in the wallet.' : signInErrorText(err),
        });
      }
    },
    [requestChallenge, verify, onSignedIn, timeoutMs],
  );

  const cancel = useCallback(() => {
    attempt.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, signIn, cancel, reset: cancel };
}

/** The server's own words for a refused call ("The signature does not match…"), else the API error text. */
export function signInErrorText(err: unknown): string {
  if (isApiError(err)) return err.serverMessage ?? err.message;
  return errorMessage(err, 'Sign-in failed');
}
