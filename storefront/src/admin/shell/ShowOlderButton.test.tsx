import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShowOlderButton } from './ShowOlderButton.tsx';

const render = (hasOlder: boolean, loading: boolean, className?: string) =>
  renderToStaticMarkup(
    <ShowOlderButton
      hasOlder={hasOlder}
      loading={loading}
      onShow={() => {}}
      what="emails"
      {...(className && { className })}
    />,
  );

describe('Show older, under a list read a page at a time', () => {
  it('is offered while an older page exists', () => {
    expect(render(true, false)).toBe(
      '<button type="button" class="button button--soft desk__more">Show older emails</button>',
    );
  });

  it('rests while a page loads, so one press reads one page', () => {
    expect(render(true, true)).toContain('disabled=""');
  });

  it('is gone on the last page', () => {
    expect(render(false, false)).toBe('');
  });

  it('takes the place its list gives it', () => {
    expect(render(true, false, 'enquiry-desk__more')).toContain(
      'class="button button--soft enquiry-desk__more"',
    );
  });
});
