import * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type SegmentedOption<Value extends string> = {
  value: Value;
  label: string;
  icon?: React.ReactNode;
  /** Show only the icon; the label stays the accessible name. */
  iconOnly?: boolean;
};

export type SegmentedControlProps<Value extends string> = {
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Names the group, e.g. "View". */
  'aria-label': string;
  className?: string;
};

const nextIndexForKey: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** A one-of-few choice such as grid/list view: a radio group with arrow-key navigation. */
export function SegmentedControl<Value extends string>({
  options,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  className,
}: SegmentedControlProps<Value>) {
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = nextIndexForKey[event.key];
    if (!move || options.length === 0) return;
    event.preventDefault();
    const target = move(selectedIndex, options.length);
    onValueChange(options[target].value);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-1 rounded-md border border-border bg-muted p-1', className)}
    >
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.iconOnly ? option.label : undefined}
            title={option.iconOnly ? option.label : undefined}
            tabIndex={checked ? 0 : -1}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-sm px-2.5 text-sm font-medium text-muted-foreground transition-colors [&_svg]:size-4',
              'hover:text-foreground aria-checked:bg-background aria-checked:text-primary aria-checked:shadow-sm',
              focusRing,
            )}
          >
            {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
            {option.iconOnly ? null : option.label}
          </button>
        );
      })}
    </div>
  );
}
