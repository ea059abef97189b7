ALTER TABLE "acompanhamento_aluno" ADD COLUMN "respostas_nivel_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acompanhamento_aluno" ADD COLUMN "respostas_nivel_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acompanhamento_aluno" ADD COLUMN "respostas_nivel_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acompanhamento_aluno" ADD COLUMN "respostas_nivel_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each student record's answers per level, kept in the writing transaction (decision 114 addendum):
-- an answer added, moved to another criterion or record, or removed (the cascade of a deleted record
-- included: its own row is then already gone and the update finds nothing).
CREATE OR REPLACE FUNCTION "registro_niveis_resposta"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_old smallint;
  v_new smallint;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.criterio_id = NEW.criterio_id
     AND OLD.acompanhamento_aluno_id = NEW.acompanhamento_aluno_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT nivel INTO v_old FROM criterio WHERE id = OLD.criterio_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT nivel INTO v_new FROM criterio WHERE id = NEW.criterio_id;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.acompanhamento_aluno_id = NEW.acompanhamento_aluno_id THEN
    -- One row version for the usual case, a level changed on the same record.
    UPDATE acompanhamento_aluno SET
      respostas_nivel_1 = respostas_nivel_1 + (v_new = 1)::int - (v_old = 1)::int,
      respostas_nivel_2 = respostas_nivel_2 + (v_new = 2)::int - (v_old = 2)::int,
      respostas_nivel_3 = respostas_nivel_3 + (v_new = 3)::int - (v_old = 3)::int,
      respostas_nivel_4 = respostas_nivel_4 + (v_new = 4)::int - (v_old = 4)::int
    WHERE id = NEW.acompanhamento_aluno_id;
    RETURN NULL;
  END IF;
  IF v_old IS NOT NULL THEN
    UPDATE acompanhamento_aluno SET
      respostas_nivel_1 = respostas_nivel_1 - (v_old = 1)::int,
      respostas_nivel_2 = respostas_nivel_2 - (v_old = 2)::int,
      respostas_nivel_3 = respostas_nivel_3 - (v_old = 3)::int,
      respostas_nivel_4 = respostas_nivel_4 - (v_old = 4)::int
    WHERE id = OLD.acompanhamento_aluno_id;
  END IF;
  IF v_new IS NOT NULL THEN
    UPDATE acompanhamento_aluno SET
      respostas_nivel_1 = respostas_nivel_1 + (v_new = 1)::int,
      respostas_nivel_2 = respostas_nivel_2 + (v_new = 2)::int,
      respostas_nivel_3 = respostas_nivel_3 + (v_new = 3)::int,
      respostas_nivel_4 = respostas_nivel_4 + (v_new = 4)::int
    WHERE id = NEW.acompanhamento_aluno_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "registro_niveis_resposta_trg" AFTER INSERT OR UPDATE OR DELETE ON "resposta_aprendizagem"
  FOR EACH ROW EXECUTE FUNCTION "registro_niveis_resposta"();
--> statement-breakpoint
-- Backfill (bench/src/data.ts runs it again after its trigger-less load).
UPDATE "acompanhamento_aluno" aa SET
  "respostas_nivel_1" = x.n1, "respostas_nivel_2" = x.n2, "respostas_nivel_3" = x.n3, "respostas_nivel_4" = x.n4
FROM (
  SELECT r."acompanhamento_aluno_id" AS id,
         count(*) FILTER (WHERE c."nivel" = 1)::int AS n1, count(*) FILTER (WHERE c."nivel" = 2)::int AS n2,
         count(*) FILTER (WHERE c."nivel" = 3)::int AS n3, count(*) FILTER (WHERE c."nivel" = 4)::int AS n4
    FROM "resposta_aprendizagem" r JOIN "criterio" c ON c."id" = r."criterio_id"
   GROUP BY r."acompanhamento_aluno_id"
) x
WHERE aa."id" = x.id;
