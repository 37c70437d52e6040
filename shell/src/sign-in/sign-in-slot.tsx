import { useEffect, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '@nacho/ui';

/**
 * The header's sign-in area. Whatever renders into this element (a remote's sign-in menu, via
 * createPortal(node, document.getElementById(SIGN_IN_SLOT_ID))) replaces the placeholder.
 */
export const SIGN_IN_SLOT_ID = 'nacho-sign-in-slot';

function useElementHasChildren(element: HTMLElement | null): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!element) return;
    const update = () => setFilled(element.childNodes.length > 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [element]);
  return filled;
}

function SignInPlaceholder() {
  return (
    <Button variant="outline" size="sm" disabled title="Wallet sign-in is not enabled on this site yet">
      <LogIn aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Sign in</span>
    </Button>
  );
}

export function SignInSlot() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const filled = useElementHasChildren(slot);
  return (
    <div className="flex items-center">
      <div id={SIGN_IN_SLOT_ID} ref={setSlot} className="contents" />
      {filled ? null : <SignInPlaceholder />}
    </div>
  );
}
