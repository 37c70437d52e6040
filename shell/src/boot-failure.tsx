import { useAppReady } from './use-app-ready';

/** Shown when /runtime-config.json cannot be read: nothing else can load without it. */
export function BootFailure() {
  useAppReady();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">The explorer could not start</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Its configuration did not load. Check your connection and try again.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
      >
        Reload
      </button>
    </div>
  );
}
