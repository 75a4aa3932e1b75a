CREATE TABLE "license_preference_laws" (
	"license_id" text NOT NULL,
	"law" text NOT NULL,
	"articles" text NOT NULL,
	"uses" text NOT NULL,
	"preference_class" text NOT NULL,
	"serious_accident_law" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "license_preference_laws_license_id_law_pk" PRIMARY KEY("license_id","law")
);
--> statement-breakpoint
ALTER TABLE "license_preference_laws" ADD CONSTRAINT "license_preference_laws_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;