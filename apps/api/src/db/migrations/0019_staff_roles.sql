ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every admin made before staff roles could do everything: each keeps that as an owner.
UPDATE "users" SET "staff_role" = 'OWNER' WHERE "role" = 'ADMIN';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("users"."role" = 'ADMIN') = ("users"."staff_role" is not null));
