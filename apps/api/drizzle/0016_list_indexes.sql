CREATE INDEX "execucao_acao_situacao_idx" ON "execucao_acao" USING btree ("situacao","plano_acao_id");--> statement-breakpoint
CREATE INDEX "escola_nome_icu_idx" ON "escola" USING btree ("nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "aluno_escola_nome_idx" ON "aluno" USING btree ("escola_id","nome_normalizado","id") WHERE "aluno"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "aluno_nome_id_idx" ON "aluno" USING btree ("nome_normalizado","id") WHERE "aluno"."deleted_at" is null;