import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Input } from './input';
import { ErrorState } from './error-state';
import { EmptyState } from './empty-state';
import { ConfirmDialog } from './confirm-dialog';

test('Button defaults to type="button" and renders its child with asChild', () => {
  const { rerender } = render(<Button>Search</Button>);
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
  rerender(
    <Button asChild variant="link">
      <a href="/hall-of-fame">Vote Now</a>
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Vote Now' });
  expect(link).toHaveAttribute('href', '/hall-of-fame');
  expect(link.className).toContain('underline-offset-4');
});

test('Input ties its label and hint to the field', () => {
  render(<Input label="Token ID" hint="Digits only" />);
  expect(screen.getByLabelText('Token ID')).toHaveAccessibleDescription('Digits only');
});

test('ErrorState shows the message and a Retry button only when asked', () => {
  const onRetry = jest.fn();
  const { rerender } = render(<ErrorState message="Failed to fetch market data" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch market data');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  rerender(<ErrorState message="Failed to fetch market data" onRetry={onRetry} />);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('EmptyState shows title, hint and action', () => {
  render(
    <EmptyState
      title="No NFTs match the selected filters"
      hint="Try fewer traits."
      action={<Button>Clear Filters</Button>}
    />,
  );
  expect(screen.getByText('No NFTs match the selected filters')).toBeInTheDocument();
  expect(screen.getByText('Try fewer traits.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
});

test('ConfirmDialog confirms only through its action button', () => {
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      trigger={<Button variant="destructive">Reset Monthly Contest</Button>}
      title="Reset the monthly contest?"
      description="This clears the current month's likes."
      confirmLabel="Reset"
      destructive
      onConfirm={onConfirm}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset Monthly Contest' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Reset the monthly contest?' });
  expect(dialog).toHaveAccessibleDescription("This clears the current month's likes.");
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onConfirm).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Reset Monthly Contest' }));
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('ConfirmDialog with onSubmit is a form: Enter submits, the dialog stays open, the focus starts in the field', () => {
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  function FormDialog() {
    const input = React.useRef<HTMLInputElement>(null);
    return (
      <ConfirmDialog
        trigger={<Button>Declare</Button>}
        title="Declare a winner?"
        description="The NFT becomes the NFT of the Month."
        confirmLabel="Declare Winner"
        initialFocus={input}
        onSubmit={onSubmit}
      >
        <Input ref={input} label="Token ID" />
      </ConfirmDialog>
    );
  }
  render(<FormDialog />);
  fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
  const field = screen.getByLabelText('Token ID');
  expect(field).toHaveFocus();
  fireEvent.submit(field);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Declare Winner' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('alertdialog', { name: 'Declare a winner?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
