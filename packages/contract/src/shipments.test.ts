import { describe, expect, it } from 'vitest';
import { shipmentLabel, type Shipment } from './shipments.js';

const seller = (id: number, en: string, kn: string): Shipment['seller'] => ({
  id,
  name: { en, kn },
  customerCareNumber: '9000000000',
  businessName: `${en} Pvt Ltd`,
});

describe('shipment label', () => {
  it("calls a cart's shipment and the order's shipment made from it the same", () => {
    const sellers = [seller(5, 'Ravi Agro', 'ರವಿ ಅಗ್ರೋ'), seller(9, 'Kisan Seeds', 'ಕಿಸಾನ್ ಸೀಡ್ಸ್')];
    const cart = sellers.map((s) => ({ shipmentNumber: `C2-S${s.id}`, seller: s }));
    const order = sellers.map((s, index) => ({ shipmentNumber: `41-${index + 1}`, seller: s }));

    expect(shipmentLabel(cart, 1, 'en')).toEqual(shipmentLabel(order, 1, 'en'));
  });

  it('gives the place among the shipments and names the seller in the reader’s language', () => {
    const shipments = [{ seller: seller(5, 'Ravi Agro', 'ರವಿ ಅಗ್ರೋ') }, { seller: seller(9, 'Kisan Seeds', '') }];

    expect(shipmentLabel(shipments, 0, 'kn')).toEqual({ number: 1, count: 2, seller: 'ರವಿ ಅಗ್ರೋ' });
    expect(shipmentLabel(shipments, 1, 'kn')).toEqual({ number: 2, count: 2, seller: 'Kisan Seeds' });
  });
});
