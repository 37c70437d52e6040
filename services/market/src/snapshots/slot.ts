/** Snapshots are taken once per 15-minute slot (the market-snapshot job's period). */
export const SNAPSHOT_SLOT_MS = 15 * 60_000;

export const slotStart = (at: number) => Math.floor(at / SNAPSHOT_SLOT_MS) * SNAPSHOT_SLOT_MS;
