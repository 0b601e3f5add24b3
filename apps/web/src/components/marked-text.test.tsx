import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bundles } from '@krishi/contract';
import { MarkedText } from './marked-text';

const policy = { policy: <a href="/refund-policy" /> };

describe('a sentence with a marked part', () => {
  it('makes the marked words the link, where the English sentence has them', () => {
    expect(renderToStaticMarkup(<MarkedText text={bundles.en_In['checkout.policy']} parts={policy} />)).toBe(
      'I have read and accept the <a href="/refund-policy">refund and cancellation policy</a>.',
    );
  });

  it('keeps the link where the Kannada word order puts it', () => {
    expect(renderToStaticMarkup(<MarkedText text={bundles.kn_In['checkout.policy']} parts={policy} />)).toMatch(
      /^ನಾನು <a href="\/refund-policy">ಮರುಪಾವತಿ ಮತ್ತು ರದ್ದತಿ ನೀತಿಯನ್ನು<\/a> ಓದಿ/,
    );
  });

  it('says a mark it has no part for as plain words', () => {
    expect(renderToStaticMarkup(<MarkedText text="Read the <terms>terms</terms>." parts={policy} />)).toBe(
      'Read the terms.',
    );
  });
});
