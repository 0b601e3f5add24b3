import type { CancellationTerms } from '@krishi/contract';

/**
 * A paragraph of a page. One that states what cancelling costs is written from the server's
 * cancellation terms, so the policy says what the cancel screen does.
 */
export type Paragraph = string | ((terms: CancellationTerms) => string);

/** A policy or information page: a title, an introduction and headed sections. */
export interface DocumentContent {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: string[];
  sections: DocumentSection[];
}

export interface DocumentSection {
  /** Anchor of the section, stable across languages. */
  id: string;
  heading: string;
  paragraphs?: Paragraph[];
  items?: string[];
}

export interface FarmerMarketplaceContent {
  heading: string;
  lead: string;
  blocks: Array<{ id: 'products' | 'machinery' | 'services'; heading: string; text: string }>;
  steps: { heading: string; items: string[] };
  download: { heading: string; text: string };
}

export interface SellOnContent {
  heading: string;
  lead: string;
  stat: { value: string; label: string };
  about: { heading: string; paragraphs: string[] };
  benefits: { heading: string; items: Array<{ heading: string; text: string }> };
  steps: { heading: string; items: string[] };
  cta: { heading: string; text: string };
}
