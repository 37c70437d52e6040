import { useContext, useEffect, type ComponentProps } from 'react';
import { ReactReduxContext } from 'react-redux';
import { Link } from 'react-router';
import type { AppDispatch } from '@nacho/api';
import { loadScreenWhenIdle, prefetchNftPage, prefetchWalletPage } from './prefetch-pages';
import { useIntentPrefetch } from './use-intent-prefetch';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'ref'> & {
  /** Load the page as soon as the link is in view, not only on hover or focus: for a page's one prominent link. */
  prefetchWhenVisible?: boolean;
};

/** The store's dispatch when there is a store (a card rendered on its own in a test has none). */
function useOptionalDispatch(): AppDispatch | undefined {
  return useContext(ReactReduxContext)?.store.dispatch as AppDispatch | undefined;
}

/** Runs the link's own handler first, then the prefetch's. */
function both<A extends unknown[]>(own: ((...args: A) => void) | undefined, intent: (...args: A) => void) {
  return (...args: A) => {
    own?.(...args);
    intent(...args);
  };
}

type Screen = Parameters<typeof loadScreenWhenIdle>[0];

function PrefetchingLink({
  to,
  screen,
  loadPage,
  prefetchWhenVisible = false,
  ...props
}: LinkProps & { to: string; screen: Screen; loadPage: (dispatch: AppDispatch | undefined) => void }) {
  const dispatch = useOptionalDispatch();
  const intent = useIntentPrefetch<HTMLAnchorElement>(() => loadPage(dispatch), { whenVisible: prefetchWhenVisible });
  useEffect(() => loadScreenWhenIdle(screen), [screen]);
  return (
    <Link
      {...props}
      to={to}
      ref={intent.ref}
      onPointerEnter={both(props.onPointerEnter, intent.onPointerEnter)}
      onPointerLeave={both(props.onPointerLeave, intent.onPointerLeave)}
      onFocus={both(props.onFocus, intent.onFocus)}
      onTouchStart={both(props.onTouchStart, intent.onTouchStart)}
    />
  );
}

/** A link to /nft/{tokenId} that loads the NFT page's code and data when the person shows intent. */
export function NftLink({ tokenId, ...props }: LinkProps & { tokenId: number }) {
  return (
    <PrefetchingLink
      {...props}
      to={`/nft/${tokenId}`}
      screen="nft"
      loadPage={(dispatch) => prefetchNftPage(dispatch, tokenId)}
    />
  );
}

/** A link to /wallet/{address} that loads the wallet page's code and first page of NFTs when the person shows intent. */
export function WalletLink({ address, ...props }: LinkProps & { address: string }) {
  return (
    <PrefetchingLink
      {...props}
      to={`/wallet/${address}`}
      screen="wallet"
      loadPage={(dispatch) => prefetchWalletPage(dispatch, address)}
    />
  );
}
