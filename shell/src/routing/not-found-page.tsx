import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Card, IconDisc } from '@nacho/ui';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl px-4 py-12 md:py-20">
      <Card className="flex w-full flex-col items-center gap-4 px-6 py-10 text-center">
        <IconDisc tone="destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </IconDisc>
        <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </Card>
    </div>
  );
}
