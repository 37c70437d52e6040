import { Link } from 'react-router';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { CatLogo } from './cat-logo';

/** Logo, title, subtitle and the community-tool credit; links home. */
export function Brand() {
  const { collectionName } = useRuntimeConfig();
  return (
    <Link
      to="/"
      className="group flex min-w-0 items-center gap-3 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <CatLogo className="transition-transform group-hover:-rotate-6" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="flex items-center gap-2">
          <span className="text-lg font-extrabold tracking-tight text-foreground">{collectionName}</span>
          <span className="rounded-full border border-secondary/40 bg-secondary/10 px-2 py-0.5 text-[10px] font-semibold tracking-wide whitespace-nowrap text-secondary uppercase">
            Community tool
          </span>
        </span>
        <span className="truncate text-xs font-medium text-muted-foreground">Wallet Explorer</span>
      </span>
    </Link>
  );
}
