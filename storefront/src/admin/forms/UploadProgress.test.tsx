import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { UploadProgress } from './UploadProgress.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the overall upload progress', () => {
  it("shows 'Uploading Images' and '{done}/{total} files complete' while files go up", () => {
    const html = renderToStaticMarkup(
      <UploadProgress summary={{ total: 3, done: 1, uploading: true, failedNames: [] }} />,
    );
    expect(text(html)).toBe('Uploading Images 1/3 files complete');
  });

  it("adds 'All images uploaded successfully!' once every file is done", () => {
    const html = renderToStaticMarkup(
      <UploadProgress summary={{ total: 2, done: 2, uploading: false, failedNames: [] }} />,
    );
    expect(text(html)).toContain('2/2 files complete All images uploaded successfully!');
  });

  it('does not claim success when a file failed', () => {
    const html = renderToStaticMarkup(
      <UploadProgress summary={{ total: 2, done: 1, uploading: false, failedNames: ['x.png'] }} />,
    );
    expect(text(html)).not.toContain('All images uploaded successfully!');
    expect(text(html)).toContain('1/2 files complete 1 file failed: remove it or choose again.');
  });
});
