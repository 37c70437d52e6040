import type * as React from 'react';
import type { ToastActionElement, ToastVariant } from './toast-primitives';

/** SPEC 4: at most one toast is shown; a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** Time a closed toast stays mounted so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 300;

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction altText="..."> button. */
  action?: ToastActionElement;
  /** Milliseconds before it closes by itself; defaults to the Toaster's 5000. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
};

type Listener = () => void;

/*
 * One store per page, kept in this module. @nacho/ui is a Module Federation singleton, so the
 * shell's <Toaster/> shows toasts raised from any remote, and toast() also works outside React.
 */
let toasts: ToastRecord[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastRecord[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((record) => record.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing any toast already on screen. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  const kept = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((record) => !kept.includes(record)).forEach((record) => cancelRemoval(record.id));
  setToasts(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (update) => setToasts(toasts.map((record) => (record.id === id ? { ...record, ...update } : record))),
  };
}

/** Closes one toast, or all toasts when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((record) => record.open && (id === undefined || record.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((record) => (closing.includes(record) ? { ...record, open: false } : record)));
  closing.forEach((record) => scheduleRemoval(record.id));
}

/** Removes every toast at once without an exit animation (route changes, tests). */
export function clearToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  setToasts([]);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastRecord[] {
  return toasts;
}
