/**
 * Hand-written types of the modules the remotes expose (Module Federation dts generation is
 * off). Keep in step with each remote's webpack.config.js `exposes`.
 */
declare module 'nacho-remote-contracts' {
  import type { ComponentType } from 'react';
  import type { RouteFirstReads } from '@nacho/api';

  /**
   * A react-router route object as the remotes export it: an absolute path, a lazy page and,
   * where the page's first reads are preloaded, the function that starts them.
   */
  export interface RemoteRouteObject {
    path: string;
    Component?: ComponentType;
    lazy?: () => Promise<{ Component: ComponentType }>;
    firstReads?: RouteFirstReads;
  }

  export type SearchTab = 'address' | 'nft';

  export interface SearchDialogProps {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    initialTab: SearchTab;
    initialQuery: string;
  }

  export interface LikeButtonProps {
    tokenId: number;
  }
}

/** Every remote exposes its routes as "{remote}/routes": explorer/routes, contest/routes, admin/routes. */
declare module '*/routes' {
  import type { RemoteRouteObject } from 'nacho-remote-contracts';
  const routes: RemoteRouteObject[];
  export default routes;
}

declare module 'explorer/SearchDialog' {
  import type { ComponentType } from 'react';
  import type { SearchDialogProps } from 'nacho-remote-contracts';
  const SearchDialog: ComponentType<SearchDialogProps>;
  export default SearchDialog;
}

declare module 'contest/LikeButton' {
  import type { ComponentType } from 'react';
  import type { LikeButtonProps } from 'nacho-remote-contracts';
  const LikeButton: ComponentType<LikeButtonProps>;
  export default LikeButton;
}

declare module 'contest/LikesLeft' {
  import type { ComponentType } from 'react';
  const LikesLeft: ComponentType;
  export default LikesLeft;
}
