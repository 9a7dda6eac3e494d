CREATE TABLE "platform"."challenges" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."verification_codes" (
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verification_codes_purpose_target_pk" PRIMARY KEY("purpose","target")
);
--> statement-breakpoint
CREATE INDEX "challenges_expires_idx" ON "platform"."challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "platform"."rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "platform"."verification_codes" USING btree ("expires_at");