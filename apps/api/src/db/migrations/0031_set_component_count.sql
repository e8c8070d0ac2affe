ALTER TABLE "products" ADD COLUMN "component_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A gift set's component count, kept in the statement that changes what the set is made of, so
-- that a read computes the stock a set's components allow only for a product that has some
-- (decision 0060). Only the back office writes components: no sale ever locks the set's row here.
UPDATE "products" SET "component_count" = counted.components
	FROM (SELECT set_product_id, count(*)::int AS components FROM gift_set_components GROUP BY set_product_id) counted
	WHERE products.id = counted.set_product_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION attar_count_set_components() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	UPDATE products SET component_count =
		(SELECT count(*) FROM gift_set_components WHERE set_product_id = products.id)
	WHERE products.id IN (
		CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.set_product_id END,
		CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.set_product_id END);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER gift_set_components_count
	AFTER INSERT OR DELETE OR UPDATE OF set_product_id ON gift_set_components
	FOR EACH ROW EXECUTE FUNCTION attar_count_set_components();--> statement-breakpoint
-- The count changes only through the components, as the variants' mirror above it (migration
-- 0023): a direct write is refused.
CREATE OR REPLACE FUNCTION attar_guard_product_mirror() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF pg_trigger_depth() = 1 AND (NEW.sku, NEW.size, NEW.price_paise, NEW.sale_price_paise, NEW.weight_mg,
			NEW.from_price_paise, NEW.variant_count, NEW.component_count)
		IS DISTINCT FROM (OLD.sku, OLD.size, OLD.price_paise, OLD.sale_price_paise, OLD.weight_mg,
			OLD.from_price_paise, OLD.variant_count, OLD.component_count) THEN
		RAISE EXCEPTION 'product % mirrors its default variant and components: change product_variants or gift_set_components instead', OLD.id
			USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END
$$;
