CREATE SCHEMA "contests";
--> statement-breakpoint
CREATE TABLE "contests"."note" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests"."note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"author_uid" text NOT NULL,
	"author" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
