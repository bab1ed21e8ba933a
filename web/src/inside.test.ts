import { describe, expect, it } from 'vitest';
import { refusal, resizeMessage, splitCommand, terminalURL } from './inside';

describe('terminalURL', () => {
  it('uses wss on https and appends the size to the ticket', () => {
    expect(terminalURL({ protocol: 'https:', host: 'e.example:8443' }, '/runs/7/terminal?ticket=abc', 120, 40)).toBe(
      'wss://e.example:8443/runs/7/terminal?ticket=abc&cols=120&rows=40',
    );
  });
  it('uses ws on http and bounds the size', () => {
    expect(terminalURL({ protocol: 'http:', host: '127.0.0.1:8080' }, '/runs/7/terminal', 5000, 0)).toBe(
      'ws://127.0.0.1:8080/runs/7/terminal?cols=1000&rows=1',
    );
  });
});

describe('resizeMessage', () => {
  it('is the control frame the server reads', () => {
    expect(JSON.parse(resizeMessage(100.7, 30))).toEqual({ type: 'resize', cols: 100, rows: 30 });
  });
});

describe('splitCommand', () => {
  it.each([
    ['ls -la', ['ls', '-la']],
    ['  git   status  ', ['git', 'status']],
    [`sh -c 'echo "a b"; exit 3'`, ['sh', '-c', 'echo "a b"; exit 3']],
    [`echo "x\\"y" ''`, ['echo', 'x"y', '']],
    ['a\\ b c', ['a b', 'c']],
    ['', []],
  ])('splits %j', (line, want) => {
    expect(splitCommand(line)).toEqual(want);
  });
  it('refuses an unclosed quote', () => {
    expect(() => splitCommand(`echo 'oops`)).toThrow(/unclosed single quote/);
  });
});

describe('refusal', () => {
  it('explains NOT_FOUND as the rule of who may enter', () => {
    expect(refusal('NOT_FOUND', 'run not found')).toMatch(/creator or an admin/);
  });
  it('keeps the server sentence otherwise', () => {
    expect(refusal('FAILED_PRECONDITION', 'the run has no screen')).toBe('the run has no screen');
  });
});
