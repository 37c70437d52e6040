import { useEffect } from 'react';

/** Sets document.title while the screen is shown and puts the previous title back on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
