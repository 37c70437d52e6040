/**
 * Hand-written type of the contest remote's ./LikeButton (Module Federation dts generation is
 * off). Keep in step with mfe-contest/webpack.config.js and shell/src/remotes.d.ts.
 */
declare module 'contest/LikeButton' {
  import type { ComponentType } from 'react';

  export interface LikeButtonProps {
    tokenId: number;
  }
  const LikeButton: ComponentType<LikeButtonProps>;
  export default LikeButton;
}
