// The decision on one queue item (review/decide): Approve asks for a confirmation that says what it
// does; Reject asks for the reason the customer will read (required, at most 255 characters). The
// answer goes to the page: decided, a first approval recorded (a large withdrawal then waits for a
// second, different reviewer), or the provider's refusal in its words.
import type {
  StaffDecideAnswer,
  StaffDecision,
  StaffDepositItem,
  StaffRealNameItem,
  StaffReviewKind,
  StaffWithdrawalItem,
} from '@app/shared/staff';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdt, MAX_REASON, reasonProblem } from '../model';
import { Field, describedBy, useConsole, type Note } from '../ui';

type Item = StaffDepositItem | StaffWithdrawalItem | StaffRealNameItem;

export function DecisionBar({
  kind,
  item,
  what,
  onDecided,
}: {
  kind: StaffReviewKind;
  item: Item;
  /** The item in words (Deposit #12), for what the decision came to. */
  what: string;
  onDecided: (answer: StaffDecideAnswer | null, note: Note) => void;
}) {
  const { t } = useTranslation();
  const { client, language, member } = useConsole();
  const [mode, setMode] = useState<StaffDecision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amount = 'amount' in item ? formatUsdt(item.amount, language) : '';
  const withdrawal = kind === 'withdrawals' ? (item as StaffWithdrawalItem) : null;
  const myFirstApproval = withdrawal?.firstApproval?.by === member.login;

  async function decide(decision: StaffDecision, event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (decision === 'reject') {
      const problem = reasonProblem(reason);
      if (problem) return setReasonError(t(`decision.reason.${problem}`, { max: MAX_REASON }));
    }
    setReasonError(null);
    setBusy(true);
    const result = await client.call('review/decide', {
      kind,
      id: item.id,
      decision,
      reason: decision === 'reject' ? reason.trim() : undefined,
    });
    setBusy(false);
    // Said on the page, above the queue: the item may be gone at the next refresh (2904).
    if (!result.ok) return onDecided(null, { tone: 'error', text: t('decision.refused', { what, message: result.message }) });
    setMode(null);
    if (result.data.awaitingSecondApproval) return onDecided(result.data, { tone: 'info', text: t('decision.firstApproval', { what }) });
    onDecided(result.data, { tone: 'ok', text: t(`decision.done.${decision}`, { what }) });
  }

  return (
    <div className="decision" aria-label={t('decision.label')} role="group">
      {myFirstApproval && <p className="hint">{t('decision.yourFirstApproval')}</p>}
      {mode === null && (
        <div className="buttons">
          <button type="button" className="primary" onClick={() => setMode('approve')}>
            {t('decision.approve')}
          </button>
          <button type="button" className="danger" onClick={() => setMode('reject')}>
            {t('decision.reject')}
          </button>
        </div>
      )}
      {mode === 'approve' && (
        <div className="confirm" role="group" aria-labelledby="approve-what">
          <p id="approve-what">{t(`decision.approveWhat.${kind}`, { id: item.id, amount })}</p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => void decide('approve')} disabled={busy} autoFocus>
              {t('decision.confirmApprove')}
            </button>
            <button type="button" onClick={() => setMode(null)} disabled={busy}>
              {t('decision.cancel')}
            </button>
          </div>
        </div>
      )}
      {mode === 'reject' && (
        <form className="confirm" onSubmit={(e) => void decide('reject', e)} noValidate>
          <p>{t(`decision.rejectWhat.${kind}`, { id: item.id, amount })}</p>
          <Field
            id="reject-reason"
            label={t('decision.reason.label')}
            hint={t('decision.reason.hint', { length: reason.length, max: MAX_REASON })}
            error={reasonError}
          >
            <textarea
              id="reject-reason"
              rows={3}
              maxLength={MAX_REASON}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy('reject-reason', true, reasonError)}
              aria-invalid={reasonError ? true : undefined}
              required
              autoFocus
            />
          </Field>
          <div className="buttons">
            <button type="submit" className="danger" disabled={busy}>
              {t('decision.confirmReject')}
            </button>
            <button type="button" onClick={() => setMode(null)} disabled={busy}>
              {t('decision.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
