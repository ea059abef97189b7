CREATE TABLE "acompanhamento_aluno" (
	"id" serial PRIMARY KEY NOT NULL,
	"acompanhamento_id" integer NOT NULL,
	"aluno_id" integer NOT NULL,
	"situacao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acompanhamento_aluno_key" UNIQUE("acompanhamento_id","aluno_id"),
	CONSTRAINT "acompanhamento_aluno_situacao_range" CHECK ("acompanhamento_aluno"."situacao" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "acompanhamento_genero" (
	"acompanhamento_id" integer NOT NULL,
	"genero_id" integer NOT NULL,
	CONSTRAINT "acompanhamento_genero_pkey" PRIMARY KEY("acompanhamento_id","genero_id")
);
--> statement-breakpoint
CREATE TABLE "resposta_aprendizagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"acompanhamento_aluno_id" integer NOT NULL,
	"habilidade_id" integer NOT NULL,
	"criterio_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_aprendizagem_key" UNIQUE("acompanhamento_aluno_id","habilidade_id")
);
--> statement-breakpoint
CREATE TABLE "resposta_atividade" (
	"id" serial PRIMARY KEY NOT NULL,
	"acompanhamento_id" integer NOT NULL,
	"habilidade_id" integer NOT NULL,
	"criterio_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_atividade_key" UNIQUE("acompanhamento_id","habilidade_id")
);
--> statement-breakpoint
CREATE TABLE "categoria_ficha" (
	"id" serial PRIMARY KEY NOT NULL,
	"estrutura_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	CONSTRAINT "categoria_ficha_ordem_key" UNIQUE("estrutura_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "criterio" (
	"id" serial PRIMARY KEY NOT NULL,
	"habilidade_id" integer NOT NULL,
	"nivel" smallint NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "criterio_habilidade_nivel_key" UNIQUE("habilidade_id","nivel"),
	CONSTRAINT "criterio_nivel_range" CHECK ("criterio"."nivel" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "estrutura_ficha" (
	"id" serial PRIMARY KEY NOT NULL,
	"ficha_id" smallint NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	CONSTRAINT "estrutura_ficha_ordem_key" UNIQUE("ficha_id","ordem"),
	CONSTRAINT "estrutura_ficha_range" CHECK ("estrutura_ficha"."ficha_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "genero_textual" (
	"id" serial PRIMARY KEY NOT NULL,
	"genero" varchar(120) NOT NULL,
	CONSTRAINT "genero_textual_genero_key" UNIQUE("genero")
);
--> statement-breakpoint
CREATE TABLE "genero_textual_serie" (
	"serie" smallint NOT NULL,
	"genero_id" integer NOT NULL,
	CONSTRAINT "genero_textual_serie_pkey" PRIMARY KEY("serie","genero_id"),
	CONSTRAINT "genero_textual_serie_range" CHECK ("genero_textual_serie"."serie" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "habilidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"ficha_id" smallint NOT NULL,
	"estrutura_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "habilidade_ordem_key" UNIQUE("categoria_id","ordem"),
	CONSTRAINT "habilidade_ficha_range" CHECK ("habilidade"."ficha_id" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "validador_cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "data_validacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acompanhamento_aluno" ADD CONSTRAINT "acompanhamento_aluno_acompanhamento_id_acompanhamento_id_fk" FOREIGN KEY ("acompanhamento_id") REFERENCES "public"."acompanhamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_aluno" ADD CONSTRAINT "acompanhamento_aluno_aluno_id_aluno_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."aluno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_genero" ADD CONSTRAINT "acompanhamento_genero_acompanhamento_id_acompanhamento_id_fk" FOREIGN KEY ("acompanhamento_id") REFERENCES "public"."acompanhamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_genero" ADD CONSTRAINT "acompanhamento_genero_genero_id_genero_textual_id_fk" FOREIGN KEY ("genero_id") REFERENCES "public"."genero_textual"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_aprendizagem" ADD CONSTRAINT "resposta_aprendizagem_acompanhamento_aluno_id_acompanhamento_aluno_id_fk" FOREIGN KEY ("acompanhamento_aluno_id") REFERENCES "public"."acompanhamento_aluno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_aprendizagem" ADD CONSTRAINT "resposta_aprendizagem_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_aprendizagem" ADD CONSTRAINT "resposta_aprendizagem_criterio_id_criterio_id_fk" FOREIGN KEY ("criterio_id") REFERENCES "public"."criterio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_atividade" ADD CONSTRAINT "resposta_atividade_acompanhamento_id_acompanhamento_id_fk" FOREIGN KEY ("acompanhamento_id") REFERENCES "public"."acompanhamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_atividade" ADD CONSTRAINT "resposta_atividade_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_atividade" ADD CONSTRAINT "resposta_atividade_criterio_id_criterio_id_fk" FOREIGN KEY ("criterio_id") REFERENCES "public"."criterio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_ficha" ADD CONSTRAINT "categoria_ficha_estrutura_id_estrutura_ficha_id_fk" FOREIGN KEY ("estrutura_id") REFERENCES "public"."estrutura_ficha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterio" ADD CONSTRAINT "criterio_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genero_textual_serie" ADD CONSTRAINT "genero_textual_serie_genero_id_genero_textual_id_fk" FOREIGN KEY ("genero_id") REFERENCES "public"."genero_textual"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade" ADD CONSTRAINT "habilidade_estrutura_id_estrutura_ficha_id_fk" FOREIGN KEY ("estrutura_id") REFERENCES "public"."estrutura_ficha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade" ADD CONSTRAINT "habilidade_categoria_id_categoria_ficha_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_ficha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acompanhamento_aluno_aluno_idx" ON "acompanhamento_aluno" USING btree ("aluno_id");--> statement-breakpoint
CREATE INDEX "resposta_aprendizagem_habilidade_idx" ON "resposta_aprendizagem" USING btree ("habilidade_id");--> statement-breakpoint
CREATE INDEX "resposta_atividade_habilidade_idx" ON "resposta_atividade" USING btree ("habilidade_id");--> statement-breakpoint
CREATE INDEX "habilidade_ficha_idx" ON "habilidade" USING btree ("ficha_id");--> statement-breakpoint
CREATE INDEX "habilidade_estrutura_idx" ON "habilidade" USING btree ("estrutura_id");--> statement-breakpoint
CREATE INDEX "acompanhamento_turma_idx" ON "acompanhamento" USING btree ("turma_id");