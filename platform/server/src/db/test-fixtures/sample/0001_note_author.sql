ALTER TABLE "sample"."notes" ADD COLUMN "author" text DEFAULT 'anonymous' NOT NULL;
