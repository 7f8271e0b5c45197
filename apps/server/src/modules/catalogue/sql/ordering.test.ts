import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { decodeCursor, encodeCursor, releaseOrderKeys } from './ordering';

describe('cursor encoding', () => {
  const keys = releaseOrderKeys('min_price_usd', 'id');

  it('round-trips the key values of the last row', () => {
    const cursor = encodeCursor('min_price_usd', [4200, 'b010a84e-13bc-5801-95f6-ddbe3b7130c9']);
    expect(decodeCursor(cursor, 'min_price_usd', keys)).toEqual([4200, 'b010a84e-13bc-5801-95f6-ddbe3b7130c9']);
  });

  it('refuses a cursor of another ordering, the wrong shape or garbage with a field error', () => {
    const other = encodeCursor('name', ['x', 'y']);
    for (const cursor of [other, encodeCursor('min_price_usd', ['x', 'y']), encodeCursor('min_price_usd', [1]), 'garbage', '']) {
      try {
        decodeCursor(cursor, 'min_price_usd', keys);
        expect.fail(`accepted ${cursor}`);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).fieldErrors).toEqual({ cursor: ['Invalid cursor.'] });
      }
    }
  });

  it('ends every ordering on the row id so pages never overlap', () => {
    for (const ordering of ['-primary_available,min_price_usd', 'min_price_usd', '-min_price_usd', '-lobby_open_date', 'lobby_open_date', 'name']) {
      const orderKeys = releaseOrderKeys(ordering, 'id');
      expect(orderKeys.at(-1)!.type).toBe('text');
    }
    expect(() => releaseOrderKeys('random', 'id')).toThrow(AppError);
  });
});
