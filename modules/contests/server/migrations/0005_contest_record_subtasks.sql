ALTER TABLE "contests"."contest_record" ADD COLUMN "subtasks" jsonb;--> statement-breakpoint
ALTER TABLE "contests"."virtual_record" ADD COLUMN "subtasks" jsonb;