DROP INDEX "aluno_nome_nascimento_idx";--> statement-breakpoint
ALTER TABLE "aluno" ADD COLUMN "nome_normalizado" varchar(80);--> statement-breakpoint
UPDATE "aluno" SET "nome_normalizado" = regexp_replace(btrim(lower(translate("nome", 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))), '\s+', ' ', 'g');--> statement-breakpoint
ALTER TABLE "aluno" ALTER COLUMN "nome_normalizado" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aluno" ADD COLUMN "escola_id" integer;--> statement-breakpoint
ALTER TABLE "aluno" ADD CONSTRAINT "aluno_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "aluno" SET "escola_id" = (SELECT "turma"."escola_id" FROM "aluno_turma" INNER JOIN "turma" ON "turma"."id" = "aluno_turma"."turma_id" WHERE "aluno_turma"."aluno_id" = "aluno"."id" ORDER BY "aluno_turma"."data_fim" DESC NULLS FIRST, "aluno_turma"."id" DESC LIMIT 1);--> statement-breakpoint
CREATE INDEX "aluno_nome_normalizado_nascimento_idx" ON "aluno" USING btree ("nome_normalizado","data_nascimento") WHERE "aluno"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "aluno_escola_idx" ON "aluno" USING btree ("escola_id");
