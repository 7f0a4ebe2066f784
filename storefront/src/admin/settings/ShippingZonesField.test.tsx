import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShippingZonesField } from './ShippingZonesField.tsx';
import { newZoneDraft, type ZoneDraft } from './shipping-zones-form.ts';

const canada: ZoneDraft = {
  _id: 'z-ca',
  name: 'Canada',
  countries: ['CA'],
  rate: '12.00',
  freeOver: '',
  estimate: '5-8 business days',
};
const world: ZoneDraft = { ...newZoneDraft(true), _id: 'z-world', name: 'Rest of world' };

const render = (zones: ZoneDraft[], errors: Record<string, string> = {}) =>
  renderToStaticMarkup(<ShippingZonesField zones={zones} errors={errors} onChange={() => {}} />);

describe('shipping zones field', () => {
  it('shows each zone with its fields, the chosen countries selected', () => {
    const html = render([canada, world]);
    expect(html).toContain('aria-label="Shipping zone: Canada"');
    expect(html).toContain('aria-label="Shipping zone: Rest of world"');
    expect(html).toMatch(/<option value="CA" selected="">Canada<\/option>/);
    expect(html).toContain('value="5-8 business days"');
    expect(html).toContain('value="12.00"');
    // The everywhere-else zone has no country list, only its box ticked.
    expect(html.match(/<select/g)).toHaveLength(1);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('Remove<span class="visually-hidden"> zone Rest of world</span>');
    expect(html).not.toContain('Tip: a zone for everywhere else');
  });

  it('puts each message beside its own field and the rule across zones above them', () => {
    const html = render([canada, { ...newZoneDraft(false), rate: 'x' }], {
      'shippingZones.1.name': 'Zone name is required',
      'shippingZones.1.rateCents': 'Rate must be a number',
      shippingZones: 'Only one zone may cover everywhere else',
    });
    const second = html.slice(html.indexOf('Shipping zone: Zone 2'));
    expect(second).toContain('Zone name is required');
    expect(second).toContain('Rate must be a number');
    expect(html.indexOf('Only one zone may cover everywhere else')).toBeLessThan(
      html.indexOf('<ol'),
    );
    expect(second.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('Tip: a zone for everywhere else');
  });

  it('says checkout charges no shipping while there is no zone', () => {
    expect(render([])).toContain('No zones yet: checkout charges no shipping');
  });
});
