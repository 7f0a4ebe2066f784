import { describe, expect, it } from 'vitest';
import { submitLabel } from './submit-label.ts';

const post = { create: 'Create Post', update: 'Update Post' };

describe('the submit button of a form', () => {
  it('reads Create or Update when idle', () => {
    expect(submitLabel({ uploading: false, saving: false, isNew: true }, post)).toBe('Create Post');
    expect(submitLabel({ uploading: false, saving: false, isNew: false }, post)).toBe(
      'Update Post',
    );
  });

  it("reads 'Saving...' while saving and 'Uploading Images...' while files go up", () => {
    expect(submitLabel({ uploading: false, saving: true, isNew: true }, post)).toBe('Saving...');
    expect(submitLabel({ uploading: true, saving: true, isNew: false }, post)).toBe(
      'Uploading Images...',
    );
  });
});
