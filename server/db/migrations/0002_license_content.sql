CREATE TABLE "banner_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text,
	"page_url" text NOT NULL,
	"target_url" text NOT NULL,
	"location" text NOT NULL,
	"device" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_institute_licenses" (
	"institute_id" integer NOT NULL,
	"license_id" text NOT NULL,
	CONSTRAINT "education_institute_licenses_institute_id_license_id_pk" PRIMARY KEY("institute_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "education_institutes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_institutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"region" text NOT NULL,
	"address" text,
	"phone" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"organization" text,
	"url" text,
	"closes_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"publisher" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_lectures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_lectures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text NOT NULL,
	"title" text NOT NULL,
	"provider" text,
	"url" text,
	"price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talk_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_events" ADD CONSTRAINT "banner_events_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_institute_licenses" ADD CONSTRAINT "education_institute_licenses_institute_id_education_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."education_institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_institute_licenses" ADD CONSTRAINT "education_institute_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_goods" ADD CONSTRAINT "license_goods_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_news" ADD CONSTRAINT "license_news_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lectures" ADD CONSTRAINT "online_lectures_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_events_created_idx" ON "banner_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "education_institute_licenses_license_idx" ON "education_institute_licenses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "education_institutes_region_idx" ON "education_institutes" USING btree ("region");--> statement-breakpoint
CREATE INDEX "license_goods_license_kind_idx" ON "license_goods" USING btree ("license_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "license_news_license_idx" ON "license_news" USING btree ("license_id","published_at");--> statement-breakpoint
CREATE INDEX "online_lectures_license_idx" ON "online_lectures" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_posts_license_kind_idx" ON "talk_posts" USING btree ("license_id","kind","created_at");