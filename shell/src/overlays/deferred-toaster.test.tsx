import { act, render, screen } from '@testing-library/react';
import { toast } from '@nacho/ui';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('shows a toast raised before the page had loaded, once it mounts', async () => {
    act(() => {
      toast({ title: 'Raised early' });
    });
    render(<DeferredToaster />);
    expect(screen.queryByText('Raised early')).not.toBeInTheDocument();
    expect(await screen.findByText('Raised early')).toBeInTheDocument();
  });
});
