DROP INDEX "members_email_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "members" SET "email_verified_at" = "created_at" WHERE "social_login" AND "email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree (lower("email")) WHERE "members"."email_verified_at" is not null;