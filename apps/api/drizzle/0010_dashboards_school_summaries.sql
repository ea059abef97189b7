-- Decision 090 (issue 8): per-school summaries, so that the state-wide views of panels 1-5 read a few
-- thousand school rows instead of every class, stay, monitoring and level row. Kept by triggers in the
-- same transaction as every write, like 0006 and 0007; backfilled at the end of this migration.
-- painel_escola_turmas: per school and school year, the ACTIVE classes (situacao 1, not deleted), the
-- students currently in them, how many of those carry a SIGE enrolment number (aluno.matricula), the
-- classes per education level (1 Infantil, 2 Fundamental) and the classes and students per série (1-9).
-- One row per school and year, plain integer columns: a state-wide sum reads ~5,000 narrow rows.
CREATE TABLE "painel_escola_turmas" (
	"escola_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"turmas" integer DEFAULT 0 NOT NULL,
	"enturmados" integer DEFAULT 0 NOT NULL,
	"com_matricula" integer DEFAULT 0 NOT NULL,
	"turmas_nivel1" integer DEFAULT 0 NOT NULL,
	"turmas_nivel2" integer DEFAULT 0 NOT NULL,
	"turmas_serie1" integer DEFAULT 0 NOT NULL,
	"turmas_serie2" integer DEFAULT 0 NOT NULL,
	"turmas_serie3" integer DEFAULT 0 NOT NULL,
	"turmas_serie4" integer DEFAULT 0 NOT NULL,
	"turmas_serie5" integer DEFAULT 0 NOT NULL,
	"turmas_serie6" integer DEFAULT 0 NOT NULL,
	"turmas_serie7" integer DEFAULT 0 NOT NULL,
	"turmas_serie8" integer DEFAULT 0 NOT NULL,
	"turmas_serie9" integer DEFAULT 0 NOT NULL,
	"enturmados_serie1" integer DEFAULT 0 NOT NULL,
	"enturmados_serie2" integer DEFAULT 0 NOT NULL,
	"enturmados_serie3" integer DEFAULT 0 NOT NULL,
	"enturmados_serie4" integer DEFAULT 0 NOT NULL,
	"enturmados_serie5" integer DEFAULT 0 NOT NULL,
	"enturmados_serie6" integer DEFAULT 0 NOT NULL,
	"enturmados_serie7" integer DEFAULT 0 NOT NULL,
	"enturmados_serie8" integer DEFAULT 0 NOT NULL,
	"enturmados_serie9" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "painel_escola_turmas_pkey" PRIMARY KEY("escola_id","ano")
);
--> statement-breakpoint
-- painel_escola_fichas: per school and monitoring period (sheet, year, bimestre), the monitorings
-- (componente 1) of active classes of the sheet's level and year, by state (decision 012), and the sum
-- of their progress. "Não iniciado" is the active classes of the level (painel_escola_turmas) minus these.
CREATE TABLE "painel_escola_fichas" (
	"escola_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"ano" integer NOT NULL,
	"bimestre" smallint NOT NULL,
	"em_andamento" integer DEFAULT 0 NOT NULL,
	"completo" integer DEFAULT 0 NOT NULL,
	"validado" integer DEFAULT 0 NOT NULL,
	"soma_situacao" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "painel_escola_fichas_pkey" PRIMARY KEY("escola_id","tipo","ano","bimestre")
);
--> statement-breakpoint
-- painel_escola_niveis: painel_nivel_categoria summed per school of the monitoring's class, sheet,
-- year, bimestre and category (no foreign key on the category: its rows are emptied by the cascade of
-- painel_nivel_categoria, and the panel joins the categories).
CREATE TABLE "painel_escola_niveis" (
	"escola_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"ano" integer NOT NULL,
	"bimestre" smallint NOT NULL,
	"categoria_id" integer NOT NULL,
	"n1" integer DEFAULT 0 NOT NULL,
	"n2" integer DEFAULT 0 NOT NULL,
	"n3" integer DEFAULT 0 NOT NULL,
	"n4" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "painel_escola_niveis_pkey" PRIMARY KEY("escola_id","tipo","ano","bimestre","categoria_id")
);
--> statement-breakpoint
ALTER TABLE "painel_escola_turmas" ADD CONSTRAINT "painel_escola_turmas_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_escola_fichas" ADD CONSTRAINT "painel_escola_fichas_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_escola_niveis" ADD CONSTRAINT "painel_escola_niveis_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "painel_escola_turmas_ano_idx" ON "painel_escola_turmas" USING btree ("ano");--> statement-breakpoint
CREATE INDEX "painel_escola_fichas_periodo_idx" ON "painel_escola_fichas" USING btree ("ano","tipo","bimestre");--> statement-breakpoint
CREATE INDEX "painel_escola_niveis_periodo_idx" ON "painel_escola_niveis" USING btree ("tipo","ano","bimestre");--> statement-breakpoint
-- Adds classes, current students and students with a SIGE enrolment number to a school's row.
CREATE FUNCTION "painel_escola_turmas_ajustar"(p_escola integer, p_ano integer, p_nivel smallint, p_serie smallint,
  p_turmas integer, p_enturmados integer, p_com_matricula integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_escola IS NULL OR (p_turmas = 0 AND p_enturmados = 0 AND p_com_matricula = 0) THEN
    RETURN;
  END IF;
  INSERT INTO painel_escola_turmas AS p (
    escola_id, ano, turmas, enturmados, com_matricula, turmas_nivel1,
    turmas_nivel2, turmas_serie1, turmas_serie2, turmas_serie3, turmas_serie4, turmas_serie5,
    turmas_serie6, turmas_serie7, turmas_serie8, turmas_serie9, enturmados_serie1, enturmados_serie2,
    enturmados_serie3, enturmados_serie4, enturmados_serie5, enturmados_serie6, enturmados_serie7, enturmados_serie8,
    enturmados_serie9
  ) VALUES (
    p_escola, p_ano,
    p_turmas, p_enturmados,
    p_com_matricula, CASE WHEN p_nivel = 1 THEN p_turmas ELSE 0 END,
    CASE WHEN p_nivel = 2 THEN p_turmas ELSE 0 END, CASE WHEN p_serie = 1 THEN p_turmas ELSE 0 END,
    CASE WHEN p_serie = 2 THEN p_turmas ELSE 0 END, CASE WHEN p_serie = 3 THEN p_turmas ELSE 0 END,
    CASE WHEN p_serie = 4 THEN p_turmas ELSE 0 END, CASE WHEN p_serie = 5 THEN p_turmas ELSE 0 END,
    CASE WHEN p_serie = 6 THEN p_turmas ELSE 0 END, CASE WHEN p_serie = 7 THEN p_turmas ELSE 0 END,
    CASE WHEN p_serie = 8 THEN p_turmas ELSE 0 END, CASE WHEN p_serie = 9 THEN p_turmas ELSE 0 END,
    CASE WHEN p_serie = 1 THEN p_enturmados ELSE 0 END, CASE WHEN p_serie = 2 THEN p_enturmados ELSE 0 END,
    CASE WHEN p_serie = 3 THEN p_enturmados ELSE 0 END, CASE WHEN p_serie = 4 THEN p_enturmados ELSE 0 END,
    CASE WHEN p_serie = 5 THEN p_enturmados ELSE 0 END, CASE WHEN p_serie = 6 THEN p_enturmados ELSE 0 END,
    CASE WHEN p_serie = 7 THEN p_enturmados ELSE 0 END, CASE WHEN p_serie = 8 THEN p_enturmados ELSE 0 END,
    CASE WHEN p_serie = 9 THEN p_enturmados ELSE 0 END
  )
  ON CONFLICT (escola_id, ano) DO UPDATE SET
    turmas = p.turmas + excluded.turmas, enturmados = p.enturmados + excluded.enturmados,
    com_matricula = p.com_matricula + excluded.com_matricula, turmas_nivel1 = p.turmas_nivel1 + excluded.turmas_nivel1,
    turmas_nivel2 = p.turmas_nivel2 + excluded.turmas_nivel2, turmas_serie1 = p.turmas_serie1 + excluded.turmas_serie1,
    turmas_serie2 = p.turmas_serie2 + excluded.turmas_serie2, turmas_serie3 = p.turmas_serie3 + excluded.turmas_serie3,
    turmas_serie4 = p.turmas_serie4 + excluded.turmas_serie4, turmas_serie5 = p.turmas_serie5 + excluded.turmas_serie5,
    turmas_serie6 = p.turmas_serie6 + excluded.turmas_serie6, turmas_serie7 = p.turmas_serie7 + excluded.turmas_serie7,
    turmas_serie8 = p.turmas_serie8 + excluded.turmas_serie8, turmas_serie9 = p.turmas_serie9 + excluded.turmas_serie9,
    enturmados_serie1 = p.enturmados_serie1 + excluded.enturmados_serie1, enturmados_serie2 = p.enturmados_serie2 + excluded.enturmados_serie2,
    enturmados_serie3 = p.enturmados_serie3 + excluded.enturmados_serie3, enturmados_serie4 = p.enturmados_serie4 + excluded.enturmados_serie4,
    enturmados_serie5 = p.enturmados_serie5 + excluded.enturmados_serie5, enturmados_serie6 = p.enturmados_serie6 + excluded.enturmados_serie6,
    enturmados_serie7 = p.enturmados_serie7 + excluded.enturmados_serie7, enturmados_serie8 = p.enturmados_serie8 + excluded.enturmados_serie8,
    enturmados_serie9 = p.enturmados_serie9 + excluded.enturmados_serie9;
END
$$;
--> statement-breakpoint
-- Students entering or leaving a class (or gaining or losing an enrolment number): counted only while
-- the class is active.
CREATE FUNCTION "painel_turma_escola_ajustar"(p_turma integer, p_enturmados integer, p_com_matricula integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  SELECT escola_id, ano_turma, nivel_ensino, serie INTO t
    FROM turma WHERE id = p_turma AND situacao = 1 AND deleted_at IS NULL;
  IF FOUND THEN
    PERFORM painel_escola_turmas_ajustar(t.escola_id, t.ano_turma, t.nivel_ensino, t.serie, 0, p_enturmados, p_com_matricula);
  END IF;
END
$$;
--> statement-breakpoint
-- Adds `p_sinal` times a monitoring's state to its school's row, when it counts: componente 1, its class
-- active, of the year and of the sheet's level (learning → Ensino Fundamental, others → Infantil).
CREATE FUNCTION "painel_escola_fichas_ajustar"(p_turma integer, p_tipo smallint, p_ano integer, p_bimestre smallint,
  p_componente smallint, p_status boolean, p_validado boolean, p_situacao integer, p_sinal integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_escola integer;
BEGIN
  IF p_componente <> 1 THEN
    RETURN;
  END IF;
  SELECT escola_id INTO v_escola FROM turma
   WHERE id = p_turma AND situacao = 1 AND deleted_at IS NULL AND ano_turma = p_ano
     AND nivel_ensino = CASE WHEN p_tipo = 1 THEN 2 ELSE 1 END;
  IF v_escola IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO painel_escola_fichas AS p (escola_id, tipo, ano, bimestre, em_andamento, completo, validado, soma_situacao)
  VALUES (
    v_escola, p_tipo, p_ano, p_bimestre,
    CASE WHEN NOT p_status AND p_validado IS NOT TRUE THEN p_sinal ELSE 0 END,
    CASE WHEN p_status AND p_validado IS NOT TRUE THEN p_sinal ELSE 0 END,
    CASE WHEN p_validado IS TRUE THEN p_sinal ELSE 0 END,
    p_sinal * p_situacao
  )
  ON CONFLICT (escola_id, tipo, ano, bimestre) DO UPDATE SET
    em_andamento = p.em_andamento + excluded.em_andamento, completo = p.completo + excluded.completo,
    validado = p.validado + excluded.validado, soma_situacao = p.soma_situacao + excluded.soma_situacao;
END
$$;
--> statement-breakpoint
-- Adds `p_sinal` times the level counts of one monitoring (painel_nivel_categoria) to a school's rows.
CREATE FUNCTION "painel_escola_niveis_acompanhamento"(p_acompanhamento integer, p_escola integer, p_tipo smallint,
  p_ano integer, p_bimestre smallint, p_sinal integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_escola IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO painel_escola_niveis AS p (escola_id, tipo, ano, bimestre, categoria_id, n1, n2, n3, n4)
  SELECT p_escola, p_tipo, p_ano, p_bimestre, x.categoria_id,
         p_sinal * x.n1, p_sinal * x.n2, p_sinal * x.n3, p_sinal * x.n4
    FROM painel_nivel_categoria x WHERE x.acompanhamento_id = p_acompanhamento
  ON CONFLICT (escola_id, tipo, ano, bimestre, categoria_id) DO UPDATE SET
    n1 = p.n1 + excluded.n1, n2 = p.n2 + excluded.n2, n3 = p.n3 + excluded.n3, n4 = p.n4 + excluded.n4;
END
$$;
--> statement-breakpoint
-- Classes: a class activated, deactivated, deleted, or whose school, year, level or série changes moves
-- its classes/students counts and its monitorings' states; a class changing school moves its levels.
CREATE FUNCTION "painel_turma"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_enturmados integer;
  v_com_matricula integer;
  v_ativa_old boolean;
  v_ativa_new boolean;
  a record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.escola_id = NEW.escola_id AND OLD.ano_turma = NEW.ano_turma
     AND OLD.serie = NEW.serie AND OLD.nivel_ensino = NEW.nivel_ensino AND OLD.situacao = NEW.situacao
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  v_ativa_old := TG_OP IN ('UPDATE', 'DELETE') AND OLD.situacao = 1 AND OLD.deleted_at IS NULL;
  v_ativa_new := TG_OP IN ('INSERT', 'UPDATE') AND NEW.situacao = 1 AND NEW.deleted_at IS NULL;
  v_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  IF v_ativa_old OR v_ativa_new THEN
    SELECT count(*), count(*) FILTER (WHERE al.matricula IS NOT NULL) INTO v_enturmados, v_com_matricula
      FROM aluno_turma at JOIN aluno al ON al.id = at.aluno_id
     WHERE at.turma_id = v_id AND at.data_fim IS NULL;
  END IF;
  IF v_ativa_old THEN
    PERFORM painel_escola_turmas_ajustar(OLD.escola_id, OLD.ano_turma, OLD.nivel_ensino, OLD.serie, -1, -v_enturmados, -v_com_matricula);
    FOR a IN SELECT * FROM acompanhamento WHERE turma_id = OLD.id LOOP
      -- Counted under the old class values: checked against OLD, not the table.
      IF a.componente = 1 AND a.ano = OLD.ano_turma AND OLD.nivel_ensino = (CASE WHEN a.tipo = 1 THEN 2 ELSE 1 END) THEN
        INSERT INTO painel_escola_fichas AS p (escola_id, tipo, ano, bimestre, em_andamento, completo, validado, soma_situacao)
        VALUES (OLD.escola_id, a.tipo, a.ano, a.bimestre,
          CASE WHEN NOT a.status AND a.validado IS NOT TRUE THEN -1 ELSE 0 END,
          CASE WHEN a.status AND a.validado IS NOT TRUE THEN -1 ELSE 0 END,
          CASE WHEN a.validado IS TRUE THEN -1 ELSE 0 END, -a.situacao)
        ON CONFLICT (escola_id, tipo, ano, bimestre) DO UPDATE SET
          em_andamento = p.em_andamento + excluded.em_andamento, completo = p.completo + excluded.completo,
          validado = p.validado + excluded.validado, soma_situacao = p.soma_situacao + excluded.soma_situacao;
      END IF;
    END LOOP;
  END IF;
  IF v_ativa_new THEN
    PERFORM painel_escola_turmas_ajustar(NEW.escola_id, NEW.ano_turma, NEW.nivel_ensino, NEW.serie, 1, v_enturmados, v_com_matricula);
    FOR a IN SELECT * FROM acompanhamento WHERE turma_id = NEW.id LOOP
      PERFORM painel_escola_fichas_ajustar(NEW.id, a.tipo, a.ano, a.bimestre, a.componente, a.status, a.validado, a.situacao, 1);
    END LOOP;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.escola_id <> NEW.escola_id THEN
    FOR a IN SELECT * FROM acompanhamento WHERE turma_id = NEW.id LOOP
      PERFORM painel_escola_niveis_acompanhamento(a.id, OLD.escola_id, a.tipo, a.ano, a.bimestre, -1);
      PERFORM painel_escola_niveis_acompanhamento(a.id, NEW.escola_id, a.tipo, a.ano, a.bimestre, 1);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_turma_trg" AFTER INSERT OR UPDATE OR DELETE ON "turma"
  FOR EACH ROW EXECUTE FUNCTION "painel_turma"();
--> statement-breakpoint
-- Stays: a current stay opened or closed moves one student (and one enrolment number) of its class.
CREATE FUNCTION "painel_aluno_turma_escola"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.turma_id = NEW.turma_id AND OLD.aluno_id = NEW.aluno_id
     AND (OLD.data_fim IS NULL) = (NEW.data_fim IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.data_fim IS NULL THEN
    PERFORM painel_turma_escola_ajustar(OLD.turma_id, -1,
      -(SELECT count(*)::int FROM aluno WHERE id = OLD.aluno_id AND matricula IS NOT NULL));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.data_fim IS NULL THEN
    PERFORM painel_turma_escola_ajustar(NEW.turma_id, 1,
      (SELECT count(*)::int FROM aluno WHERE id = NEW.aluno_id AND matricula IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_aluno_turma_escola_trg" AFTER INSERT OR UPDATE OR DELETE ON "aluno_turma"
  FOR EACH ROW EXECUTE FUNCTION "painel_aluno_turma_escola"();
--> statement-breakpoint
-- A student's SIGE enrolment number set or cleared: counted in the class of the current stay.
CREATE FUNCTION "painel_aluno_matricula"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_turma integer;
BEGIN
  SELECT turma_id INTO v_turma FROM aluno_turma WHERE aluno_id = NEW.id AND data_fim IS NULL;
  IF v_turma IS NOT NULL THEN
    PERFORM painel_turma_escola_ajustar(v_turma, 0, CASE WHEN NEW.matricula IS NULL THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_aluno_matricula_trg" AFTER UPDATE ON "aluno"
  FOR EACH ROW WHEN ((OLD.matricula IS NULL) <> (NEW.matricula IS NULL) AND OLD.id = NEW.id)
  EXECUTE FUNCTION "painel_aluno_matricula"();
--> statement-breakpoint
-- Monitorings: created, finished, validated, reopened or deleted move their school's states; a monitoring
-- moved to another class or period moves its levels.
CREATE FUNCTION "painel_acompanhamento_escola"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tipo = NEW.tipo AND OLD.turma_id = NEW.turma_id AND OLD.ano = NEW.ano
     AND OLD.bimestre = NEW.bimestre AND OLD.componente = NEW.componente AND OLD.status = NEW.status
     AND OLD.validado IS NOT DISTINCT FROM NEW.validado AND OLD.situacao = NEW.situacao THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM painel_escola_fichas_ajustar(OLD.turma_id, OLD.tipo, OLD.ano, OLD.bimestre, OLD.componente,
      OLD.status, OLD.validado, OLD.situacao, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM painel_escola_fichas_ajustar(NEW.turma_id, NEW.tipo, NEW.ano, NEW.bimestre, NEW.componente,
      NEW.status, NEW.validado, NEW.situacao, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.tipo <> NEW.tipo OR OLD.turma_id <> NEW.turma_id OR OLD.ano <> NEW.ano
     OR OLD.bimestre <> NEW.bimestre) THEN
    PERFORM painel_escola_niveis_acompanhamento(OLD.id, (SELECT escola_id FROM turma WHERE id = OLD.turma_id),
      OLD.tipo, OLD.ano, OLD.bimestre, -1);
    PERFORM painel_escola_niveis_acompanhamento(NEW.id, (SELECT escola_id FROM turma WHERE id = NEW.turma_id),
      NEW.tipo, NEW.ano, NEW.bimestre, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_acompanhamento_escola_trg" AFTER INSERT OR UPDATE OR DELETE ON "acompanhamento"
  FOR EACH ROW EXECUTE FUNCTION "painel_acompanhamento_escola"();
--> statement-breakpoint
-- A monitoring deleted: take its levels out of its school before the cascade deletes its
-- painel_nivel_categoria rows (their trigger can no longer find the monitoring then).
CREATE FUNCTION "painel_acompanhamento_niveis_remover"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM painel_escola_niveis_acompanhamento(OLD.id, (SELECT escola_id FROM turma WHERE id = OLD.turma_id),
    OLD.tipo, OLD.ano, OLD.bimestre, -1);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_acompanhamento_niveis_remover_trg" BEFORE DELETE ON "acompanhamento"
  FOR EACH ROW EXECUTE FUNCTION "painel_acompanhamento_niveis_remover"();
--> statement-breakpoint
-- Level counts of a monitoring changed (an answer written, moved or deleted): the same change on its
-- school's row. Answers of one school queue on a transaction lock of the school (advisory, 90010) before
-- touching its category rows, so two requests writing several categories in different orders cannot
-- deadlock on them.
CREATE FUNCTION "painel_nivel_categoria_escola"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_sinal integer;
  x record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.acompanhamento_id = NEW.acompanhamento_id AND OLD.categoria_id = NEW.categoria_id THEN
    SELECT a.tipo, a.ano, a.bimestre, t.escola_id INTO r
      FROM acompanhamento a JOIN turma t ON t.id = a.turma_id WHERE a.id = NEW.acompanhamento_id;
    IF FOUND THEN
      PERFORM pg_advisory_xact_lock(90010, r.escola_id);
      INSERT INTO painel_escola_niveis AS p (escola_id, tipo, ano, bimestre, categoria_id, n1, n2, n3, n4)
      VALUES (r.escola_id, r.tipo, r.ano, r.bimestre, NEW.categoria_id,
        NEW.n1 - OLD.n1, NEW.n2 - OLD.n2, NEW.n3 - OLD.n3, NEW.n4 - OLD.n4)
      ON CONFLICT (escola_id, tipo, ano, bimestre, categoria_id) DO UPDATE SET
        n1 = p.n1 + excluded.n1, n2 = p.n2 + excluded.n2, n3 = p.n3 + excluded.n3, n4 = p.n4 + excluded.n4;
    END IF;
    RETURN NULL;
  END IF;
  FOR v_sinal IN SELECT unnest(CASE TG_OP WHEN 'INSERT' THEN ARRAY[1] WHEN 'DELETE' THEN ARRAY[-1] ELSE ARRAY[-1, 1] END) LOOP
    IF v_sinal = -1 THEN
      x := OLD;
    ELSE
      x := NEW;
    END IF;
    SELECT a.tipo, a.ano, a.bimestre, t.escola_id INTO r
      FROM acompanhamento a JOIN turma t ON t.id = a.turma_id WHERE a.id = x.acompanhamento_id;
    IF FOUND THEN
      PERFORM pg_advisory_xact_lock(90010, r.escola_id);
      INSERT INTO painel_escola_niveis AS p (escola_id, tipo, ano, bimestre, categoria_id, n1, n2, n3, n4)
      VALUES (r.escola_id, r.tipo, r.ano, r.bimestre, x.categoria_id,
        v_sinal * x.n1, v_sinal * x.n2, v_sinal * x.n3, v_sinal * x.n4)
      ON CONFLICT (escola_id, tipo, ano, bimestre, categoria_id) DO UPDATE SET
        n1 = p.n1 + excluded.n1, n2 = p.n2 + excluded.n2, n3 = p.n3 + excluded.n3, n4 = p.n4 + excluded.n4;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "painel_nivel_categoria_escola_trg" AFTER INSERT OR UPDATE OR DELETE ON "painel_nivel_categoria"
  FOR EACH ROW EXECUTE FUNCTION "painel_nivel_categoria_escola"();
--> statement-breakpoint
INSERT INTO "painel_escola_turmas" (
  escola_id, ano, turmas, enturmados, com_matricula, turmas_nivel1,
  turmas_nivel2, turmas_serie1, turmas_serie2, turmas_serie3, turmas_serie4, turmas_serie5,
  turmas_serie6, turmas_serie7, turmas_serie8, turmas_serie9, enturmados_serie1, enturmados_serie2,
  enturmados_serie3, enturmados_serie4, enturmados_serie5, enturmados_serie6, enturmados_serie7, enturmados_serie8,
  enturmados_serie9
)
SELECT t.escola_id, t.ano_turma,
  count(*), coalesce(sum(c.n), 0),
  coalesce(sum(c.m), 0), count(*) FILTER (WHERE t.nivel_ensino = 1),
  count(*) FILTER (WHERE t.nivel_ensino = 2), count(*) FILTER (WHERE t.serie = 1),
  count(*) FILTER (WHERE t.serie = 2), count(*) FILTER (WHERE t.serie = 3),
  count(*) FILTER (WHERE t.serie = 4), count(*) FILTER (WHERE t.serie = 5),
  count(*) FILTER (WHERE t.serie = 6), count(*) FILTER (WHERE t.serie = 7),
  count(*) FILTER (WHERE t.serie = 8), count(*) FILTER (WHERE t.serie = 9),
  coalesce(sum(c.n) FILTER (WHERE t.serie = 1), 0), coalesce(sum(c.n) FILTER (WHERE t.serie = 2), 0),
  coalesce(sum(c.n) FILTER (WHERE t.serie = 3), 0), coalesce(sum(c.n) FILTER (WHERE t.serie = 4), 0),
  coalesce(sum(c.n) FILTER (WHERE t.serie = 5), 0), coalesce(sum(c.n) FILTER (WHERE t.serie = 6), 0),
  coalesce(sum(c.n) FILTER (WHERE t.serie = 7), 0), coalesce(sum(c.n) FILTER (WHERE t.serie = 8), 0),
  coalesce(sum(c.n) FILTER (WHERE t.serie = 9), 0)
  FROM turma t
  LEFT JOIN (
    SELECT at.turma_id, count(*) AS n, count(*) FILTER (WHERE al.matricula IS NOT NULL) AS m
      FROM aluno_turma at JOIN aluno al ON al.id = at.aluno_id
     WHERE at.data_fim IS NULL
     GROUP BY at.turma_id
  ) c ON c.turma_id = t.id
 WHERE t.situacao = 1 AND t.deleted_at IS NULL
 GROUP BY t.escola_id, t.ano_turma;
--> statement-breakpoint
INSERT INTO "painel_escola_fichas" (escola_id, tipo, ano, bimestre, em_andamento, completo, validado, soma_situacao)
SELECT t.escola_id, a.tipo, a.ano, a.bimestre,
  count(*) FILTER (WHERE NOT a.status AND a.validado IS NOT TRUE),
  count(*) FILTER (WHERE a.status AND a.validado IS NOT TRUE),
  count(*) FILTER (WHERE a.validado IS TRUE),
  sum(a.situacao)
  FROM acompanhamento a
  JOIN turma t ON t.id = a.turma_id AND t.situacao = 1 AND t.deleted_at IS NULL AND t.ano_turma = a.ano
   AND t.nivel_ensino = CASE WHEN a.tipo = 1 THEN 2 ELSE 1 END
 WHERE a.componente = 1
 GROUP BY t.escola_id, a.tipo, a.ano, a.bimestre;
--> statement-breakpoint
INSERT INTO "painel_escola_niveis" (escola_id, tipo, ano, bimestre, categoria_id, n1, n2, n3, n4)
SELECT t.escola_id, a.tipo, a.ano, a.bimestre, p.categoria_id, sum(p.n1), sum(p.n2), sum(p.n3), sum(p.n4)
  FROM painel_nivel_categoria p
  JOIN acompanhamento a ON a.id = p.acompanhamento_id
  JOIN turma t ON t.id = a.turma_id
 GROUP BY t.escola_id, a.tipo, a.ano, a.bimestre, p.categoria_id;
