import * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Label } from './label';

export type InputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  /** A visible label tied to the input. Without it, pass aria-label. */
  label?: React.ReactNode;
  /** Help or error text shown under the input and tied to it with aria-describedby. */
  hint?: React.ReactNode;
  /** Class for the wrapper that holds label, input and hint. */
  containerClassName?: string;
};

export const Input = React.forwardRef<HTMLInputElement, InputProps>(
  ({ className, containerClassName, label, hint, id, type = 'text', ...props }, ref) => {
    const generatedId = React.useId();
    const inputId = id ?? generatedId;
    const hintId = hint ? `${inputId}-hint` : undefined;
    const input = (
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-describedby={hintId}
        className={cn(
          'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
          'file:border-0 file:bg-transparent file:text-sm file:font-medium',
          focusRing,
          className,
        )}
        {...props}
      />
    );
    if (!label && !hint) return input;
    return (
      <div className={cn('flex flex-col gap-1.5', containerClassName)}>
        {label ? <Label htmlFor={inputId}>{label}</Label> : null}
        {input}
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  },
);
Input.displayName = 'Input';
