import type { Db } from '@nacho/core';
import type { ActivityItem } from '@nacho/contracts';
import { activityPage, type ActivityFilter } from '../queries/activity-feed';

/** Every page of the activity feed of the 'demo' market source, following the cursors (at most 400 pages). */
export async function readWholeFeed(db: Db, filter: ActivityFilter, limit: number): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 400; pages++) {
    const page = await activityPage(db, { marketSource: 'demo', kasUsd: null, filter, limit, cursor });
    items.push(...page.items);
    if (!page.next) return items;
    cursor = page.next;
  }
  throw new Error('more than 400 pages');
}
