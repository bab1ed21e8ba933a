import { describe, expect, it } from 'vitest';
import { refusal, resizeMessage, shellCommand, terminalURL } from './inside';

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

describe('shellCommand', () => {
  it('hands the whole line to sh -c, so separators and pipes are the shell\'s', () => {
    expect(shellCommand(`cat marker; echo "a b" | tr a-z A-Z`)).toEqual(['sh', '-c', `cat marker; echo "a b" | tr a-z A-Z`]);
  });
  it('is no command for a blank line', () => {
    expect(shellCommand('   ')).toBeNull();
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
