import { describe, expect, it } from 'vitest';
import { oneLineAddress, shippingAddressLines } from './address.ts';

const toronto = {
  name: 'Hana Guest',
  line1: '12 Maple Street',
  line2: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
};

describe('shipping addresses', () => {
  it('are written as on a parcel, leaving out empty parts', () => {
    expect(shippingAddressLines(toronto)).toEqual([
      'Hana Guest',
      '12 Maple Street',
      'Toronto, ON M5V 2T6',
      'Canada',
    ]);
    expect(
      shippingAddressLines({
        ...toronto,
        line2: 'Apt 3',
        city: 'Lyon',
        region: '',
        postalCode: '69001',
        country: 'FR',
      }),
    ).toEqual(['Hana Guest', '12 Maple Street', 'Apt 3', 'Lyon, 69001', 'France']);
  });

  it('fit on one line without the recipient, even when only the street is known', () => {
    expect(oneLineAddress(toronto)).toBe('12 Maple Street, Toronto, ON M5V 2T6, Canada');
    expect(oneLineAddress({ ...toronto, city: '', region: '', postalCode: '', country: '' })).toBe(
      '12 Maple Street',
    );
  });
});
