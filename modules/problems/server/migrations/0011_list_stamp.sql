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
-- Moved once per transaction, at its commit (deferred constraint triggers): the stamp's row is the
-- last lock a writer takes and is held only while it commits, so that verdicts of other problems
-- (problem_stats, every judged run) wait for it only that long and never in a cycle with another
-- lock of theirs.
CREATE FUNCTION "problems"."list_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oj.list_touched', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('oj.list_touched', txid_current()::text, true);
    UPDATE "problems"."list_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM pg_notify('oj_problem_list', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE ON "problems"."problem"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE ON "problems"."problem_stats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE ON "problems"."tag"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "list_touched" AFTER INSERT OR UPDATE OR DELETE ON "problems"."problem_tag"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "problems"."list_touched"();--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it moves the stamp at once.
CREATE FUNCTION "problems"."list_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "problems"."list_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('oj_problem_list', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "list_truncated" AFTER TRUNCATE ON "problems"."problem"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_truncated"();--> statement-breakpoint
CREATE TRIGGER "list_truncated" AFTER TRUNCATE ON "problems"."problem_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_truncated"();--> statement-breakpoint
CREATE TRIGGER "list_truncated" AFTER TRUNCATE ON "problems"."tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_truncated"();--> statement-breakpoint
CREATE TRIGGER "list_truncated" AFTER TRUNCATE ON "problems"."problem_tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "problems"."list_truncated"();
