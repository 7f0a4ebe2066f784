import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListReadStatus } from './ListReadStatus.tsx';

const render = (error: string | null, loadingFirst: boolean) =>
  renderToStaticMarkup(
    <ListReadStatus error={error} loadingFirst={loadingFirst} loadingText="Loading orders..." />,
  );

describe('how the read of an admin list stands', () => {
  it('says it is loading until the first page is in', () => {
    expect(render(null, true)).toBe('<p class="loading-note">Loading orders...</p>');
    expect(render(null, false)).toBe('');
  });

  it('announces a failed read as an alert', () => {
    expect(render('Could not load the orders.', false)).toBe(
      '<p class="form-error" role="alert">Could not load the orders.</p>',
    );
  });
});
