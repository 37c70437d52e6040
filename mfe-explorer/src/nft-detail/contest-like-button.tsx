import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { Skeleton } from '@nacho/ui';
import type LikeButtonType from 'contest/LikeButton';

type LikeButtonComponent = typeof LikeButtonType;
type LikeButtonModule = { default: LikeButtonComponent };

const CONTEST_REMOTE = 'contest';
const LIKE_BUTTON = `${CONTEST_REMOTE}/LikeButton`;

/**
 * This remote's own federation instance has no remotes: the shell registers them on its
 * instance (and registers them again on Retry), so the load goes through whichever instance
 * knows the contest remote.
 */
function loadLikeButtonModule(): Promise<LikeButtonModule | null> {
  const host = getInstance((instance) =>
    instance.options.remotes.some((remote) => remote.name === CONTEST_REMOTE || remote.alias === CONTEST_REMOTE),
  );
  return host ? host.loadRemote<LikeButtonModule>(LIKE_BUTTON) : loadRemote<LikeButtonModule>(LIKE_BUTTON);
}

/** Renders nothing when the contest remote is down (or its button fails): the NFT page works without it. */
class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The like button of one NFT, owned by the contest micro-frontend and loaded at runtime. Each
 * mount asks again (the federation runtime keeps a loaded module), so a remote that was down
 * is tried again on the next NFT page.
 */
export function ContestLikeButton({ tokenId }: { tokenId: number }) {
  const [LikeButton] = useState(() =>
    lazy(async () => {
      const module = await loadLikeButtonModule();
      if (!module?.default) throw new Error(`${LIKE_BUTTON} is unavailable`);
      return module;
    }),
  );
  return (
    <NothingOnError>
      <Suspense fallback={<Skeleton className="h-9 w-16" data-testid="like-button-loading" />}>
        <LikeButton tokenId={tokenId} />
      </Suspense>
    </NothingOnError>
  );
}
