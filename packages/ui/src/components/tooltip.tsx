import * as React from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../lib/cn';

/** SPEC 4: tooltips open after a 700 ms hover and reopen at once within a 300 ms skip window. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/** Wrap the app once. Defaults follow the spec; individual props can still be overridden. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = React.forwardRef<
  React.ComponentRef<typeof TooltipPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>
>(({ className, sideOffset = 6, ...props }, ref) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      ref={ref}
      sideOffset={sideOffset}
      className={cn(
        'z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md border border-border bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-md data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  </TooltipPrimitive.Portal>
));
TooltipContent.displayName = 'TooltipContent';

export type SimpleTooltipProps = {
  /** The tooltip text. */
  content: React.ReactNode;
  /** One focusable element (button, link) that opens the tooltip on hover or focus. */
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/** Shorthand: <SimpleTooltip content="Likes until reset at midnight (CET)"><button/></SimpleTooltip>. */
export function SimpleTooltip({ content, children, side }: SimpleTooltipProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
