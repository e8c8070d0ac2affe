CREATE TABLE "credit_note_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"return_request_id" integer,
	"reason" text NOT NULL,
	"credit_note_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_sequence_positive" CHECK ("credit_notes"."sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gst_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hsn_code" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_rate_valid" CHECK ("gst_rates"."rate_basis_points" >= 0 AND "gst_rates"."rate_basis_points" <= 10000),
	CONSTRAINT "gst_rates_hsn_format" CHECK ("gst_rates"."hsn_code" ~ '^[0-9]{4,8}$')
);
--> statement-breakpoint
-- The rates of the HSN codes the catalogue uses, in force since GST began (1 July 2017).
INSERT INTO "gst_rates" ("hsn_code", "rate_basis_points", "effective_from", "description") VALUES
	('3303', 1800, '2017-07-01', 'Perfumes and toilet waters'),
	('3307', 1800, '2017-07-01', 'Pre-shave, deodorants, room perfumes and other perfumery'),
	('7113', 300, '2017-07-01', 'Articles of jewellery of precious metal'),
	('7117', 300, '2017-07-01', 'Imitation jewellery');--> statement-breakpoint
-- Orders placed before per-HSN rates were all taxed at 18%, and their lines keep saying so;
-- a line's HSN is its product's own, else its product type's (what their invoices printed).
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges_gst_rate_basis_points" integer;--> statement-breakpoint
UPDATE "order_items" SET "gst_rate_basis_points" = 1800, "hsn_code" = COALESCE(
	NULLIF(btrim("products"."hsn_code"), ''),
	CASE "products"."product_type" WHEN 'JEWELRY' THEN '7113' ELSE '3303' END)
	FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
UPDATE "orders" SET "charges_gst_rate_basis_points" = 1800;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate_basis_points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "charges_gst_rate_basis_points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_key" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return_key" ON "credit_notes" USING btree ("return_request_id") WHERE "credit_notes"."return_request_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rates_hsn_effective_key" ON "gst_rates" USING btree ("hsn_code","effective_from");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate_valid" CHECK ("order_items"."gst_rate_basis_points" >= 0 AND "order_items"."gst_rate_basis_points" <= 10000);