CREATE TABLE "platform"."msg_interaction" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."msg_interaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"action" text NOT NULL,
	"recipient_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_title" text NOT NULL,
	"source_content" text NOT NULL,
	"quote_id" integer,
	"quote_content" text,
	"url" text NOT NULL,
	"state" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."msg_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."msg_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"author_id" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."msg_user_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."msg_user_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_id" text NOT NULL,
	"box" text NOT NULL,
	"notice_id" integer,
	"title" text,
	"content" text,
	"state" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."announcement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"author_id" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."home_carousel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."home_carousel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"url" text NOT NULL,
	"uploader_id" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform"."msg_interaction" ADD CONSTRAINT "msg_interaction_recipient_id_user_info_uuid_fk" FOREIGN KEY ("recipient_id") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."msg_interaction" ADD CONSTRAINT "msg_interaction_sender_id_user_info_uuid_fk" FOREIGN KEY ("sender_id") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."msg_notice" ADD CONSTRAINT "msg_notice_author_id_user_info_uuid_fk" FOREIGN KEY ("author_id") REFERENCES "platform"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."msg_user_notice" ADD CONSTRAINT "msg_user_notice_recipient_id_user_info_uuid_fk" FOREIGN KEY ("recipient_id") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."msg_user_notice" ADD CONSTRAINT "msg_user_notice_notice_id_msg_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "platform"."msg_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."announcement" ADD CONSTRAINT "announcement_author_id_user_info_uuid_fk" FOREIGN KEY ("author_id") REFERENCES "platform"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."home_carousel" ADD CONSTRAINT "home_carousel_uploader_id_user_info_uuid_fk" FOREIGN KEY ("uploader_id") REFERENCES "platform"."user_info"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "msg_interaction_box_idx" ON "platform"."msg_interaction" USING btree ("recipient_id","category","state");--> statement-breakpoint
CREATE INDEX "msg_notice_type_idx" ON "platform"."msg_notice" USING btree ("type","gmt_create");--> statement-breakpoint
CREATE INDEX "msg_user_notice_box_idx" ON "platform"."msg_user_notice" USING btree ("recipient_id","box","state");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_user_notice_copy_key" ON "platform"."msg_user_notice" USING btree ("recipient_id","notice_id");--> statement-breakpoint
CREATE INDEX "announcement_status_idx" ON "platform"."announcement" USING btree ("status","gmt_create");