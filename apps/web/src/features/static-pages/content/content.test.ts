import { describe, expect, it } from 'vitest';
import type { CancellationTerms, LanguageCode } from '@krishi/contract';
import { documentLoaders, farmerMarketplaceLoaders, sellOnLoaders, type DocumentId } from './loaders';
import type { DocumentContent } from './types';

/** A page's words as the reader sees them, its paragraphs written from the cancellation terms. */
const textOf = (content: DocumentContent, terms: CancellationTerms) =>
  JSON.stringify({
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs?.map((paragraph) =>
        typeof paragraph === 'function' ? paragraph(terms) : paragraph,
      ),
    })),
  });

const refundIn = async (language: LanguageCode) => (await documentLoaders.refund[language]()).default;

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
    const text = textOf(await refundIn('en'), { feePercent: 0 });
    for (const term of ['within 5 days', 'within 3 business days', '7-10 business days', 'free of charge']) {
      expect(text).toContain(term);
    }
  });

  it.each(['en', 'kn'] as const)(
    'in %s, promises a free cancellation with a full refund only while no fee is kept',
    async (language) => {
      const content = await refundIn(language);
      const free = language === 'en' ? 'free of charge' : 'ಉಚಿತವಾಗಿ';
      expect(textOf(content, { feePercent: 0 })).toContain(free);
      expect(textOf(content, { feePercent: 2.5 })).not.toContain(free);
    },
  );

  it.each(['en', 'kn'] as const)('in %s, states the fee kept on a cancellation and the GST on it', async (language) => {
    const text = textOf(await refundIn(language), { feePercent: 2.5 });
    expect(text).toContain('2.5%');
    expect(text).toContain('18%');
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
