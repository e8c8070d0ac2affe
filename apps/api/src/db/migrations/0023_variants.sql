CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"colour" text,
	"price_paise" integer NOT NULL,
	"sale_price_paise" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"weight_mg" integer,
	"image_public_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_sale_price_valid" CHECK ("product_variants"."sale_price_paise" IS NULL OR ("product_variants"."sale_price_paise" > 0 AND "product_variants"."sale_price_paise" < "product_variants"."price_paise")),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_mg" IS NULL OR "product_variants"."weight_mg" > 0),
	CONSTRAINT "product_variants_default_live" CHECK (NOT ("product_variants"."is_default" AND "product_variants"."deleted_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_public_id_media_assets_public_id_fk" FOREIGN KEY ("image_public_id") REFERENCES "public"."media_assets"("public_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_default_key" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_key" ON "product_variants" USING btree ("product_id",lower(coalesce("size", '')),lower(coalesce("colour", ''))) WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
-- Every product so far is sold as one thing: it becomes its own default variant, with its SKU,
-- size, prices, stock and weight, and the order lines and ledger rows that name it name that
-- variant. The product's stock moves to the variant (the column is dropped below).
INSERT INTO "product_variants" ("product_id", "sku", "size", "price_paise", "sale_price_paise", "stock_quantity", "weight_mg", "is_default", "created_at", "updated_at")
	SELECT "id", "sku", "size", "price_paise", "sale_price_paise", "stock_quantity", "weight_mg", true, "created_at", "updated_at"
	FROM "products" ORDER BY "id";--> statement-breakpoint
UPDATE "products" SET "from_price_paise" = coalesce("sale_price_paise", "price_paise"), "variant_count" = 1;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "order_items"."product_id";--> statement-breakpoint
UPDATE "stock_movements" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "stock_movements"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_not_negative";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_quantity";--> statement-breakpoint
-- The product row mirrors its default variant's SKU, size, prices and weight, with the lowest
-- price paid for a live variant and how many there are, in the statement that changes a variant,
-- so that lists read and sort one row per product (docs/decisions/0057-variants.md). Stock is not
-- mirrored: taking it never touches the product's row.
CREATE OR REPLACE FUNCTION attar_mirror_product_variants() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
DECLARE
	target integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
	UPDATE products SET
		sku = chosen.sku,
		size = chosen.size,
		price_paise = chosen.price_paise,
		sale_price_paise = chosen.sale_price_paise,
		weight_mg = chosen.weight_mg,
		from_price_paise = live.from_price,
		variant_count = live.variants,
		updated_at = now()
	FROM product_variants chosen,
		(SELECT min(coalesce(sale_price_paise, price_paise)) AS from_price, count(*) AS variants
			FROM product_variants WHERE product_id = target AND deleted_at IS NULL) live
	WHERE products.id = target AND chosen.product_id = target AND chosen.is_default;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_mirror
	AFTER INSERT OR DELETE OR UPDATE OF sku, size, price_paise, sale_price_paise, weight_mg, is_default, deleted_at
	ON product_variants FOR EACH ROW EXECUTE FUNCTION attar_mirror_product_variants();--> statement-breakpoint
-- A product row inserted with its values (the spec's create, an import, the demo data) starts
-- with its default variant made of them, with no stock until the inventory gives it some.
CREATE OR REPLACE FUNCTION attar_product_default_variant() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	INSERT INTO product_variants (product_id, sku, size, price_paise, sale_price_paise, weight_mg, is_default)
		VALUES (NEW.id, NEW.sku, NEW.size, NEW.price_paise, NEW.sale_price_paise, NEW.weight_mg, true);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_default_variant AFTER INSERT ON products
	FOR EACH ROW EXECUTE FUNCTION attar_product_default_variant();--> statement-breakpoint
-- The mirrored columns change only through the variants: a direct write would be undone by the
-- next variant change, so it is refused (trigger depth 1 is a statement of its own; the mirror
-- above writes from depth 2).
CREATE OR REPLACE FUNCTION attar_guard_product_mirror() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF pg_trigger_depth() = 1 AND (NEW.sku, NEW.size, NEW.price_paise, NEW.sale_price_paise, NEW.weight_mg,
			NEW.from_price_paise, NEW.variant_count)
		IS DISTINCT FROM (OLD.sku, OLD.size, OLD.price_paise, OLD.sale_price_paise, OLD.weight_mg,
			OLD.from_price_paise, OLD.variant_count) THEN
		RAISE EXCEPTION 'product % mirrors its default variant: change product_variants instead', OLD.id
			USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_mirror_guard BEFORE UPDATE ON products
	FOR EACH ROW EXECUTE FUNCTION attar_guard_product_mirror();--> statement-breakpoint
-- As the product key (migration 0011): checked at the commit, after placement took the stock.
ALTER TABLE "order_items" ALTER CONSTRAINT "order_items_variant_id_product_variants_id_fk" DEFERRABLE INITIALLY DEFERRED;
