import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        muted: 'border-transparent bg-muted text-muted-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        gold: 'border-gold/40 bg-gold/15 text-gold',
        silver: 'border-silver/40 bg-silver/15 text-silver',
        bronze: 'border-bronze/40 bg-bronze/15 text-bronze',
        ruby: 'border-ruby/40 bg-ruby/15 text-ruby',
        emerald: 'border-emerald/40 bg-emerald/15 text-emerald',
        platinum: 'border-platinum/40 bg-platinum/15 text-platinum',
        unique: 'border-unique/50 bg-unique/15 text-unique',
        rare: 'border-rare/50 bg-rare/15 text-rare',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export type BadgeProps = React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export const Badge = React.forwardRef<HTMLSpanElement, BadgeProps>(({ className, variant, ...props }, ref) => (
  <span ref={ref} className={cn(badgeVariants({ variant }), className)} {...props} />
));
Badge.displayName = 'Badge';
