-- UNLOGGED (decision 135): the counters of the per-user request limits need no WAL and no fsync on
-- the lookup's path; a crash that empties the table only forgives the current minute's lookups.
-- drizzle-kit does not model UNLOGGED: the snapshot holds the table as a plain one (same columns).
CREATE UNLOGGED TABLE "rate_limit" (
	"subject" varchar(80) NOT NULL,
	"route" varchar(40) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_subject_route_pk" PRIMARY KEY("subject","route")
);
