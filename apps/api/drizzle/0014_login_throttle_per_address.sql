CREATE TABLE "login_address_throttle" (
	"address" varchar(64) PRIMARY KEY NOT NULL,
	"tat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle_address" (
	"cpf" varchar(11) NOT NULL,
	"address" varchar(64) NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_address_cpf_address_pk" PRIMARY KEY("cpf","address")
);
--> statement-breakpoint
CREATE INDEX "login_address_throttle_tat_idx" ON "login_address_throttle" USING btree ("tat");--> statement-breakpoint
CREATE INDEX "login_throttle_address_updated_idx" ON "login_throttle_address" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "consecutive_failures";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "locked_until";