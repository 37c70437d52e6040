import { useEffect } from 'react';

/**
 * Marks `<html data-app-ready>` after the first commit: the server's HTML is hydrated (or the page
 * rendered) and its controls answer from now on. Browser tests wait for it before they act.
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}
