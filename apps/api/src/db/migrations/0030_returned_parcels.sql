ALTER TABLE "order_status_events" ADD COLUMN "changed_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_received_at" timestamp with time zone;