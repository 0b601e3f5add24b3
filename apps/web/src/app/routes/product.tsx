import { useDeferredValue } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { pickText } from '@krishi/contract';
import { AgronomyFacts } from '../../features/agronomy/components/agronomy-facts';
import { DoseCalculator } from '../../features/agronomy/components/dose-calculator';
import { LabelAndSafety } from '../../features/agronomy/components/label-and-safety';
import { AddPacksButton } from '../../features/cart/components/add-packs-button';
import { useCart } from '../../features/cart/api/cart-api';
import { CartControl } from '../../features/cart/components/cart-control';
import { useAddresses } from '../../features/checkout/api/get-addresses';
import { readSelectedAddressId, selectedAmong } from '../../features/checkout/lib/selected-address';
import { useProduct } from '../../features/product/api/get-product';
import { ProductDetail } from '../../features/product/components/product-detail';
import { ProductError, ProductSkeleton } from '../../features/product/components/product-states';
import { ReviewSummary } from '../../features/product/components/review-summary';
import { ProductReviewsWhenNear } from '../../features/reviews/components/product-reviews-when-near';
import { ProductShare } from '../../features/referral/components/product-share';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart';
import { parseProductId, productRedirect } from '../../features/product/lib/product-url';
import { useLanguage } from '../../lib/page-locale';
import { isNotFound } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { MissingPage } from './missing-page';
import { useIsLoggedIn } from '../../lib/session';

/**
 * The pincode of the address the buyer's goods go to: the one /checkout starts with (chosen on
 * this device, else the cart's, else the newest saved one), or the cart's while the list loads.
 */
function useAddressPinCode(): string | undefined {
  const loggedIn = useIsLoggedIn();
  const cartAddress = useCart().data?.userAddress ?? null;
  const addresses = useAddresses(loggedIn).data ?? [];
  const chosenId = selectedAmong(addresses, readSelectedAddressId(), cartAddress?.id ?? null);
  return (addresses.find((address) => address.id === chosenId) ?? cartAddress)?.pinCode;
}

/** /product/{slug}/{id} and the short /product/{id}, which is replaced by the canonical URL. */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const rawId = params.id ?? '';
  const id = parseProductId(rawId);
  const language = useLanguage();
  const query = useProduct(id);
  const addressPinCode = useAddressPinCode();
  // The product usually arrives after the page's code, as an update of the query's store, which
  // React renders in one piece. Deferred, the whole page is built as a transition, yielding to
  // the browser every few milliseconds instead of holding a phone's main thread for all of it.
  const deferred = useDeferredValue(query.data);
  // For a moment after a move to another product, the deferred value is still the previous one.
  const product = deferred?.id === id ? deferred : undefined;
  usePageTitle(product ? pickText(product.title, language) : undefined);

  // An id no product has is an address that leads nowhere: the server answers it 404 with this.
  if (isNotFound(query.error)) return <MissingPage />;
  if (id === null || query.isError) {
    return (
      <main className="page">
        <ProductError id={rawId} />
      </main>
    );
  }
  if (!product) {
    return (
      <main className="page">
        <ProductSkeleton />
      </main>
    );
  }
  const redirect = productRedirect(location, product);
  if (redirect) return <Navigate to={redirect} replace state={location.state} />;
  return (
    <main className="page">
      {/* A new product starts with its own initial pack size, not the previous product's. */}
      <ProductDetail
        key={product.id}
        product={product}
        language={language}
        addressPinCode={addressPinCode}
        cartControl={(selected, undeliverableTo) => (
          <CartControl product={product} selected={selected} undeliverableTo={undeliverableTo} />
        )}
        heart={<WishlistHeart productId={product.id} title={product.title} />}
        agronomy={<AgronomyFacts product={product} language={language} />}
        counter={
          <>
            <DoseCalculator
              product={product}
              language={language}
              addPacks={(packs) => <AddPacksButton product={product} packs={packs} />}
            />
            <LabelAndSafety product={product} language={language} />
          </>
        }
        share={(selected) => <ProductShare product={product} selected={selected} language={language} />}
        reviews={(headingId) => (
          <ProductReviewsWhenNear
            productId={product.id}
            language={language}
            summary={(info) => <ReviewSummary info={info ?? product.reviewInfo} headingId={headingId} />}
          />
        )}
      />
    </main>
  );
}
