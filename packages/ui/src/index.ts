/*
 * @nacho/ui: the design system. Import the stylesheet once in the shell:
 *   import '@nacho/ui/src/styles.css';
 * Dialogs, menus, selects, popovers, tabs, toggles and the toast viewport are in
 * @nacho/ui/overlays (overlays.ts), which the first page does not load.
 */
export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { useScrollToTopOnChange } from './lib/use-scroll-to-top-on-change';
export { SERVER_RENDER_TIME_ZONE, useHydrated } from './lib/use-hydrated';
export { clampPage, pageCountFor, pageRange, pageWindow, PAGE_WINDOW_SIZE, type PageRange } from './lib/pagination';

export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './components/badge';
export {
  SimpleTooltip,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type SimpleTooltipProps,
  type TooltipProviderProps,
} from './components/tooltip';

export { useToast, type UseToastResult } from './components/toast/use-toast';
export {
  clearToasts,
  dismissToast,
  toast,
  TOAST_LIMIT,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
} from './components/toast/toast-store';
export type { ToastActionElement, ToastVariant } from './components/toast/toast-primitives';

export { Skeleton, SkeletonLines } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export * as Table from './components/table';
export { SortableHeader, type SortableHeaderProps, type SortDirection } from './components/sortable-header';
export { Pagination, type PaginationProps, type PaginationVariant } from './components/pagination';
export { PageSummary, pageSummaryText, type PageSummaryProps } from './components/page-summary';
export { PaginationFooter, type PaginationFooterProps } from './components/pagination-footer';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export {
  CopyButton,
  COPY_FAILURE_TEXTS,
  COPY_FAILURE_TEXTS_DIALOG,
  COPY_FEEDBACK_MS,
  COPY_SUCCESS_TEXTS,
  type CopyButtonProps,
  type CopyToastTexts,
} from './components/copy-button';
export {
  MonthReportLink,
  WINNER_HOW_LABEL,
  type MonthReportLinkProps,
  type WinnerHow,
} from './components/month-report-link';
export { ShareButton, SHARE_COPIED_TEXTS, SHARE_FAILED_TEXTS, type ShareButtonProps } from './components/share-button';
export { NftImage, IMAGE_FAILED_TEXT, type NftImageFallback, type NftImageProps } from './components/nft-image';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { IconDisc, type IconDiscProps } from './components/icon-disc';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { QueryStates, type QueryStatesProps, type QueryStatesQuery } from './components/query-states';
export { Input, type InputProps } from './components/input';
export { Label } from './components/label';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/segmented-control';
export { VisuallyHidden } from './components/visually-hidden';
export { DataFreshness, staleDataText, type DataFreshnessProps } from './components/data-freshness';
