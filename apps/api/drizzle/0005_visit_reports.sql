CREATE TABLE "categoria_relatorio" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_relatorio_id" smallint NOT NULL,
	"codigo" integer NOT NULL,
	"descricao" varchar(300) NOT NULL,
	CONSTRAINT "categoria_relatorio_tipo_codigo_key" UNIQUE("tipo_relatorio_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "criterio_relatorio" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicador_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"codigo" smallint NOT NULL,
	"descricao" varchar(500) NOT NULL,
	CONSTRAINT "criterio_relatorio_indicador_codigo_key" UNIQUE("indicador_id","codigo"),
	CONSTRAINT "criterio_relatorio_nivel" CHECK ("criterio_relatorio"."codigo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "indicador" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"codigo" integer NOT NULL,
	"descricao" varchar(500) NOT NULL,
	"objetivo_id" integer,
	CONSTRAINT "indicador_categoria_codigo_key" UNIQUE("categoria_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "indicador_relatorio" (
	"relatorio_visita_id" integer NOT NULL,
	"indicador_id" integer NOT NULL,
	"criterio_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	CONSTRAINT "indicador_relatorio_relatorio_visita_id_indicador_id_pk" PRIMARY KEY("relatorio_visita_id","indicador_id")
);
--> statement-breakpoint
CREATE TABLE "participante_visita" (
	"id" serial PRIMARY KEY NOT NULL,
	"relatorio_visita_id" integer NOT NULL,
	"nome" varchar(80) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"codigo_perfil" smallint DEFAULT 0 NOT NULL,
	"nome_perfil" varchar(80),
	CONSTRAINT "participante_visita_relatorio_cpf_key" UNIQUE("relatorio_visita_id","cpf")
);
--> statement-breakpoint
CREATE TABLE "relatorio_visita" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_relatorio_id" smallint NOT NULL,
	"pareamento_escolas_id" integer NOT NULL,
	"ano_parfi_id" integer NOT NULL,
	"data" date NOT NULL,
	"descricao_detalhada" varchar(3000),
	"finalizado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_relatorio" (
	"id" smallint PRIMARY KEY NOT NULL,
	"descricao" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categoria_relatorio" ADD CONSTRAINT "categoria_relatorio_tipo_relatorio_id_tipo_relatorio_id_fk" FOREIGN KEY ("tipo_relatorio_id") REFERENCES "public"."tipo_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterio_relatorio" ADD CONSTRAINT "criterio_relatorio_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterio_relatorio" ADD CONSTRAINT "criterio_relatorio_categoria_id_categoria_relatorio_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador" ADD CONSTRAINT "indicador_categoria_id_categoria_relatorio_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador" ADD CONSTRAINT "indicador_objetivo_id_objetivo_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."objetivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador_relatorio" ADD CONSTRAINT "indicador_relatorio_relatorio_visita_id_relatorio_visita_id_fk" FOREIGN KEY ("relatorio_visita_id") REFERENCES "public"."relatorio_visita"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador_relatorio" ADD CONSTRAINT "indicador_relatorio_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador_relatorio" ADD CONSTRAINT "indicador_relatorio_criterio_id_criterio_relatorio_id_fk" FOREIGN KEY ("criterio_id") REFERENCES "public"."criterio_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador_relatorio" ADD CONSTRAINT "indicador_relatorio_categoria_id_categoria_relatorio_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_visita" ADD CONSTRAINT "participante_visita_relatorio_visita_id_relatorio_visita_id_fk" FOREIGN KEY ("relatorio_visita_id") REFERENCES "public"."relatorio_visita"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_visita" ADD CONSTRAINT "relatorio_visita_tipo_relatorio_id_tipo_relatorio_id_fk" FOREIGN KEY ("tipo_relatorio_id") REFERENCES "public"."tipo_relatorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_visita" ADD CONSTRAINT "relatorio_visita_pareamento_escolas_id_pareamento_escolas_id_fk" FOREIGN KEY ("pareamento_escolas_id") REFERENCES "public"."pareamento_escolas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_visita" ADD CONSTRAINT "relatorio_visita_ano_parfi_id_ano_parfi_id_fk" FOREIGN KEY ("ano_parfi_id") REFERENCES "public"."ano_parfi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "criterio_relatorio_categoria_idx" ON "criterio_relatorio" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "relatorio_visita_pareamento_idx" ON "relatorio_visita" USING btree ("pareamento_escolas_id","ano_parfi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relatorio_visita_tipo_unico_key" ON "relatorio_visita" USING btree ("pareamento_escolas_id","tipo_relatorio_id") WHERE "relatorio_visita"."tipo_relatorio_id" in (1, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "relatorio_visita_aberto_key" ON "relatorio_visita" USING btree ("pareamento_escolas_id","tipo_relatorio_id") WHERE not "relatorio_visita"."finalizado";--> statement-breakpoint
CREATE INDEX "objetivo_obrigatorio_relatorio_idx" ON "objetivo_obrigatorio" USING btree ("relatorio_visita_id");