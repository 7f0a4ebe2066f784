import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ChatWidget } from './ChatWidget.tsx';

it('renders only the closed launcher on the server', () => {
  const html = renderToString(<ChatWidget />);
  expect(html).toContain('aria-label="Open chat with the art assistant"');
  expect(html).toContain('aria-expanded="false"');
  expect(html).not.toContain('role="dialog"');
});
