DROP INDEX "servidor_escola_current_key";--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD COLUMN "turma_id" integer;--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD CONSTRAINT "servidor_escola_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Data written before this migration (decision 030): keep one current director per school (the latest
-- to start); the others' stays end today.
UPDATE "servidor_escola" AS se SET "data_fim" = greatest(current_date, se."data_inicio")
WHERE se."funcao" = 1 AND se."data_fim" IS NULL AND EXISTS (
  SELECT 1 FROM "servidor_escola" AS o
  WHERE o."escola_id" = se."escola_id" AND o."funcao" = 1 AND o."data_fim" IS NULL
    AND (o."data_inicio" > se."data_inicio" OR (o."data_inicio" = se."data_inicio" AND o."id" > se."id"))
);--> statement-breakpoint
-- A current teacher stay without a class becomes one stay per class the person teaches at that school
-- and level (same start); stays that match no class stay as they are.
INSERT INTO "servidor_escola" ("servidor_id", "escola_id", "funcao", "turma_id", "turno", "data_inicio")
SELECT se."servidor_id", se."escola_id", se."funcao", t."id", t."turno", se."data_inicio"
FROM "servidor_escola" AS se
JOIN "turma" AS t ON t."professor_id" = se."servidor_id" AND t."escola_id" = se."escola_id"
  AND t."deleted_at" IS NULL AND t."nivel_ensino" = CASE WHEN se."funcao" = 3 THEN 1 ELSE 2 END
WHERE se."funcao" IN (3, 4) AND se."turma_id" IS NULL AND se."data_fim" IS NULL;--> statement-breakpoint
DELETE FROM "servidor_escola" AS se
WHERE se."funcao" IN (3, 4) AND se."turma_id" IS NULL AND se."data_fim" IS NULL AND EXISTS (
  SELECT 1 FROM "servidor_escola" AS n
  WHERE n."servidor_id" = se."servidor_id" AND n."escola_id" = se."escola_id" AND n."funcao" = se."funcao"
    AND n."turma_id" IS NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "servidor_escola_director_key" ON "servidor_escola" USING btree ("escola_id") WHERE "servidor_escola"."funcao" = 1 and "servidor_escola"."data_fim" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "servidor_escola_class_teacher_key" ON "servidor_escola" USING btree ("turma_id") WHERE "servidor_escola"."turma_id" is not null and "servidor_escola"."data_fim" is null;--> statement-breakpoint
CREATE INDEX "servidor_escola_turma_idx" ON "servidor_escola" USING btree ("turma_id") WHERE "servidor_escola"."turma_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "servidor_escola_current_key" ON "servidor_escola" USING btree ("servidor_id","escola_id","funcao") WHERE "servidor_escola"."data_fim" is null and "servidor_escola"."turma_id" is null;--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD CONSTRAINT "servidor_escola_teacher_class" CHECK ("servidor_escola"."turma_id" is null or "servidor_escola"."funcao" in (3, 4));--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD CONSTRAINT "servidor_escola_periodo" CHECK ("servidor_escola"."data_fim" is null or "servidor_escola"."data_fim" >= "servidor_escola"."data_inicio");
