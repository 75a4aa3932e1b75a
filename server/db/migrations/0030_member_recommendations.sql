CREATE TABLE "member_recommendations" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"computed_for" date NOT NULL,
	"spec_hash" text NOT NULL,
	"catalogue_fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_recommendations" ADD CONSTRAINT "member_recommendations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;