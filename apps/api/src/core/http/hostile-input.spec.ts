import { findHostileInput, isStorableText, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './hostile-input';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects up to the limit', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(3)}1${'}'.repeat(3)}`, 2)).toBe(true);
    expect(jsonNestsDeeperThan('[[1],[2],[3],{"a":[4]}]', 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" \\\\', b: '"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\"${'['.repeat(3)}`, 2)).toBe(true);
  });
});

describe('isStorableText', () => {
  it.each(['', 'Anna', 'Zoë 😀', '東京', '\ud83d\ude00'])('takes %j', (text) =>
    expect(isStorableText(text)).toBe(true),
  );
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\ud800x', '\udc00', 'a\ude00\ud83d', '\ud83d\ud83d'])(
    'refuses %j',
    (text) => expect(isStorableText(text)).toBe(false),
  );
});

describe('findHostileInput', () => {
  it('finds nothing in ordinary values', () => {
    expect(findHostileInput({ name: 'Anna', tags: ['a', 1, null, true], nested: { deep: [{}] } })).toBeUndefined();
    expect(findHostileInput(undefined)).toBeUndefined();
    expect(findHostileInput(JSON.parse('{"__proto__":{"admin":true}}'))).toBeUndefined();
  });

  it('finds bad text in values and keys at any place', () => {
    expect(findHostileInput({ a: [{ b: ['ok', 'no\u0000'] }] })).toBe('INVALID_CHARACTERS');
    expect(findHostileInput({ a: { ['k\ud800']: 1 } })).toBe('INVALID_CHARACTERS');
    expect(findHostileInput('\udfff')).toBe('INVALID_CHARACTERS');
  });

  it('finds nesting past the limit without recursing, however deep', () => {
    expect(findHostileInput(JSON.parse(nested(MAX_JSON_DEPTH)))).toBeUndefined();
    expect(findHostileInput(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe('JSON_TOO_DEEP');
    expect(findHostileInput(JSON.parse(nested(100_000)))).toBe('JSON_TOO_DEEP');
  });
});
