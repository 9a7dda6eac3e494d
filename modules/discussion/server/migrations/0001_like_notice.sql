CREATE TABLE "discussion"."like_notice" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"uid" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "like_notice_kind_item_id_uid_pk" PRIMARY KEY("kind","item_id","uid")
);
