CREATE TABLE "student_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"aluno_id" integer,
	"usuario_cpf" varchar(11) NOT NULL,
	"perfil_id" smallint NOT NULL,
	"acao" varchar(20) NOT NULL,
	"detalhe" varchar(300) NOT NULL,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "student_access_log_aluno_idx" ON "student_access_log" USING btree ("aluno_id","at","id");
--> statement-breakpoint
-- Append-only audit (decision 104): the database refuses to change or remove an audit row, whoever
-- asks (the application's own connection included). Row triggers on both audit tables.
CREATE FUNCTION "audit_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit table % is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_access_log_append_only" BEFORE UPDATE OR DELETE ON "student_access_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "student_access_log_no_truncate" BEFORE TRUNCATE ON "student_access_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
