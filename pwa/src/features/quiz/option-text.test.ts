import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { soundsLikeAnother, spelledOut, spokenOption, withVisibleSpaces } from './option-text';

// The words that spell an option out are the interface's: English here, as the app shows it without a catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('options that sound alike', () => {
  it('finds options that differ only in spaces or case', () => {
    expect(soundsLikeAnother('1 2 3', ['123', '1 2 3', '6'])).toBe(true);
    expect(soundsLikeAnother('Hello', ['hello', 'Hello'])).toBe(true);
    expect(soundsLikeAnother('6', ['123', '1 2 3', '6'])).toBe(false);
  });

  it('gives every option of such a question a distinct spoken name', () => {
    const groups = [
      ['1 2 3', '123', '1\n2\n3', '1  2 3'],
      ['Hello World', 'hello world', 'HELLO WORLD', 'HeLLo World'],
      [' x', 'x', 'x ', 'X'],
    ];
    for (const options of groups) {
      const names = options.map((o) => spokenOption(o, options));
      expect(new Set(names).size, names.join(' | ')).toBe(options.length);
    }
  });

  it('spells spaces, line breaks and case', () => {
    expect(spelledOut('1  2\n3')).toBe('1, 2 spaces, 2, new line, 3');
    expect(spelledOut('Hello world')).toBe('Hello (capital H), space, world (lower case)');
    expect(spelledOut('ABC')).toBe('ABC (all capitals)');
    expect(spelledOut('iPhone')).toBe('i, capital P, h, o, n, e');
    expect(spelledOut(' x ')).toBe('leading space, x (lower case), trailing space');
  });

  it('leaves an option that sounds like no other as it is', () => {
    expect(spokenOption('It prints 6', ['It prints 6', 'It prints 7'])).toBe('It prints 6');
  });

  it('shows spaces visibly on the review screen', () => {
    expect(withVisibleSpaces('a  b\nc')).toBe('a··b↵\nc');
  });
});
