ALTER TABLE "problems"."submission" ADD COLUMN "display_id" varchar(100);--> statement-breakpoint
ALTER TABLE "problems"."submission" ADD COLUMN "stop_at_first_failure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problems"."submission" ADD COLUMN "judged_before" boolean DEFAULT false NOT NULL;