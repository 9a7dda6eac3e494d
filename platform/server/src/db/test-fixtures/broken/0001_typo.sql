ALTER TABLE "broken"."thingz" ADD COLUMN "name" text;
