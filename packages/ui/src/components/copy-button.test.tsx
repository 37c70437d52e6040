import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CopyButton, COPY_FAILURE_TEXTS_DIALOG } from './copy-button';
import { Toaster } from './toast/toaster';
import { clearToasts } from './toast/toast-store';

const ADDRESS = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

function mockClipboard(writeText: (text: string) => Promise<void>): jest.Mock {
  const mock = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: mock }, configurable: true });
  return mock;
}

function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /Notifications/ });
}

/** Renders the button with the toaster and clicks it; returns the button. */
async function renderAndCopy(props: Partial<React.ComponentProps<typeof CopyButton>> = {}): Promise<HTMLElement> {
  render(
    <>
      <CopyButton value={ADDRESS} {...props} />
      <Toaster />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Copy Address' });
  await clickAndSettle(button);
  return button;
}

async function clickAndSettle(button: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(button);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

test('copies the value, shows "Copied!" for 3 s and toasts success', async () => {
  const writeText = mockClipboard(async () => undefined);
  const button = await renderAndCopy();

  expect(writeText).toHaveBeenCalledWith(ADDRESS);
  expect(button).toHaveTextContent('Copied!');
  const shown = within(toastRegion()).getByRole('listitem');
  expect(shown).toHaveTextContent('Address copied');
  expect(shown).toHaveTextContent('Wallet address copied to clipboard');
  expect(shown).toHaveAttribute('data-variant', 'success');

  act(() => {
    jest.advanceTimersByTime(2900);
  });
  expect(button).toHaveTextContent('Copied!');
  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(button).toHaveTextContent('Copy Address');
  expect(button).not.toHaveTextContent('Copied!');
});

test('toasts the page failure texts when the clipboard refuses', async () => {
  mockClipboard(async () => {
    throw new Error('denied');
  });
  const button = await renderAndCopy();

  expect(button).not.toHaveTextContent('Copied!');
  const shown = within(toastRegion()).getByRole('listitem');
  expect(shown).toHaveTextContent('Failed to copy');
  expect(shown).toHaveTextContent('Could not copy the address to clipboard');
  expect(shown).toHaveAttribute('data-variant', 'destructive');
});

test('uses the failure texts passed by the search dialog, also without a clipboard API', async () => {
  await renderAndCopy({ iconOnly: true, failureTexts: COPY_FAILURE_TEXTS_DIALOG });

  const shown = within(toastRegion()).getByRole('listitem');
  expect(shown).toHaveTextContent('Copy failed');
  expect(shown).toHaveTextContent('Could not copy address to clipboard');
});

test('an icon-only button is named "Copied!" after copying', async () => {
  mockClipboard(async () => undefined);
  render(<CopyButton value={ADDRESS} iconOnly />);
  await clickAndSettle(screen.getByRole('button', { name: 'Copy Address' }));
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
});
