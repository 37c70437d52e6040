import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../layout/search-field';
import { Input } from '@nacho/ui';

/** How long typing must pause before the search is sent. */
export const HOLDER_SEARCH_DEBOUNCE_MS = 250;

export interface HolderSearchInputProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (search: string) => void;
}

/** Address search box: sends the text after a pause in typing; follows the URL on back/forward. */
export function HolderSearchInput({ value, onSearch }: HolderSearchInputProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed without typing here (back/forward, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      onSearch(trimmed);
    }, HOLDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <SearchField query={text} onClear={() => setText('')} clearClassName="size-7">
      <Input
        type="search"
        aria-label="Search holders by address"
        placeholder="Search by address (kaspa:...)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pr-9 pl-9 font-mono [&::-webkit-search-cancel-button]:hidden"
        autoComplete="off"
        spellCheck={false}
      />
    </SearchField>
  );
}
