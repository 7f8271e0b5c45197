import { describe, expect, it } from 'vitest';
import { HANDLER_RESERVED_MESSAGE, HandlerSchema } from '@caskmark/shared/api/account';
import { custodyAddress, ownWalletAddress, userPk } from './demo-activity';
import { demoPeople, demoSeedKey } from './demo-people';
import { demoAddress, demoId } from './ids';

describe('demo handlers', () => {
  it('every demo handler follows the rules people are held to; only the staff account holds a reserved word', () => {
    for (const person of demoPeople) {
      const parsed = HandlerSchema.safeParse(person.handler);
      if (person.handler === 'caskmark') {
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([HANDLER_RESERVED_MESSAGE]);
        continue;
      }
      expect(parsed.success, person.handler).toBe(true);
      expect(parsed.data).toBe(person.handler);
    }
    expect(new Set(demoPeople.map((person) => person.handler.toLowerCase())).size).toBe(demoPeople.length);
  });

  it('a renamed demo person keeps the ids and placeholder addresses of the first seed', () => {
    expect(demoSeedKey('emeka_o')).toBe('emeka.o');
    expect(userPk('emeka_o')).toBe(demoId('user', 'emeka.o'));
    expect(custodyAddress('emeka_o')).toBe(demoAddress('custody', 'emeka.o'));
    expect(ownWalletAddress('emeka_o')).toBe(demoAddress('own-wallet', 'emeka.o'));
    expect(userPk('ava')).toBe(demoId('user', 'ava'));
  });
});
