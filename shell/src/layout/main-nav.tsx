import { House, Trophy } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@nacho/ui';

const links = [
  { to: '/', label: 'Home', icon: House, end: true },
  { to: '/hall-of-fame', label: 'Hall of Fame', icon: Trophy, end: false },
];

export function MainNav() {
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
