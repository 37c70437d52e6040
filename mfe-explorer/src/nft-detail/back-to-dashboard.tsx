import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@nacho/ui';

export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start text-muted-foreground">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}
