import { describe, expect, it } from 'vitest';
import { documentLoaders, farmerMarketplaceLoaders, sellOnLoaders, type DocumentId } from './loaders';

const ids = Object.keys(documentLoaders) as DocumentId[];

describe('static page texts', () => {
  it.each(ids)('%s has the same sections, in the same order, in English and Kannada', async (id) => {
    const [en, kn] = await Promise.all([documentLoaders[id].en(), documentLoaders[id].kn()]);
    expect(kn.default.sections.map((s) => s.id)).toEqual(en.default.sections.map((s) => s.id));
    expect(kn.default.updated).toBe(en.default.updated);
  });

  it('states the referral terms of the spec', async () => {
    const text = JSON.stringify((await documentLoaders.referral.en()).default);
    for (const term of ['10 points', '₹1', 'at least 50 points', '20%', '₹1,000', '200 points']) {
      expect(text).toContain(term);
    }
  });

  it('states the refund and cancellation terms of the spec', async () => {
    const text = JSON.stringify((await documentLoaders.refund.en()).default);
    for (const term of ['within 5 days', 'within 3 business days', '7-10 business days', 'free of charge']) {
      expect(text).toContain(term);
    }
  });

  it('states the retention period and the minimum age in the privacy policy', async () => {
    const text = JSON.stringify((await documentLoaders.privacy.en()).default);
    expect(text).toContain('at most 12 months');
    expect(text).toContain('18 years or older');
  });

  it('offers the three farmer marketplace blocks in both languages', async () => {
    for (const load of Object.values(farmerMarketplaceLoaders)) {
      expect((await load()).default.blocks.map((b) => b.id)).toEqual(['products', 'machinery', 'services']);
    }
    const en = (await farmerMarketplaceLoaders.en()).default;
    expect(en.blocks.map((b) => b.heading)).toEqual([
      'List Your Products',
      'Rent Out Machinery',
      'Offer Your Services',
    ]);
  });

  it('claims 20,000+ farmers and buyers on the seller page in both languages', async () => {
    for (const load of Object.values(sellOnLoaders)) expect((await load()).default.stat.value).toBe('20,000+');
  });
});
