CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"kind" text NOT NULL,
	"values" text[] NOT NULL,
	"deliverable" boolean NOT NULL,
	"charge_paise" integer DEFAULT 0 NOT NULL,
	"free_above_paise" integer,
	"cod_available" boolean NOT NULL,
	"cod_limit_paise" integer,
	"days_from" integer NOT NULL,
	"days_to" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_charge_check" CHECK ("delivery_zones"."charge_paise" >= 0),
	CONSTRAINT "delivery_zones_free_above_check" CHECK ("delivery_zones"."free_above_paise" IS NULL OR "delivery_zones"."free_above_paise" >= 0),
	CONSTRAINT "delivery_zones_cod_limit_check" CHECK ("delivery_zones"."cod_limit_paise" IS NULL OR "delivery_zones"."cod_limit_paise" >= 0),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."days_from" >= 0 AND "delivery_zones"."days_to" >= "delivery_zones"."days_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_priority_key" ON "delivery_zones" USING btree ("priority");--> statement-breakpoint
-- Each pincode rule becomes a zone of its own. A rule's longest prefix won before; zones are asked
-- in priority order, so the longer a prefix the earlier its zone: every pincode keeps its answer.
-- Rules said nothing about days; the zones start at 2 to 7 working days.
INSERT INTO "delivery_zones" ("name", "priority", "kind", "values", "deliverable", "charge_paise", "cod_available", "days_from", "days_to", "created_at", "updated_at")
	SELECT
		CASE WHEN length("prefix") = 6 THEN 'Pincode ' || "prefix" ELSE 'Pincodes starting ' || "prefix" END,
		row_number() OVER (ORDER BY length("prefix") DESC, "prefix"),
		CASE WHEN length("prefix") = 6 THEN 'PINCODE' ELSE 'PREFIX' END,
		ARRAY["prefix"], "available", "charge_paise", "cod_available", 2, 7, "created_at", "updated_at"
	FROM "pincode_rules";--> statement-breakpoint
DROP TABLE "pincode_rules" CASCADE;