import { describe, expect, it } from 'vitest';
import { humanError } from './errors';

describe('humanError', () => {
  it('says what a NOT_FOUND means, not ent wording', () => {
    expect(humanError({ code: 'NOT_FOUND', message: 'ent: run not found' })).not.toMatch(/ent:/);
  });
  it('says how to add a missing secret in the app, not the API', () => {
    const s = humanError({ code: 'FAILED_PRECONDITION', message: 'the secrets A and B are missing; set them with setSecret' });
    expect(s).not.toMatch(/setSecret/);
    expect(s).toMatch(/Admin page/);
  });
  it('keeps the request id of an internal error', () => {
    expect(humanError({ code: 'INTERNAL', message: 'internal error (request abc-123)' })).toMatch(/request abc-123/);
  });
});
