CREATE TABLE "sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"scheduled_for" date,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	CONSTRAINT "sync_runs_scheduled_key" UNIQUE("trigger","scheduled_for")
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "fees_as_of" date;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "source_ref" text;--> statement-breakpoint
CREATE INDEX "sync_runs_started_idx" ON "sync_runs" USING btree ("started_at");