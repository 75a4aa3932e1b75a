ALTER TABLE "licenses" ADD COLUMN "applicants_year" integer;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "figure_family" text;