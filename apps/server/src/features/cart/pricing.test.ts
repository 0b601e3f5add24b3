import { describe, expect, it } from 'vitest';
import { messages, type Address, type Coupon, type LatLng } from '@krishi/contract';
import type { CatalogueLine } from '../../lib/catalogue-line.js';
import { priceCart, type PricingInput, type PricingLine } from './pricing.js';

const now = new Date('2026-03-10T06:00:00Z');

function line(sellerId: number, itemId: number, changes: Partial<PricingLine['variant']> = {}): PricingLine {
  const seller = {
    id: sellerId,
    name: { en: `Seller ${sellerId}` },
    customerCareNumber: '1800-000-0000',
    businessName: `Seller ${sellerId} Ltd.`,
    pinCode: '560058',
    servedStates: ['Karnataka'],
  };
  const catalogue: CatalogueLine = {
    product: {
      id: itemId,
      title: { en: `P${itemId}` },
      brand: { en: 'B' },
      images: [],
      seller: { id: sellerId, name: seller.name },
    },
    productActive: true,
    variant: {
      id: itemId * 10,
      name: { en: '1 kg' },
      price: 10_000,
      salePrice: null,
      inventory: 5,
      isProductAvailable: true,
      height: 10,
      length: 10,
      width: 10,
      weight: 0.4,
      ...changes,
    },
    seller,
  };
  return { ...catalogue, itemId, quantity: 1 };
}

const address: Address = {
  id: 1,
  userId: 1,
  name: 'A',
  addressLine1: 'L',
  village: null,
  taluk: 'T',
  district: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'INDIA',
  phoneNumber: '9876543210',
  email: null,
  completeAddress: 'L - 560001',
};
const bengaluru: LatLng = { latitude: 12.97, longitude: 77.59 };

const input = (changes: Partial<PricingInput>): PricingInput => ({
  cartId: 7,
  userId: 1,
  lines: [line(1, 1)],
  address,
  addressPoint: bengaluru,
  sellerPoints: new Map([[1, bengaluru]]),
  coupon: null,
  timesUsed: 0,
  usePoints: false,
  pointsBalance: 0,
  now,
  ...changes,
});

describe('priceCart', () => {
  it('charges a seller whose pincode has no coordinates as the farthest band', () => {
    const priced = priceCart(input({ sellerPoints: new Map([[1, null]]) }));
    expect(priced.cart.shipmentList[0]).toMatchObject({ shippingPrice: 8_000, estimatedDeliveryDate: '2026-03-17' });
  });

  it('proposes no shipments and no shipping before an address is chosen', () => {
    const priced = priceCart(input({ address: null, addressPoint: null }));
    expect(priced.cart).toMatchObject({ shipmentList: [], shippingPrice: 0, netPrice: 10_000 });
  });

  it('numbers shipments by cart and seller, one per seller in the order sellers first appear', () => {
    const lines = [line(2, 1), line(1, 2), line(2, 3)];
    const priced = priceCart(
      input({
        lines,
        sellerPoints: new Map([
          [1, bengaluru],
          [2, bengaluru],
        ]),
      }),
    );
    expect(priced.cart.shipmentList.map((s) => [s.shipmentNumber, s.itemList.length])).toEqual([
      ['C7-S2', 2],
      ['C7-S1', 1],
    ]);
  });

  it('keeps a coupon that does not apply at a discount of 0 and says why', () => {
    const coupon: Coupon = {
      id: 3,
      couponCode: 'BIG',
      percentage: false,
      discountValue: 5_000,
      minOrderValue: 20_000,
      expiryDate: '2026-12-31',
      description: { en: 'Big' },
      perUserLimit: null,
    };
    const priced = priceCart(input({ coupon }));
    expect(priced.cart).toMatchObject({ coupon: { couponCode: 'BIG' }, discount: 0 });
    expect(priced.couponProblem?.message).toBe(messages.couponMinimum(20_000));
  });

  it('reports the first line that is unavailable or above its stock', () => {
    const lines = [{ ...line(1, 1), quantity: 6 }, line(1, 2, { isProductAvailable: false })];
    expect(priceCart(input({ lines })).stockProblem?.message).toBe(messages.notEnoughStock(5));
    expect(priceCart(input({ lines: lines.slice(1) })).stockProblem?.message).toBe(messages.variantUnavailable);
  });
});
