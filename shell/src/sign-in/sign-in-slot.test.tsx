import { act, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { useState } from 'react';
import { SIGN_IN_SLOT_ID, SignInSlot } from './sign-in-slot';

/** Stands in for a remote that renders its sign-in menu into the shell's slot. */
function RemoteSignIn() {
  const [target] = useState(() => document.getElementById(SIGN_IN_SLOT_ID));
  return target ? createPortal(<button type="button">kaspa:qq…xyz</button>, target) : null;
}

describe('SignInSlot', () => {
  it('shows the Sign in placeholder until something renders into the slot', async () => {
    const { rerender } = render(<SignInSlot />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    await act(async () => {
      rerender(
        <>
          <SignInSlot />
          <RemoteSignIn />
        </>,
      );
    });
    expect(screen.getByRole('button', { name: 'kaspa:qq…xyz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
