CREATE SCHEMA "discussion";
--> statement-breakpoint
CREATE TABLE "discussion"."category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion"."comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer,
	"did" integer,
	"content" text NOT NULL,
	"from_uid" text NOT NULL,
	"from_name" text NOT NULL,
	"from_role" text NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_one_scope" CHECK (("discussion"."comment"."cid" is null) <> ("discussion"."comment"."did" is null))
);
--> statement-breakpoint
CREATE TABLE "discussion"."comment_like" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."comment_like_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"uid" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion"."discussion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."discussion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"pid" text,
	"uid" text NOT NULL,
	"author" text NOT NULL,
	"role" text NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"top_priority" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion"."discussion_like" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."discussion_like_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"did" integer NOT NULL,
	"uid" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion"."discussion_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."discussion_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"did" integer NOT NULL,
	"reporter_uid" text NOT NULL,
	"reporter" text NOT NULL,
	"content" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion"."reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion"."reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"from_uid" text NOT NULL,
	"from_name" text NOT NULL,
	"from_role" text NOT NULL,
	"to_uid" text,
	"to_name" text,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion"."comment" ADD CONSTRAINT "comment_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "discussion"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion"."comment_like" ADD CONSTRAINT "comment_like_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "discussion"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion"."discussion" ADD CONSTRAINT "discussion_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "discussion"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion"."discussion_like" ADD CONSTRAINT "discussion_like_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "discussion"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion"."discussion_report" ADD CONSTRAINT "discussion_report_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "discussion"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion"."reply" ADD CONSTRAINT "reply_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "discussion"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_did_idx" ON "discussion"."comment" USING btree ("did","id");--> statement-breakpoint
CREATE INDEX "comment_cid_idx" ON "discussion"."comment" USING btree ("cid","id");--> statement-breakpoint
CREATE INDEX "comment_from_idx" ON "discussion"."comment" USING btree ("from_uid","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_like_once" ON "discussion"."comment_like" USING btree ("comment_id","uid");--> statement-breakpoint
CREATE INDEX "discussion_order_idx" ON "discussion"."discussion" USING btree ("top_priority" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_pid_idx" ON "discussion"."discussion" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "discussion_uid_idx" ON "discussion"."discussion" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_like_once" ON "discussion"."discussion_like" USING btree ("did","uid");--> statement-breakpoint
CREATE INDEX "discussion_report_order_idx" ON "discussion"."discussion_report" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reply_comment_idx" ON "discussion"."reply" USING btree ("comment_id","id");--> statement-breakpoint
CREATE INDEX "reply_from_idx" ON "discussion"."reply" USING btree ("from_uid","gmt_create");