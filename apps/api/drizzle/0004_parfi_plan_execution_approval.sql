CREATE TABLE "ano_parfi" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano_premio_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"parcela" smallint NOT NULL,
	CONSTRAINT "ano_parfi_premio_ano_key" UNIQUE("ano_premio_id","ano"),
	CONSTRAINT "ano_parfi_parcela_range" CHECK ("ano_parfi"."parcela" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "ano_premio" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano" integer NOT NULL,
	"primeiro_ano_parfi" integer NOT NULL,
	"segundo_ano_parfi" integer NOT NULL,
	"valor_premiada" numeric(14, 2) NOT NULL,
	"valor_fomentada" numeric(14, 2) NOT NULL,
	"porcentagem_primeira_parcela" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ano_premio_ano_key" UNIQUE("ano"),
	CONSTRAINT "ano_premio_ano_min" CHECK ("ano_premio"."ano" >= 2023),
	CONSTRAINT "ano_premio_parcela_range" CHECK ("ano_premio"."porcentagem_primeira_parcela" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ano_premio_categoria" (
	"ano_premio_id" integer NOT NULL,
	"categoria_id" smallint NOT NULL,
	"quantidade_escolas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ano_premio_categoria_ano_premio_id_categoria_id_pk" PRIMARY KEY("ano_premio_id","categoria_id"),
	CONSTRAINT "ano_premio_categoria_range" CHECK ("ano_premio_categoria"."categoria_id" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pareamento_escolas" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano_premio_id" integer NOT NULL,
	"escola_premiada_id" integer NOT NULL,
	"escola_fomentada_id" integer NOT NULL,
	CONSTRAINT "pareamento_escolas_fomentada_key" UNIQUE("ano_premio_id","escola_fomentada_id")
);
--> statement-breakpoint
CREATE TABLE "premio_escola" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano_premio_id" integer NOT NULL,
	"escola_id" integer NOT NULL,
	"tipo_escola_id" smallint NOT NULL,
	"categoria_id" smallint,
	"valor_premio" numeric(14, 2) NOT NULL,
	CONSTRAINT "premio_escola_premio_escola_key" UNIQUE("ano_premio_id","escola_id"),
	CONSTRAINT "premio_escola_tipo_range" CHECK ("premio_escola"."tipo_escola_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "arquivo_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acao" (
	"id" integer PRIMARY KEY NOT NULL,
	"objetivo_id" integer NOT NULL,
	"meta_id" integer NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"descricao" text NOT NULL,
	"financiavel" boolean DEFAULT true NOT NULL,
	"debito" boolean DEFAULT false NOT NULL,
	"modalidade" smallint NOT NULL,
	"orientacao" text DEFAULT '' NOT NULL,
	CONSTRAINT "acao_modalidade_range" CHECK ("acao"."modalidade" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "arquivo_anexado" (
	"id" serial PRIMARY KEY NOT NULL,
	"execucao_acao_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"nome" varchar(255) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo_id" varchar(100) NOT NULL,
	"data_execucao" date NOT NULL,
	"cnpj" varchar(14),
	"valor_orcamento" numeric(14, 2),
	"nota_fiscal" varchar(50),
	"deferido" boolean,
	"finalizado" boolean DEFAULT false NOT NULL,
	"motivo_indeferimento_id" integer,
	"detalhamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deferir_arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"deferir_execucao_id" integer NOT NULL,
	"arquivo_anexado_id" integer NOT NULL,
	"deferido" boolean NOT NULL,
	"motivo_indeferimento_id" integer,
	"detalhamento" text
);
--> statement-breakpoint
CREATE TABLE "deferir_execucao" (
	"id" serial PRIMARY KEY NOT NULL,
	"execucao_acao_id" integer NOT NULL,
	"nivel_deferimento_id" smallint NOT NULL,
	"deferido" boolean,
	"motivo_indeferimento_id" integer,
	"detalhamento" text,
	"situacao_anterior" smallint,
	"status_anterior" smallint NOT NULL,
	"usuario_id" integer,
	"nome_usuario" varchar(150),
	"perfil_id" smallint,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferir_execucao_nivel_range" CHECK ("deferir_execucao"."nivel_deferimento_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "execucao_acao" (
	"id" serial PRIMARY KEY NOT NULL,
	"plano_acao_id" integer NOT NULL,
	"situacao" smallint,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "execucao_acao_plano_acao_key" UNIQUE("plano_acao_id"),
	CONSTRAINT "execucao_acao_situacao_range" CHECK ("execucao_acao"."situacao" between 0 and 9),
	CONSTRAINT "execucao_acao_status_range" CHECK ("execucao_acao"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"objetivo_id" integer NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivo_indeferimento" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objetivo" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" integer NOT NULL,
	"resumo" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objetivo_obrigatorio" (
	"id" serial PRIMARY KEY NOT NULL,
	"plano_parfi_id" integer NOT NULL,
	"relatorio_visita_id" integer,
	"objetivo_id" integer NOT NULL,
	"percentual_minimo" numeric(5, 2) DEFAULT '0' NOT NULL,
	"percentual_maximo" numeric(5, 2),
	"numero_acao" integer DEFAULT 1 NOT NULL,
	"quantidade_acao_planejada" integer DEFAULT 0 NOT NULL,
	"quantidade_indicadores" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "objetivo_obrigatorio_plano_objetivo_key" UNIQUE("plano_parfi_id","objetivo_id"),
	CONSTRAINT "objetivo_obrigatorio_numero" CHECK ("objetivo_obrigatorio"."numero_acao" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plano_acao" (
	"id" serial PRIMARY KEY NOT NULL,
	"plano_parfi_id" integer NOT NULL,
	"objetivo_id" integer NOT NULL,
	"meta_id" integer NOT NULL,
	"acao_id" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plano_acao_valor_positive" CHECK ("plano_acao"."valor" > 0),
	CONSTRAINT "plano_acao_datas" CHECK ("plano_acao"."data_fim" > "plano_acao"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "plano_parfi" (
	"id" serial PRIMARY KEY NOT NULL,
	"premio_escola_id" integer NOT NULL,
	"ano_parfi_id" integer NOT NULL,
	"valor_parfi" numeric(14, 2) NOT NULL,
	"saldo_disponivel" numeric(14, 2) NOT NULL,
	"valor_executado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plano_parfi_escola_ano_key" UNIQUE("premio_escola_id","ano_parfi_id")
);
--> statement-breakpoint
CREATE TABLE "tipo_documento" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"tipo" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ano_parfi" ADD CONSTRAINT "ano_parfi_ano_premio_id_ano_premio_id_fk" FOREIGN KEY ("ano_premio_id") REFERENCES "public"."ano_premio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ano_premio_categoria" ADD CONSTRAINT "ano_premio_categoria_ano_premio_id_ano_premio_id_fk" FOREIGN KEY ("ano_premio_id") REFERENCES "public"."ano_premio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pareamento_escolas" ADD CONSTRAINT "pareamento_escolas_ano_premio_id_ano_premio_id_fk" FOREIGN KEY ("ano_premio_id") REFERENCES "public"."ano_premio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pareamento_escolas" ADD CONSTRAINT "pareamento_escolas_escola_premiada_id_escola_id_fk" FOREIGN KEY ("escola_premiada_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pareamento_escolas" ADD CONSTRAINT "pareamento_escolas_escola_fomentada_id_escola_id_fk" FOREIGN KEY ("escola_fomentada_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premio_escola" ADD CONSTRAINT "premio_escola_ano_premio_id_ano_premio_id_fk" FOREIGN KEY ("ano_premio_id") REFERENCES "public"."ano_premio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premio_escola" ADD CONSTRAINT "premio_escola_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acao" ADD CONSTRAINT "acao_objetivo_id_objetivo_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."objetivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acao" ADD CONSTRAINT "acao_meta_id_meta_id_fk" FOREIGN KEY ("meta_id") REFERENCES "public"."meta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_anexado" ADD CONSTRAINT "arquivo_anexado_execucao_acao_id_execucao_acao_id_fk" FOREIGN KEY ("execucao_acao_id") REFERENCES "public"."execucao_acao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_anexado" ADD CONSTRAINT "arquivo_anexado_documento_id_tipo_documento_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."tipo_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_anexado" ADD CONSTRAINT "arquivo_anexado_motivo_indeferimento_id_motivo_indeferimento_id_fk" FOREIGN KEY ("motivo_indeferimento_id") REFERENCES "public"."motivo_indeferimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_arquivo" ADD CONSTRAINT "deferir_arquivo_deferir_execucao_id_deferir_execucao_id_fk" FOREIGN KEY ("deferir_execucao_id") REFERENCES "public"."deferir_execucao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_arquivo" ADD CONSTRAINT "deferir_arquivo_arquivo_anexado_id_arquivo_anexado_id_fk" FOREIGN KEY ("arquivo_anexado_id") REFERENCES "public"."arquivo_anexado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_arquivo" ADD CONSTRAINT "deferir_arquivo_motivo_indeferimento_id_motivo_indeferimento_id_fk" FOREIGN KEY ("motivo_indeferimento_id") REFERENCES "public"."motivo_indeferimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_execucao" ADD CONSTRAINT "deferir_execucao_execucao_acao_id_execucao_acao_id_fk" FOREIGN KEY ("execucao_acao_id") REFERENCES "public"."execucao_acao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_execucao" ADD CONSTRAINT "deferir_execucao_motivo_indeferimento_id_motivo_indeferimento_id_fk" FOREIGN KEY ("motivo_indeferimento_id") REFERENCES "public"."motivo_indeferimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferir_execucao" ADD CONSTRAINT "deferir_execucao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execucao_acao" ADD CONSTRAINT "execucao_acao_plano_acao_id_plano_acao_id_fk" FOREIGN KEY ("plano_acao_id") REFERENCES "public"."plano_acao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta" ADD CONSTRAINT "meta_objetivo_id_objetivo_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."objetivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivo_obrigatorio" ADD CONSTRAINT "objetivo_obrigatorio_plano_parfi_id_plano_parfi_id_fk" FOREIGN KEY ("plano_parfi_id") REFERENCES "public"."plano_parfi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivo_obrigatorio" ADD CONSTRAINT "objetivo_obrigatorio_objetivo_id_objetivo_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."objetivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_plano_parfi_id_plano_parfi_id_fk" FOREIGN KEY ("plano_parfi_id") REFERENCES "public"."plano_parfi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_objetivo_id_objetivo_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."objetivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_meta_id_meta_id_fk" FOREIGN KEY ("meta_id") REFERENCES "public"."meta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_acao_id_acao_id_fk" FOREIGN KEY ("acao_id") REFERENCES "public"."acao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_parfi" ADD CONSTRAINT "plano_parfi_premio_escola_id_premio_escola_id_fk" FOREIGN KEY ("premio_escola_id") REFERENCES "public"."premio_escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_parfi" ADD CONSTRAINT "plano_parfi_ano_parfi_id_ano_parfi_id_fk" FOREIGN KEY ("ano_parfi_id") REFERENCES "public"."ano_parfi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pareamento_escolas_premiada_idx" ON "pareamento_escolas" USING btree ("ano_premio_id","escola_premiada_id");--> statement-breakpoint
CREATE INDEX "premio_escola_escola_idx" ON "premio_escola" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "acao_meta_idx" ON "acao" USING btree ("meta_id");--> statement-breakpoint
CREATE INDEX "arquivo_anexado_execucao_idx" ON "arquivo_anexado" USING btree ("execucao_acao_id");--> statement-breakpoint
CREATE INDEX "deferir_arquivo_arquivo_idx" ON "deferir_arquivo" USING btree ("arquivo_anexado_id");--> statement-breakpoint
CREATE INDEX "deferir_execucao_execucao_idx" ON "deferir_execucao" USING btree ("execucao_acao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deferir_execucao_aberto_key" ON "deferir_execucao" USING btree ("execucao_acao_id") WHERE "deferir_execucao"."deferido" is null;--> statement-breakpoint
CREATE INDEX "meta_objetivo_idx" ON "meta" USING btree ("objetivo_id");--> statement-breakpoint
CREATE INDEX "plano_acao_plano_idx" ON "plano_acao" USING btree ("plano_parfi_id");