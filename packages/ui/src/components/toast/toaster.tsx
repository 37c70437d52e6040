import * as React from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastClose,
  ToastDescription,
  ToastPrimitiveProvider,
  ToastRoot,
  ToastTitle,
  ToastViewport,
} from './toast-primitives';
import { dismissToast } from './toast-store';
import { useToast } from './use-toast';

export type ToasterProps = {
  /** Default auto-close time in ms (SPEC: 5000). */
  duration?: number;
  /** Label read by screen readers for the toast region. */
  label?: string;
};

/** Render once near the root of the app. Shows what toast()/useToast() raise, one at a time. */
export function Toaster({ duration = TOAST_DURATION_MS, label = 'Notifications' }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitiveProvider
      duration={duration}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={label}
    >
      {toasts.map(({ id, title, description, action, variant, duration: toastDuration, open }) => (
        <ToastRoot
          key={id}
          variant={variant}
          open={open}
          duration={toastDuration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </ToastRoot>
      ))}
      <ToastViewport />
    </ToastPrimitiveProvider>
  );
}
