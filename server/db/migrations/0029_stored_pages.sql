CREATE TABLE "stored_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"day" text NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"serve_stale" boolean DEFAULT false NOT NULL,
	"claimed_until" timestamp with time zone,
	"etag" text NOT NULL,
	"headers" jsonb NOT NULL,
	"csp" text NOT NULL,
	"br" "bytea" NOT NULL,
	"gzip" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_pages_path_idx" ON "stored_pages" USING btree ("path");--> statement-breakpoint
CREATE INDEX "stored_pages_stale_idx" ON "stored_pages" USING btree ("stale") WHERE "stored_pages"."stale";--> statement-breakpoint
ALTER TABLE "stored_pages" ALTER COLUMN "br" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "stored_pages" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;
