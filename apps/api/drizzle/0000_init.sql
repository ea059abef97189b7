CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_cpf" varchar(11),
	"perfil_id" smallint,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "app_secret" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"cpf" varchar(11) PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"window_failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfil" (
	"id" smallint PRIMARY KEY NOT NULL,
	"nome" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_token" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"nome" varchar(80) NOT NULL,
	"email_pessoal" varchar(80),
	"telefone" varchar(11),
	"tp_user" smallint DEFAULT 1 NOT NULL,
	"password_hash" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_cpf_key" UNIQUE("cpf"),
	CONSTRAINT "usuario_cpf_digits" CHECK ("usuario"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "usuario_perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"perfil_id" smallint NOT NULL,
	"id_regional" integer,
	"id_municipio" integer,
	"escola_id" integer,
	CONSTRAINT "usuario_perfil_link_key" UNIQUE NULLS NOT DISTINCT("usuario_id","perfil_id","id_regional","id_municipio","escola_id")
);
--> statement-breakpoint
CREATE TABLE "evento_calendario" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" date NOT NULL,
	"data_fim" date NOT NULL,
	"nome" varchar(200) NOT NULL,
	"categoria" varchar(60) NOT NULL,
	CONSTRAINT "evento_calendario_periodo" CHECK ("evento_calendario"."data_fim" >= "evento_calendario"."data")
);
--> statement-breakpoint
CREATE TABLE "turma" (
	"id" serial PRIMARY KEY NOT NULL,
	"escola_id" integer NOT NULL,
	"codigo_turma" varchar(20) NOT NULL,
	"nome_turma" varchar(80) NOT NULL,
	"serie" smallint NOT NULL,
	"turno" smallint NOT NULL,
	"nivel_ensino" smallint NOT NULL,
	"modalidade" smallint DEFAULT 1 NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"ano_turma" integer NOT NULL,
	"multisseriada" boolean DEFAULT false NOT NULL,
	"anexo" boolean DEFAULT false NOT NULL,
	"nome_anexo" varchar(120),
	"professor_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turma_serie_range" CHECK ("turma"."serie" between 1 and 9),
	CONSTRAINT "turma_turno_range" CHECK ("turma"."turno" between 1 and 4),
	CONSTRAINT "turma_nivel_range" CHECK ("turma"."nivel_ensino" in (1, 2)),
	CONSTRAINT "turma_situacao_range" CHECK ("turma"."situacao" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "acompanhamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"turma_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"bimestre" smallint NOT NULL,
	"componente" smallint DEFAULT 1 NOT NULL,
	"responsavel" varchar(11) NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"validado" boolean,
	"situacao" integer DEFAULT 0 NOT NULL,
	"justificativa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acompanhamento_turma_periodo_key" UNIQUE("tipo","turma_id","ano","bimestre","componente"),
	CONSTRAINT "acompanhamento_tipo_range" CHECK ("acompanhamento"."tipo" between 1 and 3),
	CONSTRAINT "acompanhamento_bimestre_range" CHECK ("acompanhamento"."bimestre" between 1 and 4),
	CONSTRAINT "acompanhamento_situacao_range" CHECK ("acompanhamento"."situacao" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "periodo_acompanhamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano" integer NOT NULL,
	"bimestre" smallint NOT NULL,
	"ficha_id" smallint NOT NULL,
	"acompanhamento_data_inicio" date NOT NULL,
	"acompanhamento_data_fim" date NOT NULL,
	"validacao_data_inicio" date NOT NULL,
	"validacao_data_fim" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodo_acompanhamento_ano_bimestre_ficha_key" UNIQUE("ano","bimestre","ficha_id"),
	CONSTRAINT "periodo_bimestre_range" CHECK ("periodo_acompanhamento"."bimestre" between 1 and 4),
	CONSTRAINT "periodo_ficha_range" CHECK ("periodo_acompanhamento"."ficha_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" varchar(120) NOT NULL,
	"regional" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"sigla" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escola" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_inep" varchar(8) NOT NULL,
	"nome" varchar(150) NOT NULL,
	"municipio" integer NOT NULL,
	"rede" smallint DEFAULT 5 NOT NULL,
	"localizacao" smallint DEFAULT 3 NOT NULL,
	"sige" boolean DEFAULT false NOT NULL,
	"turno" smallint,
	"latitude" double precision,
	"longitude" double precision,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escola_inep_digits" CHECK ("escola"."codigo_inep" ~ '^[0-9]{8}$'),
	CONSTRAINT "escola_rede_range" CHECK ("escola"."rede" between 1 and 5),
	CONSTRAINT "escola_localizacao_range" CHECK ("escola"."localizacao" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "servidor" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"nome" varchar(80) NOT NULL,
	"email" varchar(80),
	"email_pessoal" varchar(80),
	"data_nascimento" date,
	"sexo" varchar(1),
	"telefone" varchar(11),
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servidor_cpf_digits" CHECK ("servidor"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "servidor_escola" (
	"id" serial PRIMARY KEY NOT NULL,
	"servidor_id" integer NOT NULL,
	"escola_id" integer NOT NULL,
	"funcao" smallint NOT NULL,
	"turno" smallint,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servidor_escola_funcao_range" CHECK ("servidor_escola"."funcao" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "aluno" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(80) NOT NULL,
	"cpf" varchar(11),
	"sexo" varchar(1) NOT NULL,
	"cor" smallint DEFAULT 0 NOT NULL,
	"data_nascimento" date NOT NULL,
	"nome_mae" varchar(80) NOT NULL,
	"nome_pai" varchar(80),
	"codigo_inep" varchar(12),
	"matricula" varchar(30),
	"transporte" smallint DEFAULT 1 NOT NULL,
	"nivel_ensino" smallint,
	"serie" smallint,
	"estudante_aprovado" boolean,
	"estudante_reenturmado" boolean DEFAULT false NOT NULL,
	"estudante_alfabetizado" boolean,
	"participa_aee" boolean DEFAULT false NOT NULL,
	"contraturno" boolean DEFAULT false NOT NULL,
	"pessoa_com_deficiencia" boolean DEFAULT false NOT NULL,
	"descricao_deficiencia" varchar(80),
	"dificuldade_pedagogica" boolean DEFAULT false NOT NULL,
	"situacao" smallint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aluno_cpf_digits" CHECK ("aluno"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "aluno_inep_digits" CHECK ("aluno"."codigo_inep" ~ '^[0-9]{12}$'),
	CONSTRAINT "aluno_sexo_values" CHECK ("aluno"."sexo" in ('F', 'M'))
);
--> statement-breakpoint
CREATE TABLE "aluno_turma" (
	"id" serial PRIMARY KEY NOT NULL,
	"aluno_id" integer NOT NULL,
	"turma_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"motivo" smallint DEFAULT 1 NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aluno_turma_motivo_range" CHECK ("aluno_turma"."motivo" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "video" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(150) NOT NULL,
	"url" varchar(300) NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_perfil_id_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_id_regional_regional_codigo_fk" FOREIGN KEY ("id_regional") REFERENCES "public"."regional"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_id_municipio_municipio_codigo_fk" FOREIGN KEY ("id_municipio") REFERENCES "public"."municipio"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma" ADD CONSTRAINT "turma_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma" ADD CONSTRAINT "turma_professor_id_servidor_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."servidor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_regional_regional_codigo_fk" FOREIGN KEY ("regional") REFERENCES "public"."regional"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escola" ADD CONSTRAINT "escola_municipio_municipio_codigo_fk" FOREIGN KEY ("municipio") REFERENCES "public"."municipio"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD CONSTRAINT "servidor_escola_servidor_id_servidor_id_fk" FOREIGN KEY ("servidor_id") REFERENCES "public"."servidor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servidor_escola" ADD CONSTRAINT "servidor_escola_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aluno_turma" ADD CONSTRAINT "aluno_turma_aluno_id_aluno_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."aluno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aluno_turma" ADD CONSTRAINT "aluno_turma_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_usuario_idx" ON "audit_log" USING btree ("usuario_cpf","at");--> statement-breakpoint
CREATE INDEX "revoked_token_expires_idx" ON "revoked_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "usuario_perfil_usuario_idx" ON "usuario_perfil" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "usuario_perfil_escola_idx" ON "usuario_perfil" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "evento_calendario_data_idx" ON "evento_calendario" USING btree ("data");--> statement-breakpoint
CREATE UNIQUE INDEX "turma_escola_codigo_ano_key" ON "turma" USING btree ("escola_id","codigo_turma","ano_turma") WHERE "turma"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "turma_escola_serie_situacao_idx" ON "turma" USING btree ("escola_id","serie","situacao");--> statement-breakpoint
CREATE INDEX "turma_professor_idx" ON "turma" USING btree ("professor_id") WHERE "turma"."professor_id" is not null;--> statement-breakpoint
CREATE INDEX "acompanhamento_responsavel_idx" ON "acompanhamento" USING btree ("responsavel","ano");--> statement-breakpoint
CREATE INDEX "acompanhamento_periodo_idx" ON "acompanhamento" USING btree ("ano","bimestre","tipo");--> statement-breakpoint
CREATE INDEX "municipio_regional_idx" ON "municipio" USING btree ("regional","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "escola_codigo_inep_key" ON "escola" USING btree ("codigo_inep");--> statement-breakpoint
CREATE INDEX "escola_municipio_idx" ON "escola" USING btree ("municipio","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "servidor_cpf_key" ON "servidor" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "servidor_escola_current_key" ON "servidor_escola" USING btree ("servidor_id","escola_id","funcao") WHERE "servidor_escola"."data_fim" is null;--> statement-breakpoint
CREATE INDEX "servidor_escola_escola_idx" ON "servidor_escola" USING btree ("escola_id","funcao");--> statement-breakpoint
CREATE INDEX "servidor_escola_servidor_idx" ON "servidor_escola" USING btree ("servidor_id","funcao");--> statement-breakpoint
CREATE UNIQUE INDEX "aluno_cpf_key" ON "aluno" USING btree ("cpf") WHERE "aluno"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "aluno_nome_nascimento_idx" ON "aluno" USING btree ("nome","data_nascimento");--> statement-breakpoint
CREATE INDEX "aluno_codigo_inep_idx" ON "aluno" USING btree ("codigo_inep") WHERE "aluno"."codigo_inep" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "aluno_turma_current_key" ON "aluno_turma" USING btree ("aluno_id") WHERE "aluno_turma"."data_fim" is null;--> statement-breakpoint
CREATE INDEX "aluno_turma_aluno_idx" ON "aluno_turma" USING btree ("aluno_id","data_inicio");--> statement-breakpoint
CREATE INDEX "aluno_turma_turma_current_idx" ON "aluno_turma" USING btree ("turma_id") WHERE "aluno_turma"."data_fim" is null;