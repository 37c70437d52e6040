const MAX_LENGTH = 200;

/**
 * The sync failure as sync-status shows it: one short line without URLs beyond their origin or
 * stack traces. The raw error goes to the log.
 */
export function syncErrorMessage(error: unknown, signal?: AbortSignal): string {
  if (signal?.aborted) return `interrupted: ${firstLine(signal.reason)}`;
  return firstLine(error);
}

function firstLine(value: unknown): string {
  const text = value instanceof Error ? value.message : String(value);
  const line = text.split('\n')[0]!.replace(/\bhttps?:\/\/[^\s/]+[^\s]*/g, (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return 'a URL';
    }
  });
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}
