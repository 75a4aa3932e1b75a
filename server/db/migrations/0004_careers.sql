CREATE TABLE "board_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board" text NOT NULL,
	"category" text,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author" text,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_privileges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "university_privileges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"university" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"license_id" text,
	"license_name" text NOT NULL,
	"privilege" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "university_privileges_natural_key" UNIQUE("university","department","license_name")
);
--> statement-breakpoint
ALTER TABLE "university_privileges" ADD CONSTRAINT "university_privileges_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_posts_board_category_idx" ON "board_posts" USING btree ("board","category","created_at");--> statement-breakpoint
CREATE INDEX "university_privileges_license_idx" ON "university_privileges" USING btree ("license_id");