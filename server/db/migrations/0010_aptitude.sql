CREATE TABLE "aptitude_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"instrument" text NOT NULL,
	"member_id" integer,
	"visitor_key" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "edu_fair_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edu_fair_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"organization" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"attendees" integer DEFAULT 1 NOT NULL,
	"member_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"admin_memo" text,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_booths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exhibition_booths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booth_no" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aptitude_attempts" ADD CONSTRAINT "aptitude_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_fair_registrations" ADD CONSTRAINT "edu_fair_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aptitude_attempts_member_idx" ON "aptitude_attempts" USING btree ("member_id","instrument","completed_at");--> statement-breakpoint
CREATE INDEX "aptitude_attempts_visitor_idx" ON "aptitude_attempts" USING btree ("visitor_key","instrument");