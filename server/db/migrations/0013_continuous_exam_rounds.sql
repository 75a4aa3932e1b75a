CREATE TABLE "continuous_exam_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "continuous_exam_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"round_name" text NOT NULL,
	"description" text NOT NULL,
	"written_reg_starts_on" date,
	"written_reg_ends_on" date,
	"written_exam_on" date,
	"practical_reg_starts_on" date,
	"practical_reg_ends_on" date,
	"practical_exam_starts_on" date,
	"practical_exam_ends_on" date,
	"final_result_on" date,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "continuous_exam_rounds_natural_key" UNIQUE("year","round_name")
);
