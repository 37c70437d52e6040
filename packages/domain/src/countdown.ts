/** Countdown texts (SPEC sections 2 and 4). */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left (rounded down); all 0 when time is up. */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 1000) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Month-end countdown: "Xd Yh Zm left", or "Contest ended" when no time is left. */
export function contestCountdownText(msLeft: number): string {
  if (!(msLeft > 0)) return 'Contest ended';
  const { days, hours, minutes } = countdownParts(msLeft);
  return `${days}d ${hours}h ${minutes}m left`;
}

/** Daily like reset countdown: "Xh Ym" from one hour, "Xm Ys" from one minute, else "Ys". */
export function likeResetCountdownText(msLeft: number): string {
  const { days, hours, minutes, seconds } = countdownParts(msLeft);
  const h = days * 24 + hours;
  if (h >= 1) return `${h}h ${minutes}m`;
  if (minutes >= 1) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
