CREATE SCHEMA "admin";
--> statement-breakpoint
CREATE TABLE "admin"."plagiarism_check" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin"."plagiarism_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"only_accepted" integer DEFAULT 1 NOT NULL,
	"threshold" integer DEFAULT 30 NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"pairs" integer DEFAULT 0 NOT NULL,
	"error" text,
	"uid" text,
	"username" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_finished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin"."plagiarism_pair" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin"."plagiarism_pair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"check_id" integer NOT NULL,
	"language" text NOT NULL,
	"a" integer NOT NULL,
	"b" integer NOT NULL,
	"similarity_a" double precision NOT NULL,
	"similarity_b" double precision NOT NULL,
	"similarity" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."plagiarism_submission" (
	"check_id" integer NOT NULL,
	"submit_id" integer NOT NULL,
	"uid" text NOT NULL,
	"username" text NOT NULL,
	"problem" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"submit_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin"."plagiarism_pair" ADD CONSTRAINT "plagiarism_pair_check_id_plagiarism_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "admin"."plagiarism_check"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin"."plagiarism_submission" ADD CONSTRAINT "plagiarism_submission_check_id_plagiarism_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "admin"."plagiarism_check"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plagiarism_check_time_idx" ON "admin"."plagiarism_check" USING btree ("gmt_create");--> statement-breakpoint
CREATE INDEX "plagiarism_pair_rank_idx" ON "admin"."plagiarism_pair" USING btree ("check_id","similarity");--> statement-breakpoint
CREATE INDEX "plagiarism_submission_key" ON "admin"."plagiarism_submission" USING btree ("check_id","submit_id");