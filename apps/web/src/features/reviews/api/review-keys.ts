/** All of one product's review queries (pages and "my review") sit under this key. */
export const productReviewsKey = (productId: number) => ['reviews', 'product', productId] as const;
