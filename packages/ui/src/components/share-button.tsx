import * as React from 'react';
import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { toast } from './toast/toast-store';
import { COPY_FEEDBACK_MS } from './copy-button';

export type ShareButtonProps = Omit<ButtonProps, 'onClick' | 'value' | 'children' | 'asChild'> & {
  /** The page to share: an absolute URL, or a path resolved against the page's origin. */
  url: string;
  /** The title offered to the share sheet (apps use it as the message's subject). */
  title: string;
  /** A line of text for the share sheet. */
  text?: string;
  /** Button text; the accessible name in every case. */
  label?: string;
};

export const SHARE_COPIED_TEXTS = {
  title: 'Link copied',
  description: 'The link to this page is on your clipboard',
} as const;
export const SHARE_FAILED_TEXTS = {
  title: 'Could not share',
  description: 'Copy the address from the address bar instead',
} as const;

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/**
 * Shares a page: the system share sheet (Web Share API) where the browser has one, otherwise the
 * link goes to the clipboard with a toast. Closing the share sheet is not an error.
 */
export const ShareButton = React.forwardRef<HTMLButtonElement, ShareButtonProps>(
  ({ url, title, text, label = 'Share', variant = 'outline', size = 'sm', ...props }, ref) => {
    const share = async () => {
      const href = absoluteUrl(url);
      const data: ShareData = { url: href, title, ...(text ? { text } : {}) };
      if (
        typeof navigator.share === 'function' &&
        (typeof navigator.canShare !== 'function' || navigator.canShare(data))
      ) {
        try {
          await navigator.share(data);
          return;
        } catch (err) {
          // The user closed the sheet: nothing to report. Any other failure falls back to copying.
          if ((err as { name?: string } | null)?.name === 'AbortError') return;
        }
      }
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(href);
        toast({ ...SHARE_COPIED_TEXTS, variant: 'success', duration: COPY_FEEDBACK_MS });
      } catch {
        toast({ ...SHARE_FAILED_TEXTS, variant: 'destructive' });
      }
    };
    return (
      <Button ref={ref} type="button" variant={variant} size={size} onClick={() => void share()} {...props}>
        <Share2 aria-hidden="true" />
        <span>{label}</span>
      </Button>
    );
  },
);
ShareButton.displayName = 'ShareButton';
