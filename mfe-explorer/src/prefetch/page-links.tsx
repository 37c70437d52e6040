import { useContext, useEffect, type ComponentProps } from 'react';
import { ReactReduxContext } from 'react-redux';
import { Link } from 'react-router';
import type { AppDispatch } from '@nacho/api';
import { loadScreenWhenIdle, prefetchNftPage, prefetchWalletPage } from './prefetch-pages';
import { useIntentPrefetch, type IntentHandlers } from './use-intent-prefetch';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'ref'> & {
  /** Load the page as soon as the link is in view, not only on hover or focus: for a page's one prominent link. */
  prefetchWhenVisible?: boolean;
};

/** The store's dispatch when there is a store (a card rendered on its own in a test has none). */
function useOptionalDispatch(): AppDispatch | undefined {
  return useContext(ReactReduxContext)?.store.dispatch as AppDispatch | undefined;
}

/** The link's own handlers run first, then the prefetch's. */
function withIntent(props: Omit<LinkProps, 'prefetchWhenVisible'>, intent: IntentHandlers<HTMLAnchorElement>): Omit<ComponentProps<typeof Link>, 'to'> {
  return {
    ...props,
    ref: intent.ref,
    onPointerEnter: (e) => {
      props.onPointerEnter?.(e);
      intent.onPointerEnter(e);
    },
    onPointerLeave: (e) => {
      props.onPointerLeave?.(e);
      intent.onPointerLeave(e);
    },
    onFocus: (e) => {
      props.onFocus?.(e);
      intent.onFocus(e);
    },
    onTouchStart: (e) => {
      props.onTouchStart?.(e);
      intent.onTouchStart(e);
    },
  };
}

/** A link to /nft/{tokenId} that loads the NFT page's code and data when the person shows intent. */
export function NftLink({ tokenId, prefetchWhenVisible = false, ...props }: LinkProps & { tokenId: number }) {
  const dispatch = useOptionalDispatch();
  const intent = useIntentPrefetch<HTMLAnchorElement>(() => prefetchNftPage(dispatch, tokenId), { whenVisible: prefetchWhenVisible });
  useEffect(() => loadScreenWhenIdle('nft'), []);
  return <Link {...withIntent(props, intent)} to={`/nft/${tokenId}`} />;
}

/** A link to /wallet/{address} that loads the wallet page's code and first page of NFTs when the person shows intent. */
export function WalletLink({ address, prefetchWhenVisible = false, ...props }: LinkProps & { address: string }) {
  const dispatch = useOptionalDispatch();
  const intent = useIntentPrefetch<HTMLAnchorElement>(() => prefetchWalletPage(dispatch, address), { whenVisible: prefetchWhenVisible });
  useEffect(() => loadScreenWhenIdle('wallet'), []);
  return <Link {...withIntent(props, intent)} to={`/wallet/${address}`} />;
}
