import { DEFAULT_PAGE_SIZE, type Product } from '@attar/contracts';
import { Heart, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useRemoveFromWishlist, useWishlist } from '@/api/wishlist';
import { ProductCard, ProductGrid } from '@/components/product-card';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Pager } from '@/components/ui/pager';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

// The wishlist grid's card width (see PRODUCT_GRID_SIZES): as the product grid's, but one card
// across below 420 px.
const WISHLIST_CARD_SIZES =
  '(min-width: 1280px) 276px, (min-width: 1024px) calc(25vw - 44px), (min-width: 640px) calc(50vw - 36px), (min-width: 420px) calc(50vw - 24px), calc(100vw - 32px)';

interface WishlistPageProps {
  /** The buying control under each card; the app puts the cart's button here. */
  renderPurchase: (product: Product) => ReactNode;
}

/** /wishlist: the signed-in customer's saved products, a page at a time. */
export function WishlistPage({ renderPurchase }: WishlistPageProps) {
  useDocumentTitle(
    'Wishlist',
    'The fragrances and jewelry you have saved at Attar House, ready to revisit.',
  );
  const [page, setPage] = useState(0);
  const wishlist = useWishlist({ page, size: DEFAULT_PAGE_SIZE });
  const { content, totalPages, totalElements } = wishlist.page;
  // After the last item of a later page is removed, step back to a page that still has some.
  if (wishlist.isSuccess && !wishlist.isPlaceholderData && content.length === 0 && page > 0) {
    setPage(Math.max(0, totalPages - 1));
  }

  return (
    <Container className="pt-10 pb-24 sm:pt-14">
      <header className="border-b border-rule pb-8">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">My account</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Wishlist</h1>
        {totalElements > 0 ? (
          <p className="mt-3 text-stone">
            {totalElements} saved {totalElements === 1 ? 'piece' : 'pieces'}
          </p>
        ) : null}
      </header>
      <div className="mt-10">
        {wishlist.isPending && wishlist.fetchStatus !== 'idle' ? (
          <ProductGrid loading skeletonCount={4} />
        ) : content.length === 0 ? (
          <EmptyWishlist />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-x-4 gap-y-12 min-[420px]:grid-cols-2 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8">
              {content.map((item, index) => (
                <li key={item.id}>
                  <ProductCard
                    product={item.product}
                    eager={index < 4}
                    headingLevel={2}
                    sizes={WISHLIST_CARD_SIZES}
                    actions={
                      <>
                        {renderPurchase(item.product)}
                        <RemoveButton productId={item.productId} name={item.product.name} />
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label="Wishlist pages"
              disabled={wishlist.isFetching}
            />
          </>
        )}
      </div>
    </Container>
  );
}

function RemoveButton({ productId, name }: { productId: number; name: string }) {
  const remove = useRemoveFromWishlist();
  const onRemove = () =>
    remove.mutate(productId, {
      onSuccess: () =>
        toast('Removed from Wishlist', {
          description: `${name} has been removed from your wishlist.`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return; // already gone
        toast.error('Wishlist not updated', {
          description: errorMessage(error, 'Failed to update your wishlist. Please try again.'),
        });
      },
    });
  // Over the card's picture, as on most wishlists, leaving the row below to Add to Cart.
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onRemove}
      disabled={remove.isPending}
      aria-label={`Remove ${name} from wishlist`}
      title="Remove from wishlist"
      className="absolute top-2 right-2 rounded-full bg-paper/90 shadow-sm hover:bg-paper"
    >
      <X className="size-4" aria-hidden="true" />
    </Button>
  );
}

function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <Heart className="size-10 text-gold-deep" aria-hidden="true" strokeWidth={1.25} />
      <h2 className="mt-5 text-3xl">Your wishlist is empty</h2>
      <p className="mt-3 max-w-sm text-stone">
        Save the pieces you love with the heart on any product page.
      </p>
      <Link to="/shop" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Explore the Shop
      </Link>
    </div>
  );
}
