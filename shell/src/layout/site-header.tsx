import { useState } from 'react';
import { Search, X } from 'lucide-react';
import { useGetCurrentUserQuery } from '@nacho/api';
import { Button, cn } from '@nacho/ui';
import { RemoteComponent } from '../federation/remote-component';
import { SignInSlot } from '../sign-in/sign-in-slot';
import { Brand } from './brand';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';
import { useOneRowHeader } from './use-one-row-header';

/**
 * From lg (1024 px) up: one row, even signed in with the longest texts (a 3-digit likes counter,
 * "23h 59m", a long account name, which truncates). Between lg and xl that row has no room for the
 * search box, so it folds into the toggle button as on phones; from xl the box is back. Below lg the
 * navigation and the likes pill move to a second row; below md the search box folds into the toggle.
 * Nothing in the header wraps inside itself: every item is one line (whitespace-nowrap).
 *
 * The keyboard follows what the eye sees: the parts are rendered in their visual order for the
 * width (not moved with CSS order, which Tab ignores), so below lg the navigation comes after the
 * search and sign-in of the first row. React moves the keyed parts, keeping their state.
 */
export function SiteHeader() {
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);
  const oneRow = useOneRowHeader();
  // Likes left is about the signed-in voter: signed out, it is not rendered (and asks nothing).
  const { data: user } = useGetCurrentUserQuery();
  const brand = (
    <div key="brand" className="mr-auto min-w-0 lg:mr-0 lg:shrink-0">
      <Brand />
    </div>
  );
  const navigation = (
    <div key="navigation" className="flex w-full min-w-0 items-center justify-between gap-3 lg:w-auto lg:flex-1">
      <MainNav />
      {user ? <RemoteComponent remote="contest" expose="LikesLeft" props={{}} /> : null}
    </div>
  );
  const tools = (
    <div key="tools" className="flex shrink-0 items-center gap-2">
      <HeaderSearch className="hidden md:flex md:w-72 lg:hidden xl:flex xl:w-64" />
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden lg:inline-flex xl:hidden"
        aria-label={mobileSearchOpen ? 'Close search' : 'Open search'}
        aria-expanded={mobileSearchOpen}
        aria-controls="mobile-search"
        onClick={() => setMobileSearchOpen((open) => !open)}
      >
        {mobileSearchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
      </Button>
      <SignInSlot />
    </div>
  );
  // Below md under the first row; from lg to xl under the one row.
  const searchRow = mobileSearchOpen ? (
    <div key="search-row" id="mobile-search" className="w-full md:hidden lg:block xl:hidden">
      <HeaderSearch autoFocus />
    </div>
  ) : null;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:px-6 lg:gap-x-4 xl:gap-x-6',
          // The folded search row (lg to xl) is the only thing that may take a second line there.
          !mobileSearchOpen && 'lg:flex-nowrap',
          'xl:flex-nowrap',
        )}
      >
        {oneRow ? [brand, navigation, tools, searchRow] : [brand, tools, searchRow, navigation]}
      </div>
    </header>
  );
}
