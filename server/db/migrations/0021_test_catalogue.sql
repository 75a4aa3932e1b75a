CREATE TABLE "test_catalogue" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"language" text,
	"organiser" text NOT NULL,
	"official_url" text NOT NULL,
	"score_scale" text,
	"validity" text,
	"test_format" text,
	"usage" text,
	"usage_source_url" text,
	"aliases" text,
	"source_url" text NOT NULL,
	"as_of" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"edited_by_admin" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_catalogue_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "test_favorites" (
	"member_id" integer NOT NULL,
	"test_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_favorites_member_id_test_id_pk" PRIMARY KEY("member_id","test_id")
);
--> statement-breakpoint
ALTER TABLE "test_favorites" ADD CONSTRAINT "test_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_favorites" ADD CONSTRAINT "test_favorites_test_id_test_catalogue_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."test_catalogue"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "test_catalogue_kind_idx" ON "test_catalogue" USING btree ("kind","sort_order");