import { eachDatabase } from '@nacho/db/testing';
import { diffRows, syncTable, type TableSpec } from './table-diff';

interface Row {
  a: string;
  b: string;
  n: number;
  note: string | null;
}
const spec: TableSpec<Row> = { table: 't', key: ['a', 'b'], columns: ['n', 'note'] };

describe('diffRows', () => {
  it('upserts new and changed rows, deletes unwanted keys, and leaves equal rows alone', () => {
    const stored: Row[] = [
      { a: 'x', b: '1', n: 1, note: null },
      { a: 'x', b: '2', n: 2, note: 'keep' },
      { a: 'y', b: '1', n: 3, note: null },
    ];
    const wanted: Row[] = [
      { a: 'x', b: '1', n: 1, note: null },
      { a: 'x', b: '2', n: 2, note: 'changed' },
      { a: 'z', b: '1', n: 4, note: null },
    ];
    expect(diffRows(spec, stored, wanted)).toEqual({
      upserts: [
        { a: 'x', b: '2', n: 2, note: 'changed' },
        { a: 'z', b: '1', n: 4, note: null },
      ],
      deletes: [['y', '1']],
    });
  });

  it('treats null and undefined alike and doubles equal to the last bits as unchanged', () => {
    const stored = [{ a: 'x', b: '1', n: 0.1 + 0.2, note: undefined as unknown as null }];
    expect(diffRows(spec, stored, [{ a: 'x', b: '1', n: 0.3, note: null }]).upserts).toEqual([]);
    expect(diffRows(spec, stored, [{ a: 'x', b: '1', n: 0.3001, note: null }]).upserts).toHaveLength(1);
  });
});

eachDatabase('syncTable', (ctx) => {
  it('deletes rows by composite key and writes only the differences', async () => {
    const db = ctx.db();
    await db('trait_stats').insert([
      { trait_type: 'Mood', value: 'calm', count: 2, percentage: 50 },
      { trait_type: 'Mood', value: 'angry', count: 1, percentage: 25 },
      { trait_type: 'Realm', value: 'calm', count: 1, percentage: 25 },
    ]);
    const spec: TableSpec<{ trait_type: string; value: string; count: number; percentage: number }> = {
      table: 'trait_stats',
      key: ['trait_type', 'value'],
      columns: ['count', 'percentage'],
    };
    const written = await db.transaction((trx) =>
      syncTable(trx, spec, [
        { trait_type: 'Mood', value: 'calm', count: 2, percentage: 50 },
        { trait_type: 'Realm', value: 'calm', count: 2, percentage: 50 },
      ]),
    );
    expect(written).toBe(2);
    expect(await db('trait_stats').orderBy(['trait_type', 'value'])).toEqual([
      { trait_type: 'Mood', value: 'calm', count: 2, percentage: 50 },
      { trait_type: 'Realm', value: 'calm', count: 2, percentage: 50 },
    ]);
  });
});
