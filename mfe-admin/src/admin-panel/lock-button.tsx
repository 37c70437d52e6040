import { Lock } from 'lucide-react';
import { Button } from '@nacho/ui';
import { useLockAdminMutation } from '../api/admin-api';
import { failureToast } from '../shared/admin-toasts';

/** Closes the admin session on the server. */
export function LockButton() {
  const [lock, { isLoading }] = useLockAdminMutation();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isLoading}
      onClick={() => {
        lock()
          .unwrap()
          .catch((error: unknown) => failureToast('lock the admin panel', error));
      }}
    >
      <Lock aria-hidden="true" className="size-4" />
      Lock
    </Button>
  );
}
