ALTER TABLE "problems"."outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems"."outbox" ADD COLUMN "next_try_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems"."submission" ADD COLUMN "judge_starts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems"."submission" ADD COLUMN "judge_delivery" integer DEFAULT 0 NOT NULL;