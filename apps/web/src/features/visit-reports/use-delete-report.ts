/**
 * The administrator's Excluir of a visit report (spec 03 §2.10, §6), shared by the list and the edit
 * screen: DELETE RelatorioVisita with the report's identifying data, the toast 'Relatório excluído com
 * sucesso.' and the lists refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VISIT_MSG } from '@siam/domain/visit-reports';
import { api } from '../../api/client';
import { toast } from '../../lib/toast';
import { DELETE_REPORT_ERROR } from './messages';
import { visitKeys } from './queries';
import type { WithMessage } from '@siam/domain/contracts/parfi';
import type { RelatorioVisita } from '@siam/domain/contracts/visit-reports';

export function useDeleteReport(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      report,
      anoPremio,
      escolaInep,
    }: {
      report: RelatorioVisita;
      anoPremio: number | null;
      escolaInep: string;
    }) =>
      api.delete<WithMessage>('/RelatorioVisita', {
        query: {
          relatorioVisitaId: report.id,
          escolaInep,
          anoPremio,
          anoParfi: report.anoParfi,
          pareamentoEscolasId: report.pareamentoEscolasId,
        },
      }),
    onSuccess: (answer) => {
      toast.success(answer?.mensagem ?? VISIT_MSG.deleted);
      void queryClient.invalidateQueries({ queryKey: visitKeys.all });
      onDeleted?.();
    },
    onError: (error) => toast.apiError(error, DELETE_REPORT_ERROR),
  });
}
