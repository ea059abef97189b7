CREATE TABLE "painel_nivel_categoria" (
	"acompanhamento_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"n1" integer DEFAULT 0 NOT NULL,
	"n2" integer DEFAULT 0 NOT NULL,
	"n3" integer DEFAULT 0 NOT NULL,
	"n4" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "painel_nivel_categoria_pkey" PRIMARY KEY("acompanhamento_id","categoria_id")
);
--> statement-breakpoint
ALTER TABLE "painel_nivel_categoria" ADD CONSTRAINT "painel_nivel_categoria_acompanhamento_id_acompanhamento_id_fk" FOREIGN KEY ("acompanhamento_id") REFERENCES "public"."acompanhamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_nivel_categoria" ADD CONSTRAINT "painel_nivel_categoria_categoria_id_categoria_ficha_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_ficha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 090: painel_nivel_categoria is kept by triggers on the answer tables.
-- Adds `delta` answers of the criterion's level to the monitoring's row of the criterion's category
-- (nothing when the monitoring is being deleted: its rows go by the foreign key's cascade).
CREATE FUNCTION "painel_niveis_ajustar"(p_acompanhamento integer, p_criterio integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_categoria integer;
  v_nivel smallint;
BEGIN
  IF p_acompanhamento IS NULL OR NOT EXISTS (SELECT 1 FROM acompanhamento WHERE id = p_acompanhamento) THEN
    RETURN;
  END IF;
  SELECT h.categoria_id, c.nivel INTO v_categoria, v_nivel
    FROM criterio c JOIN habilidade h ON h.id = c.habilidade_id WHERE c.id = p_criterio;
  IF v_categoria IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO painel_nivel_categoria AS p (acompanhamento_id, categoria_id, n1, n2, n3, n4)
  VALUES (
    p_acompanhamento, v_categoria,
    CASE WHEN v_nivel = 1 THEN p_delta ELSE 0 END, CASE WHEN v_nivel = 2 THEN p_delta ELSE 0 END,
    CASE WHEN v_nivel = 3 THEN p_delta ELSE 0 END, CASE WHEN v_nivel = 4 THEN p_delta ELSE 0 END
  )
  ON CONFLICT (acompanhamento_id, categoria_id) DO UPDATE SET
    n1 = p.n1 + excluded.n1, n2 = p.n2 + excluded.n2, n3 = p.n3 + excluded.n3, n4 = p.n4 + excluded.n4;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "painel_resposta_aprendizagem"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.criterio_id = NEW.criterio_id
     AND OLD.acompanhamento_aluno_id = NEW.acompanhamento_aluno_id THEN
    RETURN NULL;
  END IF;
  -- A student record being deleted has already taken its answers out (trigger below): its lookup
  -- finds nothing then.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM painel_niveis_ajustar(
      (SELECT acompanhamento_id FROM acompanhamento_aluno WHERE id = OLD.acompanhamento_aluno_id), OLD.criterio_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM painel_niveis_ajustar(
      (SELECT acompanhamento_id FROM acompanhamento_aluno WHERE id = NEW.acompanhamento_aluno_id), NEW.criterio_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_resposta_aprendizagem_trg" AFTER INSERT OR UPDATE OR DELETE ON "resposta_aprendizagem"
  FOR EACH ROW EXECUTE FUNCTION "painel_resposta_aprendizagem"();
--> statement-breakpoint
CREATE FUNCTION "painel_resposta_atividade"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.criterio_id = NEW.criterio_id AND OLD.acompanhamento_id = NEW.acompanhamento_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM painel_niveis_ajustar(OLD.acompanhamento_id, OLD.criterio_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM painel_niveis_ajustar(NEW.acompanhamento_id, NEW.criterio_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_resposta_atividade_trg" AFTER INSERT OR UPDATE OR DELETE ON "resposta_atividade"
  FOR EACH ROW EXECUTE FUNCTION "painel_resposta_atividade"();
--> statement-breakpoint
-- A student record deleted (moved student, administrator): take its answers out before the cascade
-- deletes them (their own trigger can no longer find the record's monitoring then).
CREATE FUNCTION "painel_acompanhamento_aluno_remover"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM acompanhamento WHERE id = OLD.acompanhamento_id) THEN
    UPDATE painel_nivel_categoria p
       SET n1 = p.n1 - x.n1, n2 = p.n2 - x.n2, n3 = p.n3 - x.n3, n4 = p.n4 - x.n4
      FROM (
        SELECT h.categoria_id,
               count(*) FILTER (WHERE c.nivel = 1) AS n1, count(*) FILTER (WHERE c.nivel = 2) AS n2,
               count(*) FILTER (WHERE c.nivel = 3) AS n3, count(*) FILTER (WHERE c.nivel = 4) AS n4
          FROM resposta_aprendizagem r
          JOIN criterio c ON c.id = r.criterio_id
          JOIN habilidade h ON h.id = c.habilidade_id
         WHERE r.acompanhamento_aluno_id = OLD.id
         GROUP BY h.categoria_id
      ) x
     WHERE p.acompanhamento_id = OLD.acompanhamento_id AND p.categoria_id = x.categoria_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_acompanhamento_aluno_remover_trg" BEFORE DELETE ON "acompanhamento_aluno"
  FOR EACH ROW EXECUTE FUNCTION "painel_acompanhamento_aluno_remover"();
--> statement-breakpoint
INSERT INTO "painel_nivel_categoria" (acompanhamento_id, categoria_id, n1, n2, n3, n4)
SELECT a, cat, sum(n1), sum(n2), sum(n3), sum(n4) FROM (
  SELECT aa.acompanhamento_id AS a, h.categoria_id AS cat,
         count(*) FILTER (WHERE c.nivel = 1) AS n1, count(*) FILTER (WHERE c.nivel = 2) AS n2,
         count(*) FILTER (WHERE c.nivel = 3) AS n3, count(*) FILTER (WHERE c.nivel = 4) AS n4
    FROM resposta_aprendizagem r
    JOIN acompanhamento_aluno aa ON aa.id = r.acompanhamento_aluno_id
    JOIN criterio c ON c.id = r.criterio_id
    JOIN habilidade h ON h.id = c.habilidade_id
   GROUP BY aa.acompanhamento_id, h.categoria_id
  UNION ALL
  SELECT r.acompanhamento_id, h.categoria_id,
         count(*) FILTER (WHERE c.nivel = 1), count(*) FILTER (WHERE c.nivel = 2),
         count(*) FILTER (WHERE c.nivel = 3), count(*) FILTER (WHERE c.nivel = 4)
    FROM resposta_atividade r
    JOIN criterio c ON c.id = r.criterio_id
    JOIN habilidade h ON h.id = c.habilidade_id
   GROUP BY r.acompanhamento_id, h.categoria_id
) s GROUP BY a, cat;
