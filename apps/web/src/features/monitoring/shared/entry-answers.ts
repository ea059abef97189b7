/**
 * The answers of one entry sheet (decision 134), written once for both sheets (the class's activities,
 * spec 02 §2.7, and one student's learning, §2.9): the unsaved choices, the answers waiting in the
 * outbox and the refused ones, and the save.
 *
 * - Online, a choice is a draft until Salvar (or Ctrl/Cmd+S) puts the drafts in the outbox, which
 *   sends them at once: the screen reports success, or the server's refusal.
 * - Offline, each choice goes straight to the outbox (nothing typed is lost if the tab closes) and
 *   is marked 'Aguardando envio' until the sender delivers it.
 */
import { useEffect, useMemo } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import type { MonitoringKind } from '@siam/domain/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { SAVE_WILL_RETRY, savedOnDevice } from '../../../offline/messages';
import {
  enqueue,
  flush,
  isOnline,
  loadOutbox,
  onSent,
  sendDirectly,
  useOnline,
  useOutbox,
  type NewAnswer,
} from '../../../offline/outbox';
import { targetOf, type OutboxAnswer } from '../../../offline/outbox-model';
import { MONITORING_SAVED } from '@siam/domain/monitoring';
import { SAVE_ERROR } from './messages';
import { useSkillDrafts, type SkillDraft, type SkillDrafts } from './skill-level-editor';

export interface EntryTarget {
  tipo: MonitoringKind;
  acompanhamentoId: number;
  alunoId: number | null;
  /** For the review list. */
  turma: string;
  aluno: string | null;
}

/** A skill's answer in the outbox: waiting to be sent, or refused with the server's message. */
export interface SkillOutboxStatus {
  estado: OutboxAnswer['estado'];
  nivel: number;
  mensagem?: string;
}

export interface EntryAnswers {
  drafts: SkillDrafts;
  /** The skill's latest answer in the outbox, if any. */
  statusOf: (skill: Habilidade) => SkillOutboxStatus | null;
  /** Answers of this sheet waiting to be sent. */
  waiting: number;
  save: { isPending: boolean; mutate: () => void };
  online: boolean;
}

function answerOf(target: EntryTarget, d: SkillDraft, perfil: NewAnswer['perfil']): NewAnswer {
  return {
    tipo: target.tipo,
    acompanhamentoId: target.acompanhamentoId,
    alunoId: target.alunoId,
    habilidadeId: d.skill.id,
    criterioId: d.criterio.id,
    estruturaId: d.skill.estruturaId,
    categoriaId: d.skill.categoriaId,
    nivel: d.nivel,
    perfil,
    turma: target.turma,
    aluno: target.aluno,
    habilidade: `Habilidade ${d.skill.ordem}: ${d.skill.descricao}`,
  };
}

/**
 * The monitoring's percents from the answer call's result (`situacao`, and for learning the student's
 * `situacaoAluno`) in the entry cache, and the sheet's skills read again.
 */
function applySituacao(client: QueryClient, sent: OutboxAnswer, result: unknown): void {
  const r = (result ?? {}) as { situacao?: number; situacaoAluno?: number };
  client.setQueriesData<Acompanhamento | null>({ queryKey: ['acompanhamento-entrada', sent.tipo] }, (m) =>
    m && m.acompanhamentoId === sent.acompanhamentoId
      ? {
          ...m,
          situacao: r.situacao ?? m.situacao,
          alunoAcompanhamento: (m.alunoAcompanhamento ?? []).map((a) =>
            a.alunoId === sent.alunoId ? { ...a, situacao: r.situacaoAluno ?? a.situacao } : a,
          ),
        }
      : m,
  );
  const skillsRoot = sent.tipo === 'atividade' ? 'habilidades' : 'habilidades-estudante';
  void client.invalidateQueries({ queryKey: ['acompanhamento-entrada', skillsRoot, sent.acompanhamentoId] });
}

/** Thrown when the server refused the saved answers (they stay in the outbox for review). */
class RefusedError extends ApiError {}

export function useEntryAnswers(target: EntryTarget): EntryAnswers {
  const session = useSession();
  const perfil = session!.activeConfig.role;
  const online = useOnline();
  const outbox = useOutbox();
  const key = targetOf(target);
  const mine = useMemo(() => outbox.answers.filter((a) => targetOf(a) === key), [outbox.answers, key]);
  const latest = useMemo(() => {
    const bySkill = new Map<number, OutboxAnswer>();
    for (const a of mine) bySkill.set(a.habilidadeId, a);
    return bySkill;
  }, [mine]);
  const pendingLevel = (skill: Habilidade): number | null => {
    const a = latest.get(skill.id);
    return a && a.estado === 'aguardando' ? a.nivel : null;
  };

  const drafts = useSkillDrafts(pendingLevel, (d) => {
    // Offline: the choice is kept on the device at once.
    if (isOnline()) return false;
    void enqueue([answerOf(target, d, perfil)]);
    return true;
  });

  // After each batch of this sheet is delivered: the server's percents, and the skills read again.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSent((sent, result) => {
        const head = sent[0];
        if (!head || targetOf(head) !== key) return;
        applySituacao(queryClient, head, result);
      }),
    [key, queryClient],
  );

  const save = useMutation({
    // Offline the save puts the drafts in the outbox: it must run, not wait for the network.
    networkMode: 'always',
    mutationFn: async (): Promise<{ outcome: 'sent' | 'offline' | 'retrying'; count: number }> => {
      const items = drafts.list().map((d) => answerOf(target, d, perfil));
      const queued = await enqueue(items);
      if (queued === null) {
        // No device store: sent directly (an error leaves the choices on screen).
        await sendDirectly(items);
        drafts.clear();
        return { outcome: 'sent', count: items.length };
      }
      drafts.clear();
      const count = queued.length;
      if (!isOnline()) return { outcome: 'offline', count };
      await flush();
      const ids = new Set(queued.map((q) => q.respostaId));
      const left = (await loadOutbox()).filter((a) => ids.has(a.respostaId));
      const refused = left.find((a) => a.estado === 'recusada');
      if (refused) throw new RefusedError(refused.mensagem ?? SAVE_ERROR, 409, true);
      if (left.length === 0) return { outcome: 'sent', count };
      return { outcome: isOnline() ? 'retrying' : 'offline', count };
    },
    onSuccess: ({ outcome, count }) => {
      if (outcome === 'sent') toast.success(MONITORING_SAVED);
      else if (outcome === 'offline') toast.info(savedOnDevice(count));
      else toast.warning(SAVE_WILL_RETRY);
    },
    onError: (error) => toast.apiError(error, SAVE_ERROR),
  });

  return {
    drafts,
    statusOf: (skill) => {
      const a = latest.get(skill.id);
      return a ? { estado: a.estado, nivel: a.nivel, mensagem: a.mensagem } : null;
    },
    waiting: mine.filter((a) => a.estado === 'aguardando').length,
    save: { isPending: save.isPending, mutate: () => save.mutate() },
    online,
  };
}
