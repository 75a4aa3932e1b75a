CREATE TABLE "news_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_external_idx" ON "posts" USING btree ("board_slug","external_id") WHERE external_id is not null;