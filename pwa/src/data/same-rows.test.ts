import { describe, expect, it } from 'vitest';
import { sameRows } from './same-rows';

describe('sameRows', () => {
  const row = (id: string, skills: string[] | string, salary: string | null = null) => ({ id, title: 'Java Developer', skills, salary });
  it('sees two reads of the same rows as the same, lists compared item by item', () => {
    expect(sameRows([row('a', ['Java', 'SQL']), row('b', 'SQL')], [row('a', ['Java', 'SQL']), row('b', 'SQL')])).toBe(true);
    expect(sameRows(undefined, undefined)).toBe(true);
  });
  it('sees any change: a value, a list item, the order, a row more, a key more', () => {
    expect(sameRows([row('a', ['Java'])], [row('a', ['Java', 'SQL'])])).toBe(false);
    expect(sameRows([row('a', ['Java'], '₹1')], [row('a', ['Java'], '₹2')])).toBe(false);
    expect(sameRows([row('a', 'SQL'), row('b', 'SQL')], [row('b', 'SQL'), row('a', 'SQL')])).toBe(false);
    expect(sameRows([row('a', 'SQL')], [row('a', 'SQL'), row('b', 'SQL')])).toBe(false);
    expect(sameRows([row('a', 'SQL')], [{ ...row('a', 'SQL'), link: null }])).toBe(false);
    expect(sameRows([{ id: 'a', link: undefined }], [{ id: 'a', other: undefined }])).toBe(false);
    expect(sameRows([row('a', 'SQL')], undefined)).toBe(false);
  });
});
