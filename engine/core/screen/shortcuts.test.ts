import { describe, expect, it } from 'vitest';
import { matchesShortcut, type PressedKeys } from '.';

const keys = (key: string, more: Partial<PressedKeys> = {}): PressedKeys => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...more,
});

describe('matchesShortcut: a document names keys as a German keyboard labels them', () => {
  it.each([
    ['Strg+S', keys('s', { ctrlKey: true }), true],
    ['Strg+S', keys('S', { ctrlKey: true }), true],
    ['Strg+S', keys('s', { metaKey: true }), true],
    ['Strg+S', keys('s'), false],
    ['Strg+S', keys('s', { ctrlKey: true, shiftKey: true }), false],
    ['Strg+Enter', keys('Enter', { ctrlKey: true }), true],
    ['Strg+Enter', keys('Enter'), false],
    ['Alt+N', keys('ñ', { altKey: true, code: 'KeyN' }), true],
    ['Alt+1', keys('¡', { altKey: true, code: 'Digit1' }), true],
    ['Alt+1', keys('2', { altKey: true, code: 'Digit2' }), false],
  ])('%s ← %j: %s', (shortcut, pressed, expected) => {
    expect(matchesShortcut(shortcut, pressed)).toBe(expected);
  });
});
