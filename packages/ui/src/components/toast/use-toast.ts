import * as React from 'react';
import { dismissToast, getToasts, subscribeToasts, toast, type ToastRecord } from './toast-store';

export type UseToastResult = {
  toasts: ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
};

/** toast({ title, description, variant: 'default' | 'destructive' | 'success', action? }). */
export function useToast(): UseToastResult {
  const toasts = React.useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
