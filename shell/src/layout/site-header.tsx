import { useState } from 'react';
import { Search, X } from 'lucide-react';
import { useGetCurrentUserQuery } from '@nacho/api';
import { Button } from '@nacho/ui';
import { RemoteComponent } from '../federation/remote-component';
import { SignInSlot } from '../sign-in/sign-in-slot';
import { Brand } from './brand';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';

/**
 * Large screens: one row. Below lg the navigation moves to a second row; below md the search
 * box folds into a toggle button that opens a full-width search row.
 */
export function SiteHeader() {
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);
  // Likes left is about the signed-in voter: signed out, it is not rendered (and asks nothing).
  const { data: user } = useGetCurrentUserQuery();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:px-6 lg:flex-nowrap lg:gap-x-6">
        <div className="mr-auto min-w-0 lg:mr-0">
          <Brand />
        </div>
        <div className="order-2 flex w-full items-center justify-between gap-3 lg:order-none lg:w-auto lg:flex-1">
          <MainNav />
          {user ? <RemoteComponent remote="contest" expose="LikesLeft" props={{}} /> : null}
        </div>
        <div className="flex items-center gap-2">
          <HeaderSearch className="hidden md:flex md:w-72 lg:w-64 xl:w-80" />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={mobileSearchOpen ? 'Close search' : 'Open search'}
            aria-expanded={mobileSearchOpen}
            aria-controls="mobile-search"
            onClick={() => setMobileSearchOpen((open) => !open)}
          >
            {mobileSearchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </Button>
          <SignInSlot />
        </div>
        {mobileSearchOpen ? (
          <div id="mobile-search" className="order-1 w-full md:hidden">
            <HeaderSearch autoFocus />
          </div>
        ) : null}
      </div>
    </header>
  );
}
