import { formatMoment } from '@nacho/domain';
import { retryAfterSeconds } from '../api/retry-after';
import { readableError } from '../shared/admin-toasts';

/** The server's passcode window (services/contest passcode-attempts): the wait when a reply names none. */
const FALLBACK_LOCKOUT_SECONDS = 15 * 60;
const MINUTE_MS = 60_000;

/**
 * When the passcode form opens again after a 429 lockout reply: Retry-After (seconds), else the
 * minutes or seconds the message names, else the server's 15-minute window. Rounded up to the
 * next whole minute, so the time shown (to the minute) is never earlier than the real end.
 */
export function lockedUntil(error: unknown, now: number): number {
  let seconds = retryAfterSeconds(error);
  if (seconds === undefined) {
    const text = readableError(error);
    const minutes = /(\d+)\s*min/i.exec(text);
    const secs = /(\d+)\s*s\b/i.exec(text);
    seconds = minutes ? Number(minutes[1]) * 60 : secs ? Number(secs[1]) : FALLBACK_LOCKOUT_SECONDS;
  }
  return Math.ceil((now + Math.max(1, seconds) * 1000) / MINUTE_MS) * MINUTE_MS;
}

/** "Too many wrong passcodes. Try again at 14:38 CET." (the viewer's zone) */
export function lockoutMessage(until: number): string {
  return `Too many wrong passcodes. Try again at ${formatMoment(until)}.`;
}
