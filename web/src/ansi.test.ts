import { describe, expect, it } from 'vitest';
import { lastState, plainText, segments } from './ansi';

describe('segments', () => {
  it('turns SGR colours into classes and drops the escapes', () => {
    expect(segments('\x1b[32mok\x1b[0m done')).toEqual([
      { text: 'ok', cls: 'ansi-fg-2' },
      { text: ' done', cls: '' },
    ]);
  });
  it('keeps bold and bright colours together', () => {
    expect(segments('\x1b[1;91mFAIL\x1b[22;39m')).toEqual([{ text: 'FAIL', cls: 'ansi-fg-9 ansi-bold' }]);
  });
  it('drops cursor moves and OSC titles', () => {
    expect(plainText('\x1b[2K\x1b]0;title\x07step\x1b[1A')).toBe('step');
  });
  it('leaves a line without escapes whole', () => {
    expect(segments('plain [32m text')).toEqual([{ text: 'plain [32m text', cls: '' }]);
  });
});

describe('lastState', () => {
  it('shows a progress line as its last state', () => {
    expect(lastState('10%\r50%\r100%')).toBe('100%');
    expect(lastState('done\r')).toBe('done');
    expect(lastState('no carriage return')).toBe('no carriage return');
  });
});
