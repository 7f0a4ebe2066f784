import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeskList } from './DeskList.tsx';

const mails = [
  { _id: 'm1', subject: 'Your order KA-1001' },
  { _id: 'm2', subject: 'Your order KA-1002' },
];

const render = (selectedId: string | null) =>
  renderToStaticMarkup(
    <DeskList
      label="Emails"
      items={mails}
      selectedId={selectedId}
      onSelect={() => {}}
      row={(mail) => mail.subject}
    />,
  );

describe('a desk list', () => {
  it('names itself and gives each row one button', () => {
    const html = render(null);
    expect(html).toContain('<ul class="desk-list" aria-label="Emails">');
    expect(html.match(/<li><button type="button" class="desk-row">/g)).toHaveLength(2);
    expect(html).toContain('Your order KA-1002</button>');
  });

  it('marks the chosen row current, and only that one', () => {
    const html = render('m2');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-current="true">Your order KA-1002</button>');
  });
});
