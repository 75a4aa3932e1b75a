CREATE TABLE "license_favorites" (
	"member_id" integer NOT NULL,
	"license_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_favorites_member_id_license_id_pk" PRIMARY KEY("member_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"offsets" integer[] NOT NULL,
	"personal_schedules" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"license_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"event_on" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"email_status" text,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "license_favorites" ADD CONSTRAINT "license_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_favorites" ADD CONSTRAINT "license_favorites_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_favorites_license_idx" ON "license_favorites" USING btree ("license_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_settings_feed_token_idx" ON "reminder_settings" USING btree ("feed_token");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_member_key_idx" ON "reminders" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "reminders_member_delivered_idx" ON "reminders" USING btree ("member_id","delivered_at");