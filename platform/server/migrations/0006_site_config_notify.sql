-- Besides moving the stamp, a change of site_config is announced on the channel oj_site_config at
-- its commit: a process that listens (the embedded database, whose one process sees every write)
-- keeps its cached settings until told, instead of asking the stamp on every read.
CREATE OR REPLACE FUNCTION "platform"."site_config_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform"."site_config_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('oj_site_config', '');
  RETURN NULL;
END
$$;
