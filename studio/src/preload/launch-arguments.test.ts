import { describe, expect, it } from 'vitest';
import { readVersionArgument, versionArgument } from './launch-arguments.ts';

describe('launch arguments', () => {
  it('carries the version from the main process to the preload', () => {
    const argv = ['/path/to/electron', '--no-sandbox', versionArgument('1.4.2')];
    expect(readVersionArgument(argv)).toBe('1.4.2');
  });

  it("answers 'unknown' when the main process passed no version", () => {
    expect(readVersionArgument(['/path/to/electron', '--type=renderer'])).toBe('unknown');
  });
});
