/*
 * @nacho/ui/overlays: the design system's dialogs, menus, selects, popovers, tabs, toggles and the
 * toast viewport, built on Radix. A shared module of its own, apart from @nacho/ui, so that a page
 * whose first screen uses none of them (the dashboard) does not download them: the shell loads
 * it once its first page has rendered. Tooltips stay in @nacho/ui: the shell wraps every page in
 * one TooltipProvider (SPEC 4's skip window spans tooltips).
 */
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog';
export * from './components/alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select';
export { Switch } from './components/switch';
export { Checkbox } from './components/checkbox';
export { Collapsible, CollapsibleContent, CollapsibleTrigger } from './components/collapsible';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
export { Toaster, type ToasterProps } from './components/toast/toaster';
export {
  ToastAction,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastActionElement,
  type ToastVariant,
} from './components/toast/toast-primitives';
