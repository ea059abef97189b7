CREATE TABLE "sincronizacao_resultado" (
	"id" serial PRIMARY KEY NOT NULL,
	"escola_id" integer NOT NULL,
	"executada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_cpf" varchar(11) NOT NULL,
	"usuario_nome" varchar(80) NOT NULL,
	"perfil_id" smallint NOT NULL,
	"resumo" jsonb NOT NULL,
	"alteracoes" jsonb NOT NULL,
	"aluno_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sincronizacao_resultado" ADD CONSTRAINT "sincronizacao_resultado_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sincronizacao_resultado_escola_idx" ON "sincronizacao_resultado" USING btree ("escola_id","executada_em" DESC NULLS LAST);