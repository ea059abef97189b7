CREATE TABLE "resposta_recebida" (
	"resposta_id" uuid PRIMARY KEY NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"acompanhamento_id" integer NOT NULL,
	"aluno_id" integer,
	"habilidade_id" integer NOT NULL,
	"criterio_id" integer NOT NULL,
	"usuario_cpf" varchar(11) NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_recebida_tipo" CHECK ("resposta_recebida"."tipo" in ('atividade', 'aprendizagem'))
);
--> statement-breakpoint
ALTER TABLE "resposta_recebida" ADD CONSTRAINT "resposta_recebida_acompanhamento_id_acompanhamento_id_fk" FOREIGN KEY ("acompanhamento_id") REFERENCES "public"."acompanhamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resposta_recebida_acompanhamento_idx" ON "resposta_recebida" USING btree ("acompanhamento_id");