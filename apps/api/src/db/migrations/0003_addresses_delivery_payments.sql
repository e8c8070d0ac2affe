CREATE TABLE "shipping_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"phone_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincode_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pincode_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefix" text NOT NULL,
	"available" boolean NOT NULL,
	"charge_paise" integer DEFAULT 0 NOT NULL,
	"cod_available" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pincode_rules_prefix_check" CHECK ("pincode_rules"."prefix" ~ '^[1-9][0-9]{0,5}$'),
	CONSTRAINT "pincode_rules_charge_check" CHECK ("pincode_rules"."charge_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"method" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_default_key" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "pincode_rules_prefix_key" ON "pincode_rules" USING btree ("prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_method_key" ON "payment_methods" USING btree ("method");--> statement-breakpoint
-- Money is kept in paise: the COD fee seeded earlier as {"amount": rupees} becomes {"paise": n}.
UPDATE "settings" SET "value" = jsonb_build_object('paise', round(("value"->>'amount')::numeric * 100)::integer), "updated_at" = now() WHERE "key" = 'cod_fee' AND "value"->>'amount' IS NOT NULL;
