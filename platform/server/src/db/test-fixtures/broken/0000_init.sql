CREATE SCHEMA "broken";
--> statement-breakpoint
CREATE TABLE "broken"."things" (
	"id" integer PRIMARY KEY NOT NULL
);
