CREATE TABLE "problems"."list_stamp" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The stamp's one row, moved by every change of the tables a public problem list page is made of,
-- whoever writes them: a server process that reads the same stamp as before knows the pages it keeps
-- are current. The NOTIFY tells a process that listens (the embedded database, whose one process
-- sees every write) at the commit, so that it need not read the stamp at all.
INSERT INTO "problems"."list_stamp" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "problems"."list_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "problems"."list_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('oj_problem_list', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problems"."problem"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problems"."problem_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problems"."tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problems"."problem_tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_touched"();
