import * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

export type ConfirmDialogProps = {
  title: React.ReactNode;
  description: React.ReactNode;
  /** Opens the dialog; omit it to control the dialog with open/onOpenChange. */
  trigger?: React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deletes, resets). */
  destructive?: boolean;
  confirmDisabled?: boolean;
  /** Extra content between the description and the buttons, for example an input. */
  children?: React.ReactNode;
  /** Where the focus goes when the dialog opens (e.g. its input) instead of the first button. */
  initialFocus?: React.RefObject<HTMLElement | null>;
} & (
  | {
      /** The confirm button closes the dialog and calls onConfirm. */
      onConfirm: () => void;
      onSubmit?: never;
    }
  | {
      /**
       * A form dialog: the confirm button (or Enter in a field) submits the form and the dialog
       * stays open, so that a refusal can show in it; the caller closes it (open/onOpenChange).
       */
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
      onConfirm?: never;
    }
);

/** A ready-made "are you sure?" confirmation for destructive or irreversible actions. */
export function ConfirmDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  onConfirm,
  onSubmit,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  confirmDisabled = false,
  children,
  initialFocus,
}: ConfirmDialogProps) {
  const body = (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel type="button">{cancelLabel}</AlertDialogCancel>
        {onSubmit ? (
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        ) : (
          <AlertDialogAction destructive={destructive} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        )}
      </AlertDialogFooter>
    </>
  );
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onOpenAutoFocus={
          initialFocus
            ? (event) => {
                event.preventDefault();
                initialFocus.current?.focus();
              }
            : undefined
        }
      >
        {onSubmit ? (
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
