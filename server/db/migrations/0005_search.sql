CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"url" text NOT NULL,
	"norm_title" text NOT NULL,
	"norm_text" text NOT NULL,
	"bigrams" text[] NOT NULL,
	"choseong" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"sort_hint" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"document_count" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_idx" ON "search_documents" USING btree ("ref_id","kind");--> statement-breakpoint
CREATE INDEX "search_documents_bigrams_idx" ON "search_documents" USING gin ("bigrams");--> statement-breakpoint
CREATE INDEX "search_documents_norm_title_trgm_idx" ON "search_documents" USING gin ("norm_title" gin_trgm_ops);