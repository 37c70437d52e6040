import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from './toaster';
import { clearToasts, toast } from './toast-store';
import { useToast } from './use-toast';
import { ToastAction } from './toast-primitives';

function shownToasts(): HTMLElement[] {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region).queryAllByRole('listitem');
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
});

test('a new toast replaces the one on screen, so only one is visible', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'First', description: 'first description' });
  });
  expect(shownToasts()).toHaveLength(1);
  expect(shownToasts()[0]).toHaveTextContent('First');

  act(() => {
    toast({ title: 'Second', variant: 'destructive' });
  });
  const visible = shownToasts();
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveTextContent('Second');
  expect(visible[0]).not.toHaveTextContent('First');
  expect(visible[0]).toHaveAttribute('data-variant', 'destructive');
});

test('a toast closes by itself after 5000 ms', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Saved', variant: 'success' });
  });
  act(() => {
    jest.advanceTimersByTime(4900);
  });
  expect(shownToasts()).toHaveLength(1);

  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(shownToasts()).toHaveLength(0);
});

test('a toast can set its own duration', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Quick', duration: 1000 });
  });
  act(() => {
    jest.advanceTimersByTime(1100);
  });
  expect(shownToasts()).toHaveLength(0);
});

test('useToast raises toasts from a component and shows an action button', () => {
  function RaiseButton() {
    const { toast: raise } = useToast();
    return (
      <button
        type="button"
        onClick={() =>
          raise({
            title: 'Liked',
            description: 'You liked NACHO #7',
            action: <ToastAction altText="Undo the like">Undo</ToastAction>,
          })
        }
      >
        raise
      </button>
    );
  }
  render(
    <>
      <RaiseButton />
      <Toaster />
    </>,
  );
  act(() => {
    screen.getByRole('button', { name: 'raise' }).click();
  });
  expect(shownToasts()[0]).toHaveTextContent('LikedYou liked NACHO #7');
  expect(within(shownToasts()[0]).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(within(shownToasts()[0]).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('swiping right past 50 px closes the toast; a shorter swipe does not', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Swipe me' });
  });
  const swipe = (distance: number) => {
    const item = shownToasts()[0];
    fireEvent.pointerDown(item, { button: 0, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(item, { clientX: 100 + distance, clientY: 10 });
    fireEvent.pointerUp(item, { clientX: 100 + distance, clientY: 10 });
    act(() => {
      jest.advanceTimersByTime(10);
    });
  };
  swipe(40);
  expect(shownToasts()).toHaveLength(1);
  swipe(60);
  expect(shownToasts()).toHaveLength(0);
});
