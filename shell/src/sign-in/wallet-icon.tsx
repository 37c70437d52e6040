import { safeWalletIcon } from './wallet/wallet-icon-source';

/** The wallet's announced icon when it is a data:image/ URI, else its initial on a tile. Decorative: the name is beside it. */
export function WalletIcon({ name, icon }: { name: string; icon?: string }) {
  const src = safeWalletIcon(icon);
  if (src) return <img src={src} alt="" width={24} height={24} className="size-6 shrink-0 rounded-md object-contain" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-semibold uppercase text-foreground"
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
