CREATE TABLE "contests"."contest_stamp" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The stamp's one row, moved by every change of contest, whoever writes it: a server process that
-- reads the same stamp as before knows the sealed contests it keeps are current. The NOTIFY tells a
-- process that listens (the embedded database, whose one process sees every write) at the commit.
INSERT INTO "contests"."contest_stamp" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "contests"."contest_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contests"."contest_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('oj_contests_contest', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contest_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contests"."contest"
  FOR EACH STATEMENT EXECUTE FUNCTION "contests"."contest_touched"();
