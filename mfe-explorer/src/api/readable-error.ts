import { isApiError } from '@nacho/api';

/**
 * A failed call in words a visitor can read. The raw ApiError message is "500: {json body}"
 * (SPEC 8), which is for logs, not for a page: prefer the server's own sentence, else say what
 * kind of failure it was.
 */
export function readableError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong.';
  if (error.serverMessage) return /[.!?]$/.test(error.serverMessage) ? error.serverMessage : `${error.serverMessage}.`;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return 'The server could not be reached. Check your connection.';
    case 'PARSING_ERROR':
      return 'The server sent a reply that could not be read.';
    case 'CUSTOM_ERROR':
      return 'Something went wrong.';
    default:
      return error.status >= 500
        ? `The server ran into a problem (HTTP ${error.status}).`
        : `The request was refused (HTTP ${error.status}).`;
  }
}
