/**
 * Asks the user a question with the shared ConfirmDialog and resolves to their answer, so a flow
 * can ask several questions in a row (open monitoring, then the age-for-grade warning) before a call.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';

interface Question {
  title: string;
  text: ReactNode;
  confirmLabel?: string;
}

export function useConfirm() {
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState<Question>({ title: '', text: '' });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((q: Question) => {
    resolver.current?.(false);
    setQuestion(q);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={question.title}
      text={question.text}
      confirmLabel={question.confirmLabel ?? 'Continuar'}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
