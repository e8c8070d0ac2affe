-- An order line's product is checked at the commit instead of at the line's insert
-- (docs/decisions/0031). Checked at the insert, the check locks the product's row FOR KEY SHARE
-- while other orders of the same product hold it for their stock update, and PostgreSQL records
-- such shared holders as a multixact on every version of a best seller's row; reading those rows
-- then took a third of PostgreSQL's CPU per order. At the commit, the order has already updated
-- that row itself, so the check adds no other holder. The rule is the same: a line names a product.
ALTER TABLE "order_items" ALTER CONSTRAINT "order_items_product_id_products_id_fk" DEFERRABLE INITIALLY DEFERRED;
