import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-error.ts';

describe('describeStartupError', () => {
  it('explains a native module built for another Electron', () => {
    const problem = describeStartupError(
      new Error(
        'better_sqlite3.node was compiled against a different Node.js version using NODE_MODULE_VERSION 115',
      ),
    );
    expect(problem.title).toBe('Kawaii Atelier Studio could not start');
    expect(problem.message).toContain('install the studio again');
  });

  it('says the data is untouched for anything else, with the reason', () => {
    expect(describeStartupError('disk full').message).toMatch(/data is untouched[\s\S]*disk full/);
  });
});
