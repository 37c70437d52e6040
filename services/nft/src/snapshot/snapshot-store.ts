import { HttpError, type Db, type Logger } from '@nacho/core';
import { readSyncHealth } from '@nacho/db';
import { buildSnapshot } from './build-snapshot';
import { loadCollectionRows } from './load-collection-rows';
import { readSyncState, toSyncStatus, type SyncStateRow, type SyncStatus } from './sync-state';
import type { Snapshot } from './types';

export interface SnapshotStoreOptions {
  db: Db;
  logger: Logger;
  collectionTick: string;
  /** How often at most sync_state is read to notice a new collection_version. */
  checkIntervalMs?: number;
  /** Reads collection_version this often in the background, requests or not (off when unset). */
  pollIntervalMs?: number;
  now?: () => number;
  /** SYNC_INTERVAL_MINUTES, for the freshness of the sync status (default 10). */
  syncIntervalMinutes?: number;
  /** MARKET_SOURCE: whose sales are the last sales (default demo). */
  marketSource?: string;
}

const ignore = () => undefined;

/**
 * Holds the snapshot requests answer from. Requests never wait for a reload: the first request
 * after the check interval starts a version check in the background, and a changed
 * collection_version loads a new snapshot (one load at a time) that replaces the old one when done.
 */
export class SnapshotStore {
  private snapshot: Snapshot | undefined;
  private syncRow: SyncStateRow | undefined;
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<SyncStateRow> | undefined;
  private loading: Promise<Snapshot> | undefined;
  private closed = false;
  private poller: NodeJS.Timeout | undefined;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: SnapshotStoreOptions) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000;
    this.now = options.now ?? Date.now;
    if (options.pollIntervalMs) {
      this.poller = setInterval(() => this.check().catch(ignore), options.pollIntervalMs);
      this.poller.unref();
    }
  }

  /** The version of the snapshot being served (undefined before the first load). */
  get servedVersion(): number | undefined {
    return this.snapshot?.version;
  }

  /**
   * A sync published `version` (Redis or in-process notification): read sync_state now, whatever
   * the check interval, and load the new snapshot in the background.
   */
  notifyVersion(version: number): void {
    if (this.closed || version === this.snapshot?.version) return;
    this.check().catch(ignore);
  }

  /** The snapshot to answer from; waits only for the very first load. */
  current(): Promise<Snapshot> | Snapshot {
    this.checkIfDue();
    return this.snapshot ?? this.load();
  }

  /** The latest sync progress (at most one check interval old) and whether the served data is ready. */
  async syncStatus(): Promise<SyncStatus> {
    const snapshot = await this.current();
    // A check started by this very request is one small query: wait for it rather than answer a second late.
    const pending = this.checking?.catch(() => this.syncRow);
    const row = (await pending) ?? this.syncRow ?? (await this.check());
    const health = await readSyncHealth(this.options.db);
    return toSyncStatus(row, snapshot.ready, {
      health,
      syncIntervalMinutes: this.options.syncIntervalMinutes ?? 10,
      now: this.now(),
    });
  }

  /** Reads collection_version now and, if it changed, waits for the new snapshot. */
  async refresh(): Promise<Snapshot> {
    await this.checking?.catch(ignore);
    const row = await this.check();
    let snapshot = this.snapshot ?? (await this.load());
    // A load already under way may have read an older version; one more load then catches up.
    for (let attempt = 0; attempt < 3 && snapshot.version !== row.collectionVersion; attempt++) {
      await this.loading?.catch(ignore);
      snapshot = this.snapshot?.version === row.collectionVersion ? this.snapshot : await this.load();
    }
    return snapshot;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await Promise.all([this.checking?.catch(ignore), this.loading?.catch(ignore)]);
  }

  private checkIfDue(): void {
    if (this.closed || this.checking || this.now() - this.lastCheckAt < this.checkIntervalMs) return;
    this.check().catch(ignore);
  }

  private check(): Promise<SyncStateRow> {
    if (this.checking) return this.checking;
    this.lastCheckAt = this.now();
    this.checking = (async () => {
      try {
        const row = await readSyncState(this.options.db);
        this.syncRow = row;
        if (!this.closed && this.snapshot && row.collectionVersion !== this.snapshot.version) this.load().catch(ignore);
        return row;
      } catch (err) {
        this.options.logger.warn({ err }, 'nft: could not read sync_state; serving the current snapshot');
        throw err;
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private load(): Promise<Snapshot> {
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const started = this.now();
      try {
        const rows = await loadCollectionRows(this.options.db, this.options.marketSource);
        const snapshot = buildSnapshot(rows, { collectionTick: this.options.collectionTick, now: this.now() });
        this.snapshot = snapshot;
        this.syncRow ??= rows.syncState;
        this.options.logger.info(
          { version: snapshot.version, tokens: snapshot.tokens.length, ms: this.now() - started },
          'nft: collection snapshot loaded',
        );
        return snapshot;
      } catch (err) {
        this.options.logger.error({ err }, 'nft: loading the collection snapshot failed');
        throw new HttpError(503, 'not_ready', 'The collection data could not be loaded yet; try again shortly');
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
