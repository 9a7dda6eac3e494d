CREATE TABLE "problems"."user_problem_rank" (
	"uid" text NOT NULL,
	"pid" integer NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"ac" boolean DEFAULT false NOT NULL,
	"best" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_problem_rank_uid_pid_pk" PRIMARY KEY("uid","pid")
);
--> statement-breakpoint
CREATE TABLE "problems"."user_rank" (
	"uid" text PRIMARY KEY NOT NULL,
	"username" varchar(255) NOT NULL,
	"nickname" varchar(255),
	"realname" varchar(255),
	"ac" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problems"."user_problem_rank" ADD CONSTRAINT "user_problem_rank_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "problems"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_rank_acm_idx" ON "problems"."user_rank" USING btree ("ac" desc,"total","uid");--> statement-breakpoint
CREATE INDEX "user_rank_oi_idx" ON "problems"."user_rank" USING btree ("score" desc,"ac" desc,"total","uid");--> statement-breakpoint
CREATE INDEX "user_rank_active_idx" ON "problems"."user_rank" USING btree ("uid") WHERE "problems"."user_rank"."total" > 0;--> statement-breakpoint
-- Backfill: the standings and ranks of the public submissions already judged (as updateRank keeps them).
INSERT INTO "problems"."user_problem_rank" ("uid", "pid", "tries", "ac", "best")
SELECT "uid", "pid",
	count(*) FILTER (WHERE "counted_status" IS NOT NULL)::int,
	coalesce(bool_or("counted_status" = 0), false),
	coalesce(max("oi_rank_score") FILTER (WHERE "counted_status" NOT IN (-2, 4)), 0)::int
FROM "problems"."submission"
WHERE "cid" = 0 AND "gid" IS NULL
GROUP BY "uid", "pid";--> statement-breakpoint
INSERT INTO "problems"."user_rank" ("uid", "username", "ac", "total", "score")
SELECT r."uid",
	(SELECT s."username" FROM "problems"."submission" s WHERE s."uid" = r."uid" ORDER BY s."submit_time" DESC LIMIT 1),
	count(*) FILTER (WHERE r."ac")::int, sum(r."tries")::int, sum(r."best")::int
FROM "problems"."user_problem_rank" r
GROUP BY r."uid";
