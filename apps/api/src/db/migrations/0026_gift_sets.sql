CREATE TABLE "gift_set_components" (
	"set_product_id" integer NOT NULL,
	"component_variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_set_components_set_product_id_component_variant_id_pk" PRIMARY KEY("set_product_id","component_variant_id"),
	CONSTRAINT "gift_set_components_quantity_positive" CHECK ("gift_set_components"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_set_components" (
	"order_id" integer NOT NULL,
	"set_variant_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"component_variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_set_components_order_id_set_variant_id_component_variant_id_pk" PRIMARY KEY("order_id","set_variant_id","component_variant_id"),
	CONSTRAINT "order_set_components_quantity_positive" CHECK ("order_set_components"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "gift_set_components" ADD CONSTRAINT "gift_set_components_set_product_id_products_id_fk" FOREIGN KEY ("set_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_set_components" ADD CONSTRAINT "gift_set_components_component_variant_id_product_variants_id_fk" FOREIGN KEY ("component_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_set_components" ADD CONSTRAINT "order_set_components_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_set_components" ADD CONSTRAINT "order_set_components_set_variant_id_product_variants_id_fk" FOREIGN KEY ("set_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_set_components" ADD CONSTRAINT "order_set_components_component_product_id_products_id_fk" FOREIGN KEY ("component_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_set_components" ADD CONSTRAINT "order_set_components_component_variant_id_product_variants_id_fk" FOREIGN KEY ("component_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_set_components_variant_idx" ON "gift_set_components" USING btree ("component_variant_id");