CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "platform"."auth" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform"."auth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platform"."login_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."role" (
	"id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"description" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "platform"."role_auth" (
	"role_id" integer NOT NULL,
	"auth_id" integer NOT NULL,
	CONSTRAINT "role_auth_role_id_auth_id_pk" PRIMARY KEY("role_id","auth_id")
);
--> statement-breakpoint
CREATE TABLE "platform"."sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."user_info" (
	"uuid" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"email" text,
	"nickname" text,
	"realname" text,
	"school" text,
	"number" text,
	"avatar" text,
	"gender" text DEFAULT 'secrecy' NOT NULL,
	"signature" text,
	"github" text,
	"blog" text,
	"cf_username" text,
	"title_name" text,
	"title_color" text,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."user_role" (
	"uid" text NOT NULL,
	"role_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_role_uid_role_id_pk" PRIMARY KEY("uid","role_id")
);
--> statement-breakpoint
CREATE TABLE "platform"."site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform"."role_auth" ADD CONSTRAINT "role_auth_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "platform"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."role_auth" ADD CONSTRAINT "role_auth_auth_id_auth_id_fk" FOREIGN KEY ("auth_id") REFERENCES "platform"."auth"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."sessions" ADD CONSTRAINT "sessions_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."user_role" ADD CONSTRAINT "user_role_uid_user_info_uuid_fk" FOREIGN KEY ("uid") REFERENCES "platform"."user_info"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."user_role" ADD CONSTRAINT "user_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "platform"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "platform"."sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "platform"."sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_username_key" ON "platform"."user_info" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_email_key" ON "platform"."user_info" USING btree (lower("email"));