CREATE TABLE "platform"."login_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."site_config_stamp" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."generated_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform"."login_log" ADD CONSTRAINT "login_log_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_log_uid_idx" ON "platform"."login_log" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "login_log_time_idx" ON "platform"."login_log" USING btree ("gmt_create");--> statement-breakpoint
-- The stamp's one row, moved by every change of site_config, whoever writes it: a server process
-- that reads the same stamp as before knows its cached settings are current.
INSERT INTO "platform"."site_config_stamp" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "platform"."site_config_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform"."site_config_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "site_config_touched" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform"."site_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform"."site_config_touched"();
