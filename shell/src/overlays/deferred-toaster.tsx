import { lazy, useEffect, useState } from 'react';
import { OnDemand } from '../federation/on-demand';
import { afterPageLoad } from './after-page-load';

const Toaster = lazy(() => import('@nacho/ui/overlays').then((overlays) => ({ default: overlays.Toaster })));

/**
 * The toast viewport, mounted once the first page has loaded. It brings @nacho/ui/overlays with
 * it, so the dialogs and menus are in the cache before anyone opens one. A toast raised earlier
 * waits in the toast store and shows when the viewport mounts. If the module cannot be loaded,
 * the page goes on without toasts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterPageLoad(() => setMounted(true)), []);
  return mounted ? (
    <OnDemand>
      <Toaster />
    </OnDemand>
  ) : null;
}
