-- One row per access instead of one per student (decision 104 addendum): a class list of 40 students
-- was 40 rows, 40 sequence values and 80 index entries per read; it is now one row with the 40 ids,
-- found again by a GIN index. The rows already written keep their student as a one-element array.
ALTER TABLE "student_access_log" ADD COLUMN "aluno_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The log is append-only (0008's trigger): the trigger is off for this one rewrite, in the
-- migration's transaction, and on again before it commits.
ALTER TABLE "student_access_log" DISABLE TRIGGER "student_access_log_append_only";--> statement-breakpoint
UPDATE "student_access_log" SET "aluno_ids" = ARRAY["aluno_id"] WHERE "aluno_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "student_access_log" ENABLE TRIGGER "student_access_log_append_only";--> statement-breakpoint
DROP INDEX "student_access_log_aluno_idx";--> statement-breakpoint
ALTER TABLE "student_access_log" DROP COLUMN "aluno_id";--> statement-breakpoint
CREATE INDEX "student_access_log_alunos_idx" ON "student_access_log" USING gin ("aluno_ids");
