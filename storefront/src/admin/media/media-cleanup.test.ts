import { describe, expect, it } from 'vitest';
import {
  cleanupMessage,
  cleanupResultNote,
  cleanupSummary,
  fileSizeLabel,
} from './media-cleanup.ts';

const file = (path: string, bytes: number) => ({ path, bytes, modifiedAt: '2026-01-01T00:00:00Z' });

describe('the clean-up words', () => {
  it('sizes files in B, KB and MB', () => {
    expect(fileSizeLabel(900)).toBe('900 B');
    expect(fileSizeLabel(2048)).toBe('2.0 KB');
    expect(fileSizeLabel(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
  });

  it('sums what will go and says it before anything is removed', () => {
    const files = [file('/uploads/a.webp', 1024), file('/uploads/b.webp', 1024)];
    expect(cleanupSummary(files)).toBe('2 files (2.0 KB)');
    expect(cleanupSummary([files[0]!])).toBe('1 file (1.0 KB)');
    expect(cleanupMessage(null)).toBe('Looking for unused files...');
    expect(cleanupMessage([])).toMatch(/^No unused files: .* in the last 24 hours\.$/);
    expect(cleanupMessage(files)).toMatch(/^2 files are in no post, .* older than 24 hours\./);
  });

  it('reports removed files, and the ones kept after the second check', () => {
    expect(cleanupResultNote({ removed: ['/uploads/a.webp'], kept: [] })).toBe(
      'Removed 1 unused file.',
    );
    expect(cleanupResultNote({ removed: [], kept: ['/uploads/a.webp', '/uploads/b.webp'] })).toBe(
      'Removed 0 unused files. 2 files kept: in use again, or already gone.',
    );
  });
});
