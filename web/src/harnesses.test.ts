import { describe, expect, it } from 'vitest';
import { harnessPart, harnessRefs } from './harnesses';

describe('harnessRefs', () => {
  it('offers the name, its tags and its versions newest first', () => {
    const h = {
      name: 'claude-code',
      versions: [
        { version: 1, archived: false, tags: ['old'] },
        { version: 2, archived: false, tags: ['stable', 'canary'] },
      ],
    };
    expect(harnessRefs(h)).toEqual(['claude-code', 'claude-code@canary', 'claude-code@old', 'claude-code@stable', 'claude-code@2', 'claude-code@1']);
  });

  it('leaves out archived versions and their tags', () => {
    const h = { name: 'x', versions: [{ version: 1, archived: true, tags: ['gone'] }, { version: 2, archived: false, tags: [] }] };
    expect(harnessRefs(h)).toEqual(['x', 'x@2']);
  });

  it('offers nothing when every version is archived', () => {
    expect(harnessRefs({ name: 'x', versions: [{ version: 1, archived: true, tags: ['t'] }] })).toEqual([]);
  });
});

describe('harnessPart', () => {
  const inline = { name: 'web', command: ['sh', '-c', 'true'] };

  it('names a registered harness by reference, without the one-off harness', () => {
    expect(harnessPart(' picky@stable ', ' p/right ', inline)).toEqual({ harnessRef: 'picky@stable', model: 'p/right' });
  });

  it('sends the one-off harness when no reference is given', () => {
    expect(harnessPart('', 'a/b', inline)).toEqual({ harness: inline, model: 'a/b' });
  });

  it('leaves a blank model out, so the harness or tenant default applies', () => {
    expect(harnessPart('picky', '  ', inline)).toEqual({ harnessRef: 'picky' });
  });
});
