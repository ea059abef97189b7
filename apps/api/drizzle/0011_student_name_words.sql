-- Decision 111 (addendum): the vocabulary of the folded name words, so that the fuzzy name search
-- narrowed by a municipality reads the students having a word like the ones typed instead of
-- computing the word similarity of every student of the municipality.
-- nome_palavra: each distinct word of aluno.nome_normalizado, with a trigram index (typed word →
-- similar known words). Words are never removed (a word without students costs one small row; a
-- delete would race a concurrent insert of the same word).
-- aluno_palavra: each student (not deleted, with a school of record) × each word of their name, with
-- the school, so that (word, school) finds the students of a place by the primary key. No foreign
-- keys: the trigger below is the only writer (it also handles a hard delete) and words are never
-- removed; a key check per link made the backfill of 1 M students 2.5 times slower (107 s instead of
-- 44 s on the loaded bench machine) and would lock a common word's row ('maria') in every registration.
-- Every statement can run again on a database that has them (IF NOT EXISTS, OR REPLACE, ON CONFLICT).
CREATE TABLE IF NOT EXISTS "nome_palavra" (
	"id" serial PRIMARY KEY NOT NULL,
	"palavra" varchar(80) NOT NULL,
	CONSTRAINT "nome_palavra_palavra_key" UNIQUE("palavra")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "nome_palavra_trgm_idx" ON "nome_palavra" USING gin ("palavra" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "aluno_palavra" (
	"palavra_id" integer NOT NULL,
	"escola_id" integer NOT NULL,
	"aluno_id" integer NOT NULL,
	CONSTRAINT "aluno_palavra_pkey" PRIMARY KEY("palavra_id","escola_id","aluno_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "aluno_palavra_aluno_idx" ON "aluno_palavra" USING btree ("aluno_id");
--> statement-breakpoint
-- Kept in the writing transaction: a student's links are rewritten when their folded name, school
-- or deletion changes (any other update leaves them alone).
CREATE OR REPLACE FUNCTION "aluno_palavra_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.nome_normalizado IS NOT DISTINCT FROM NEW.nome_normalizado
     AND OLD.escola_id IS NOT DISTINCT FROM NEW.escola_id
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM aluno_palavra WHERE aluno_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.escola_id IS NOT NULL THEN
    -- Two statements: the second sees a word that a concurrent transaction committed meanwhile.
    INSERT INTO nome_palavra (palavra)
    SELECT DISTINCT w FROM unnest(string_to_array(NEW.nome_normalizado, ' ')) AS w WHERE w <> ''
    ON CONFLICT (palavra) DO NOTHING;
    INSERT INTO aluno_palavra (palavra_id, escola_id, aluno_id)
    SELECT p.id, NEW.escola_id, NEW.id FROM nome_palavra p
    WHERE p.palavra = ANY (string_to_array(NEW.nome_normalizado, ' '));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "aluno_palavra_trg" AFTER INSERT OR UPDATE OF "nome_normalizado", "escola_id", "deleted_at" OR DELETE ON "aluno"
FOR EACH ROW EXECUTE FUNCTION "aluno_palavra_sync"();
-- Backfill: the two statements below (bench/src/data.ts runs them again after its trigger-less load).
--> statement-breakpoint
INSERT INTO "nome_palavra" ("palavra")
SELECT DISTINCT w FROM "aluno" a, unnest(string_to_array(a."nome_normalizado", ' ')) AS w
WHERE a."deleted_at" IS NULL AND a."escola_id" IS NOT NULL AND w <> ''
ON CONFLICT ("palavra") DO NOTHING;
--> statement-breakpoint
INSERT INTO "aluno_palavra" ("palavra_id", "escola_id", "aluno_id")
SELECT DISTINCT p."id", a."escola_id", a."id"
FROM "aluno" a, unnest(string_to_array(a."nome_normalizado", ' ')) AS w, "nome_palavra" p
WHERE a."deleted_at" IS NULL AND a."escola_id" IS NOT NULL AND p."palavra" = w
ON CONFLICT DO NOTHING;
