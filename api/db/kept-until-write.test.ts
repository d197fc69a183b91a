import { describe, expect, it } from 'vitest';
import { openDb } from './connection';
import { keptUntilWrite } from './kept-until-write';

function fixture() {
  const db = openDb(':memory:');
  db.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1)');
  let reads = 0;
  const value = (now = 0) => keptUntilWrite(db, 'v', () => ((reads += 1), db.get<{ v: number }>('SELECT v FROM t')!.v), now);
  return { db, value, reads: () => reads };
}

describe('keptUntilWrite', () => {
  it('reads once until the next write, then the written value', () => {
    const { db, value, reads } = fixture();
    expect([value(), value(), value()]).toEqual([1, 1, 1]);
    expect(reads()).toBe(1);
    db.run('UPDATE t SET v = 2');
    expect(value()).toBe(2);
    expect(reads()).toBe(2);
  });

  it('reads again after a transaction, also one that rolled back after the read', () => {
    const { db, value } = fixture();
    value();
    expect(() =>
      db.tx(() => {
        db.run('UPDATE t SET v = 3');
        expect(value()).toBe(3);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(value()).toBe(1);
  });

  it('reads again after a second whatever happened, for writes from outside the app', () => {
    const { value, reads } = fixture();
    value(0);
    value(999);
    value(1_000);
    expect(reads()).toBe(2);
  });
});
