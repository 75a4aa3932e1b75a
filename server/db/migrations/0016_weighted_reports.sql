ALTER TABLE "post_reports" ADD COLUMN "weight" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "dismissed_at" timestamp with time zone;