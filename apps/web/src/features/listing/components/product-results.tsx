import { useEffect, useRef, type ReactNode } from 'react';
import type { LanguageCode, ProductListResponse } from '@krishi/contract';
import { Pagination } from '../../../components/pagination';
import { scrollToElement } from '../../../lib/scroll';
import type { ProductCardSlots } from './product-card';
import { ProductGrid } from './product-grid';

interface ProductResultsProps {
  data: ProductListResponse | undefined;
  /** True while an older page stays on screen as the next one loads. */
  stale: boolean;
  pageNum: number;
  pageSize: number;
  hrefFor: (pageNum: number) => string;
  language: LanguageCode;
  cardSlots: ProductCardSlots;
  eagerCount?: number;
  /** The section's heading row, scrolled into view when the page changes. */
  header: ReactNode;
  /** Sort and filter controls between the heading and the cards. */
  toolbar?: ReactNode;
  /** The filters beside the cards on a wide screen. */
  aside?: ReactNode;
}

/** A heading, a page of product cards and the numbered pagination below them. */
export function ProductResults({
  data,
  stale,
  pageNum,
  pageSize,
  hrefFor,
  language,
  cardSlots,
  eagerCount,
  header,
  toolbar,
  aside,
}: ProductResultsProps) {
  const topRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(pageNum);
  // Spec: changing page scrolls to the top of the list (not on the first render).
  useEffect(() => {
    if (shownPage.current === pageNum) return;
    shownPage.current = pageNum;
    scrollToElement(topRef.current);
  }, [pageNum]);

  const results = (
    <>
      {toolbar}
      <div className={stale ? 'listing-body listing-body--stale' : 'listing-body'}>
        <ProductGrid
          products={data?.content}
          language={language}
          cardSlots={cardSlots}
          placeholderCount={pageSize > 10 ? 12 : pageSize}
          eagerCount={eagerCount}
        />
      </div>
      {data && <Pagination pageNum={pageNum} totalPages={data.totalPages} hrefFor={hrefFor} />}
    </>
  );
  return (
    <>
      <div ref={topRef} className="listing-head">
        {header}
      </div>
      {aside ? (
        <div className="listing-layout">
          <aside className="listing-aside">{aside}</aside>
          <div className="listing-main">{results}</div>
        </div>
      ) : (
        results
      )}
    </>
  );
}
