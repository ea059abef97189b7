CREATE TABLE "painel_escola_cadastro" (
	"escola_id" integer PRIMARY KEY NOT NULL,
	"cadastrados" integer DEFAULT 0 NOT NULL,
	"sem_turma" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "painel_turma_alunos" (
	"turma_id" integer PRIMARY KEY NOT NULL,
	"enturmados" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "painel_escola_cadastro" ADD CONSTRAINT "painel_escola_cadastro_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_turma_alunos" ADD CONSTRAINT "painel_turma_alunos_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 090: registration counts for /painel-siam, kept by triggers on aluno and aluno_turma.
-- painel_escola_cadastro: per school of record, the students (not deleted) and those with no current
-- stay; painel_turma_alunos: per class, the current stays. At most one current stay per student
-- (aluno_turma_current_key), so opening one always takes the student out of "sem turma".
CREATE FUNCTION "painel_escola_ajustar"(p_escola integer, p_cadastrados integer, p_sem_turma integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_escola IS NULL OR (p_cadastrados = 0 AND p_sem_turma = 0) THEN
    RETURN;
  END IF;
  INSERT INTO painel_escola_cadastro AS p (escola_id, cadastrados, sem_turma)
  VALUES (p_escola, p_cadastrados, p_sem_turma)
  ON CONFLICT (escola_id) DO UPDATE SET
    cadastrados = p.cadastrados + excluded.cadastrados, sem_turma = p.sem_turma + excluded.sem_turma;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "painel_turma_ajustar"(p_turma integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO painel_turma_alunos AS p (turma_id, enturmados) VALUES (p_turma, p_delta)
  ON CONFLICT (turma_id) DO UPDATE SET enturmados = p.enturmados + excluded.enturmados;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "painel_aluno"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_sem integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.escola_id IS NOT DISTINCT FROM NEW.escola_id
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    v_sem := CASE WHEN EXISTS (SELECT 1 FROM aluno_turma WHERE aluno_id = OLD.id AND data_fim IS NULL) THEN 0 ELSE 1 END;
    PERFORM painel_escola_ajustar(OLD.escola_id, -1, -v_sem);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    v_sem := CASE WHEN EXISTS (SELECT 1 FROM aluno_turma WHERE aluno_id = NEW.id AND data_fim IS NULL) THEN 0 ELSE 1 END;
    PERFORM painel_escola_ajustar(NEW.escola_id, 1, v_sem);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_aluno_trg" AFTER INSERT OR UPDATE OR DELETE ON "aluno"
  FOR EACH ROW EXECUTE FUNCTION "painel_aluno"();
--> statement-breakpoint
CREATE FUNCTION "painel_aluno_turma"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.turma_id = NEW.turma_id AND OLD.aluno_id = NEW.aluno_id
     AND (OLD.data_fim IS NULL) = (NEW.data_fim IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.data_fim IS NULL THEN
    PERFORM painel_turma_ajustar(OLD.turma_id, -1);
    PERFORM painel_escola_ajustar((SELECT escola_id FROM aluno WHERE id = OLD.aluno_id AND deleted_at IS NULL), 0, 1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.data_fim IS NULL THEN
    PERFORM painel_turma_ajustar(NEW.turma_id, 1);
    PERFORM painel_escola_ajustar((SELECT escola_id FROM aluno WHERE id = NEW.aluno_id AND deleted_at IS NULL), 0, -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_aluno_turma_trg" AFTER INSERT OR UPDATE OR DELETE ON "aluno_turma"
  FOR EACH ROW EXECUTE FUNCTION "painel_aluno_turma"();
--> statement-breakpoint
INSERT INTO "painel_escola_cadastro" (escola_id, cadastrados, sem_turma)
SELECT a.escola_id, count(*), count(*) FILTER (WHERE at.id IS NULL)
  FROM aluno a LEFT JOIN aluno_turma at ON at.aluno_id = a.id AND at.data_fim IS NULL
 WHERE a.deleted_at IS NULL AND a.escola_id IS NOT NULL
 GROUP BY a.escola_id;
--> statement-breakpoint
INSERT INTO "painel_turma_alunos" (turma_id, enturmados)
SELECT turma_id, count(*) FROM aluno_turma WHERE data_fim IS NULL GROUP BY turma_id;
