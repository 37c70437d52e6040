import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { toast } from './toast/toast-store';

/** SPEC 9: copy feedback lasts 3 s. */
export const COPY_FEEDBACK_MS = 3000;

export type CopyToastTexts = { title: string; description: string };

/** SPEC 8: texts on pages. The search dialog passes its own failure texts. */
export const COPY_SUCCESS_TEXTS: CopyToastTexts = {
  title: 'Address copied',
  description: 'Wallet address copied to clipboard',
};
export const COPY_FAILURE_TEXTS: CopyToastTexts = {
  title: 'Failed to copy',
  description: 'Could not copy the address to clipboard',
};
export const COPY_FAILURE_TEXTS_DIALOG: CopyToastTexts = {
  title: 'Copy failed',
  description: 'Could not copy address to clipboard',
};

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'value' | 'children' | 'asChild'> & {
  /** The text put on the clipboard. */
  value: string;
  /** Button text before copying; ignored with iconOnly. */
  label?: string;
  /** Show only the icon; the label becomes the accessible name. */
  iconOnly?: boolean;
  successTexts?: CopyToastTexts;
  failureTexts?: CopyToastTexts;
  /** Called after the clipboard write, with whether it worked. */
  onCopied?: (copied: boolean) => void;
};

export const CopyButton = React.forwardRef<HTMLButtonElement, CopyButtonProps>(
  (
    {
      value,
      label = 'Copy Address',
      iconOnly = false,
      successTexts = COPY_SUCCESS_TEXTS,
      failureTexts = COPY_FAILURE_TEXTS,
      onCopied,
      variant = 'outline',
      size,
      ...props
    },
    ref,
  ) => {
    const [copied, setCopied] = React.useState(false);
    const resetTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

    React.useEffect(() => () => clearTimeout(resetTimer.current), []);

    const copy = async () => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(value);
      } catch {
        toast({ ...failureTexts, variant: 'destructive' });
        onCopied?.(false);
        return;
      }
      setCopied(true);
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      toast({ ...successTexts, variant: 'success', duration: COPY_FEEDBACK_MS });
      onCopied?.(true);
    };

    const text = copied ? 'Copied!' : label;
    const Icon = copied ? Check : Copy;
    return (
      <Button
        ref={ref}
        variant={variant}
        size={size ?? (iconOnly ? 'icon-sm' : 'sm')}
        aria-label={iconOnly ? text : undefined}
        title={iconOnly ? text : undefined}
        onClick={() => void copy()}
        {...props}
      >
        <Icon aria-hidden="true" className={copied ? 'text-success' : undefined} />
        {iconOnly ? null : <span aria-live="polite">{text}</span>}
      </Button>
    );
  },
);
CopyButton.displayName = 'CopyButton';
