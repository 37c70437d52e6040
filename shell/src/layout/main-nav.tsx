import { House, Trophy } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@nacho/ui';

const links = [
  { to: '/', label: 'Home', icon: House, end: true },
  { to: '/hall-of-fame', label: 'Hall of Fame', icon: Trophy, end: false },
];

/** Home and Hall of Fame. Each link is one line; below sm (phones) only its icon shows (the name stays for screen readers), from lg to xl only its name. */
export function MainNav() {
  return (
    <nav aria-label="Main">
      <ul className="flex shrink-0 items-center gap-1">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 lg:max-xl:hidden" />
              {/* Phones: icons only, so the likes pill keeps its words on the same row; the name stays for screen readers.
                  (max-sm:sr-only, not sm:not-sr-only: that would set white-space back to normal and let "Hall of Fame" wrap.)
                  From lg to xl the one-row header is tightest: the names alone, without icons. */}
              <span className="max-sm:sr-only">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
