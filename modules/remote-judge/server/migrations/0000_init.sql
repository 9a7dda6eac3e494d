CREATE SCHEMA "remote-judge";
--> statement-breakpoint
CREATE TABLE "remote-judge"."account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote-judge"."account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oj" varchar(20) NOT NULL,
	"username" varchar(255) NOT NULL,
	"secret" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_oj_username_key" UNIQUE("oj","username")
);
