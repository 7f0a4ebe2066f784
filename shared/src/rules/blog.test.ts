import { describe, expect, it } from 'vitest';
import { blogCategoryNames, splitParagraphs } from './blog.ts';

describe('splitParagraphs', () => {
  it('splits on blank lines and keeps line breaks inside a paragraph', () => {
    expect(splitParagraphs('Hello\nworld\n\nSecond')).toEqual([['Hello', 'world'], ['Second']]);
  });

  it('treats whitespace-only lines as blank and collapses runs of them', () => {
    expect(splitParagraphs('One\n   \n\t\n\nTwo')).toEqual([['One'], ['Two']]);
  });

  it('handles Windows and old Mac line endings', () => {
    expect(splitParagraphs('A\r\nB\r\n\r\nC\rD')).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
  });

  it('drops leading and trailing blank lines', () => {
    expect(splitParagraphs('\n\nOnly\n\n')).toEqual([['Only']]);
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('  \n ')).toEqual([]);
  });
});

describe('blogCategoryNames', () => {
  it('offers each category once, trimmed and sorted, without blanks', () => {
    expect(blogCategoryNames(['Tips', ' News ', '', 'Tips', '  '])).toEqual(['News', 'Tips']);
  });
});
