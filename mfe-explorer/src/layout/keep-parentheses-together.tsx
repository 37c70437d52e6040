import { Fragment } from 'react';

/**
 * A title whose parenthesised parts never wrap inside: "Unique NFTs (1 of 1)" may break before
 * "(1 of 1)" on a phone, but never into "(1 of" / "1)".
 */
export function KeepParenthesesTogether({ text }: { text: string }) {
  const parts = text.split(/(\([^)]*\))/);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('(') ? (
          <span key={index} className="whitespace-nowrap" data-testid="no-break">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
