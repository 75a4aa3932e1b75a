CREATE TABLE "career_job_licenses" (
	"job_id" integer NOT NULL,
	"license_id" text NOT NULL,
	CONSTRAINT "career_job_licenses_job_id_license_id_pk" PRIMARY KEY("job_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "career_job_majors" (
	"job_id" integer NOT NULL,
	"major_name" text NOT NULL,
	CONSTRAINT "career_job_majors_job_id_major_name_pk" PRIMARY KEY("job_id","major_name")
);
--> statement-breakpoint
CREATE TABLE "career_jobs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"similar_names" text,
	"employment_path" text,
	"employment_outlook" text,
	"wage" text,
	"preparation" text,
	"training" text,
	"keco_code" text,
	"keco_name" text,
	"ksco_code" text,
	"ksco_name" text,
	"job_category" text,
	"aptitude" text,
	"outlook_summary" text,
	"indicator_reward" real,
	"indicator_stability" real,
	"indicator_growth" real,
	"indicator_conditions" real,
	"indicator_professionalism" real,
	"indicator_equality" real,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_job_licenses" (
	"job_code" text NOT NULL,
	"license_id" text NOT NULL,
	CONSTRAINT "dictionary_job_licenses_job_code_license_id_pk" PRIMARY KEY("job_code","license_id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_jobs" (
	"code" text PRIMARY KEY NOT NULL,
	"code_seq" text NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"duties" text,
	"education_level" text,
	"skill_period" text,
	"work_intensity" text,
	"work_place" text,
	"physical_activity" text,
	"work_environment" text,
	"work_function1" text,
	"work_function2" text,
	"work_function3" text,
	"similar_names" text,
	"related_jobs" text,
	"licenses_text" text,
	"keco_code" text,
	"keco_name" text,
	"ksco_code" text,
	"ksco_name" text,
	"ksic_code" text,
	"ksic_name" text,
	"survey_year" integer,
	"etc" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "language_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text DEFAULT 'language' NOT NULL,
	"organiser" text,
	"score_scale" text,
	"validity" text,
	"license_id" text,
	"source" text NOT NULL,
	CONSTRAINT "language_tests_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "license_ncs_classes" (
	"license_id" text NOT NULL,
	"ncs_code" text NOT NULL,
	CONSTRAINT "license_ncs_classes_license_id_ncs_code_pk" PRIMARY KEY("license_id","ncs_code")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"qualification_type" text NOT NULL,
	"qualification_type_name" text NOT NULL,
	"grade_code" text,
	"grade_name" text,
	"series_group_code" text,
	"job_field_code" text,
	"job_field_name" text,
	"sub_job_field_code" text,
	"sub_job_field_name" text,
	"issuer" text,
	"exam_method" text,
	"pass_criteria" text,
	"fee_written" integer,
	"fee_practical" integer,
	"fee_text" text,
	"certweb_id" text,
	"applicants" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ncs_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"large_code" text NOT NULL,
	"large_name" text NOT NULL,
	"middle_code" text NOT NULL,
	"middle_name" text NOT NULL,
	"small_code" text NOT NULL,
	"small_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_statistic_demographics" (
	"license_id" text NOT NULL,
	"year" integer NOT NULL,
	"dimension" text NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "pass_statistic_demographics_license_id_year_dimension_label_source_pk" PRIMARY KEY("license_id","year","dimension","label","source")
);
--> statement-breakpoint
CREATE TABLE "pass_statistics" (
	"license_id" text NOT NULL,
	"year" integer NOT NULL,
	"stage" text NOT NULL,
	"registered" integer,
	"applicants" integer,
	"passers" integer,
	"pass_rate" real,
	"source" text NOT NULL,
	CONSTRAINT "pass_statistics_license_id_year_stage_source_pk" PRIMARY KEY("license_id","year","stage","source")
);
--> statement-breakpoint
CREATE TABLE "department_majors" (
	"department_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	CONSTRAINT "department_majors_department_id_major_id_pk" PRIMARY KEY("department_id","major_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_licenses" (
	"major_id" integer NOT NULL,
	"license_id" text NOT NULL,
	CONSTRAINT "major_licenses_major_id_license_id_pk" PRIMARY KEY("major_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"main_subjects" text,
	"related_school_subjects" text,
	"employment_rate" real,
	"employment_rate_male" real,
	"employment_rate_female" real,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_desired_jobs" (
	"member_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	CONSTRAINT "member_desired_jobs_member_id_job_id_pk" PRIMARY KEY("member_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "member_desired_subjects" (
	"member_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	CONSTRAINT "member_desired_subjects_member_id_major_id_pk" PRIMARY KEY("member_id","major_id")
);
--> statement-breakpoint
CREATE TABLE "member_licenses" (
	"member_id" integer NOT NULL,
	"license_id" text NOT NULL,
	"kind" text NOT NULL,
	"acquired_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_licenses_member_id_license_id_kind_pk" PRIMARY KEY("member_id","license_id","kind")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" text NOT NULL,
	"password_hash" text,
	"name" text,
	"nickname" text,
	"email" text,
	"phone" text,
	"age" integer,
	"gender" text,
	"mailing" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"social_login" boolean DEFAULT false NOT NULL,
	"education_level" text,
	"education_status" text,
	"status" text DEFAULT 'active' NOT NULL,
	"leave_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"scheduled_on" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"stage" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "exam_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" text NOT NULL,
	"year" integer NOT NULL,
	"round_name" text NOT NULL,
	"description" text,
	"source" text NOT NULL,
	CONSTRAINT "exam_rounds_natural_key" UNIQUE("license_id","year","round_name","source")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset" text NOT NULL,
	"source_dir" text NOT NULL,
	"accepted" integer NOT NULL,
	"rejected" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"use_side" boolean DEFAULT true NOT NULL,
	"use_active" boolean DEFAULT true NOT NULL,
	"image_on" text,
	"image_off" text
);
--> statement-breakpoint
CREATE TABLE "seo_tags" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"keywords" text,
	"canonical" text,
	"image" text,
	"author" text,
	"publisher" text,
	"subject" text
);
--> statement-breakpoint
ALTER TABLE "career_job_licenses" ADD CONSTRAINT "career_job_licenses_job_id_career_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."career_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_licenses" ADD CONSTRAINT "career_job_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_majors" ADD CONSTRAINT "career_job_majors_job_id_career_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."career_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_job_licenses" ADD CONSTRAINT "dictionary_job_licenses_job_code_dictionary_jobs_code_fk" FOREIGN KEY ("job_code") REFERENCES "public"."dictionary_jobs"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_job_licenses" ADD CONSTRAINT "dictionary_job_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_tests" ADD CONSTRAINT "language_tests_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_ncs_classes" ADD CONSTRAINT "license_ncs_classes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_ncs_classes" ADD CONSTRAINT "license_ncs_classes_ncs_code_ncs_classes_code_fk" FOREIGN KEY ("ncs_code") REFERENCES "public"."ncs_classes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_statistic_demographics" ADD CONSTRAINT "pass_statistic_demographics_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_statistics" ADD CONSTRAINT "pass_statistics_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_majors" ADD CONSTRAINT "department_majors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_majors" ADD CONSTRAINT "department_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_licenses" ADD CONSTRAINT "major_licenses_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_licenses" ADD CONSTRAINT "major_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_desired_jobs" ADD CONSTRAINT "member_desired_jobs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_desired_jobs" ADD CONSTRAINT "member_desired_jobs_job_id_career_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."career_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_desired_subjects" ADD CONSTRAINT "member_desired_subjects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_desired_subjects" ADD CONSTRAINT "member_desired_subjects_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_licenses" ADD CONSTRAINT "member_licenses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_licenses" ADD CONSTRAINT "member_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_schedules" ADD CONSTRAINT "personal_schedules_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_phases" ADD CONSTRAINT "exam_phases_round_id_exam_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."exam_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD CONSTRAINT "exam_rounds_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_job_licenses_license_idx" ON "career_job_licenses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "dictionary_jobs_keco_idx" ON "dictionary_jobs" USING btree ("keco_code");--> statement-breakpoint
CREATE INDEX "licenses_type_grade_idx" ON "licenses" USING btree ("qualification_type","grade_name");--> statement-breakpoint
CREATE INDEX "licenses_job_field_idx" ON "licenses" USING btree ("job_field_code","sub_job_field_code");--> statement-breakpoint
CREATE INDEX "licenses_applicants_idx" ON "licenses" USING btree ("applicants" desc);--> statement-breakpoint
CREATE INDEX "licenses_certweb_idx" ON "licenses" USING btree ("certweb_id");--> statement-breakpoint
CREATE INDEX "department_majors_major_idx" ON "department_majors" USING btree ("major_id");--> statement-breakpoint
CREATE INDEX "major_licenses_license_idx" ON "major_licenses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "member_licenses_license_idx" ON "member_licenses" USING btree ("license_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "members_login_id_idx" ON "members" USING btree ("login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "personal_schedules_member_date_idx" ON "personal_schedules" USING btree ("member_id","scheduled_on");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "exam_phases_round_idx" ON "exam_phases" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "exam_phases_starts_idx" ON "exam_phases" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "exam_phases_ends_idx" ON "exam_phases" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "exam_rounds_year_idx" ON "exam_rounds" USING btree ("year");