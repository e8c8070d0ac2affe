ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_wrong_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cod_confirm_by_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null;