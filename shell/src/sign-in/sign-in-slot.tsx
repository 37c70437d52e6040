import { useEffect, useState } from 'react';
import { SignInArea } from './sign-in-area';

/**
 * The header's sign-in area: the shell's sign-in button or user menu. Whatever renders into this
 * element (a remote's own menu, via createPortal(node, document.getElementById(SIGN_IN_SLOT_ID)))
 * takes its place.
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

export function SignInSlot() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const filled = useElementHasChildren(slot);
  return (
    <div className="flex items-center">
      <div id={SIGN_IN_SLOT_ID} ref={setSlot} className="contents" />
      {filled ? null : <SignInArea />}
    </div>
  );
}
