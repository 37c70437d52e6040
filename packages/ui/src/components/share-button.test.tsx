import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ShareButton } from './share-button';
import { Toaster } from './toast/toaster';
import { clearToasts } from './toast/toast-store';

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function renderShare() {
  render(
    <>
      <ShareButton url="/nft/42" title="NACHO #42" text="Look at this cat" />
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

const toasts = () => within(screen.getByRole('region', { name: /Notifications/ })).queryAllByRole('listitem');

async function press(button: HTMLElement, how: 'click' | 'keyboard' = 'click') {
  await act(async () => {
    if (how === 'click') fireEvent.click(button);
    else {
      button.focus();
      // A native <button> turns Enter into a click; jsdom does not, so the click is what the browser sends.
      fireEvent.keyDown(button, { key: 'Enter' });
      fireEvent.click(button);
    }
  });
}

afterEach(() => {
  act(() => clearToasts());
  for (const name of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, name);
});

test('uses the Web Share API with the absolute page URL where the browser has it, and copies nothing', async () => {
  const share = jest.fn(async () => undefined);
  const writeText = jest.fn(async () => undefined);
  setNavigator('share', share);
  setNavigator('canShare', () => true);
  setNavigator('clipboard', { writeText });
  const button = renderShare();
  expect(button).toHaveAttribute('type', 'button');
  await press(button, 'keyboard');
  expect(document.activeElement).toBe(button);
  expect(share).toHaveBeenCalledWith({
    url: `${window.location.origin}/nft/42`,
    title: 'NACHO #42',
    text: 'Look at this cat',
  });
  expect(writeText).not.toHaveBeenCalled();
  expect(toasts()).toHaveLength(0);
});

test('closing the share sheet is not an error and does not copy', async () => {
  const writeText = jest.fn(async () => undefined);
  setNavigator(
    'share',
    jest.fn(async () => Promise.reject(Object.assign(new Error('cancelled'), { name: 'AbortError' }))),
  );
  setNavigator('clipboard', { writeText });
  await press(renderShare());
  expect(writeText).not.toHaveBeenCalled();
  expect(toasts()).toHaveLength(0);
});

test('without the Web Share API copies the link and says so in a toast', async () => {
  const writeText = jest.fn(async () => undefined);
  setNavigator('clipboard', { writeText });
  expect('share' in navigator).toBe(false);
  await press(renderShare());
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/nft/42`);
  const [shown] = toasts();
  expect(shown).toHaveTextContent('Link copied');
  expect(shown).toHaveAttribute('data-variant', 'success');
});

test('copies the link when the share sheet fails for another reason, and reports a clipboard failure', async () => {
  const writeText = jest.fn(async () => undefined);
  setNavigator(
    'share',
    jest.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }))),
  );
  setNavigator('clipboard', { writeText });
  await press(renderShare());
  expect(writeText).toHaveBeenCalledTimes(1);
  expect(toasts()[0]).toHaveTextContent('Link copied');

  act(() => clearToasts());
  Reflect.deleteProperty(navigator, 'share');
  setNavigator('clipboard', { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) });
  await press(screen.getByRole('button', { name: 'Share' }));
  const [failed] = toasts();
  expect(failed).toHaveTextContent('Could not share');
  expect(failed).toHaveAttribute('data-variant', 'destructive');
});
