-- Abandoned carts (decision 0064): a signed-in shopper's cart kept on the server, the record of
-- each reminded cart and the order that followed it, and the account's marketing opt-out.
CREATE TABLE "reminded_carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminded_carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"reminders_sent" integer DEFAULT 1 NOT NULL,
	"first_reminder_at" timestamp with time zone NOT NULL,
	"last_reminder_at" timestamp with time zone NOT NULL,
	"recovered_order_id" integer,
	"recovered_total_paise" integer,
	"recovered_at" timestamp with time zone,
	CONSTRAINT "reminded_carts_reminders_valid" CHECK ("reminded_carts"."reminders_sent" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "saved_carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"reminded_cart_id" integer,
	CONSTRAINT "saved_carts_reminders_valid" CHECK ("saved_carts"."reminders_sent" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminded_carts" ADD CONSTRAINT "reminded_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminded_carts" ADD CONSTRAINT "reminded_carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_reminded_cart_id_reminded_carts_id_fk" FOREIGN KEY ("reminded_cart_id") REFERENCES "public"."reminded_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminded_carts_first_reminder_idx" ON "reminded_carts" USING btree ("first_reminder_at");--> statement-breakpoint
CREATE INDEX "reminded_carts_user_idx" ON "reminded_carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminded_carts_order_key" ON "reminded_carts" USING btree ("recovered_order_id");--> statement-breakpoint
CREATE INDEX "saved_carts_waiting_idx" ON "saved_carts" USING btree ("updated_at") WHERE "saved_carts"."reminders_sent" < 2 and jsonb_array_length("saved_carts"."items") > 0;