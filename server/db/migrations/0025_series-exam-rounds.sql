CREATE TABLE "series_exam_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_exam_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"series" text NOT NULL,
	"round_name" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"phases" jsonb NOT NULL,
	CONSTRAINT "series_exam_rounds_natural_key" UNIQUE("year","series","round_name")
);
