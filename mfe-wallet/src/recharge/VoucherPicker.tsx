// The optional transfer receipt of a bank recharge: picked, checked here (kind by its first bytes,
// size), uploaded at once through the app's transport (common/uploadFile) with its progress; the
// recharge then carries the upload's id. Removing it sends the recharge without one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD, uploadFile, useAppDispatch } from '@app/shared';
import { checkImageFile } from '@app/shared/domain/account';
import { NS } from '../i18n';

export type VoucherState = { status: 'empty' | 'uploading' | 'failed' } | { status: 'done'; id: string };

const MB = Math.round(UPLOAD.maxBytes / (1024 * 1024));

export function VoucherPicker({ onChange }: { onChange: (state: VoucherState) => void }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<VoucherState>({ status: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  const [pct, setPct] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const report = (next: VoucherState) => {
    setState(next);
    onChange(next);
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const why = await checkImageFile(file);
    if (why) return setProblem(why === 'size' ? t('voucher.tooLarge', { mb: MB }) : t('voucher.wrongType'));
    setProblem(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPct(0);
    report({ status: 'uploading' });
    const result = await dispatch(
      uploadFile(file, {
        signal: controller.signal,
        silent: true,
        onProgress: ({ loaded, total }) => setPct(total > 0 ? Math.min(100, Math.round((loaded * 100) / total)) : 0),
      }),
    );
    if (controller.signal.aborted) return;
    if ('data' in result) report({ status: 'done', id: result.data.id });
    else {
      setProblem(result.error.message || t('voucher.failed'));
      report({ status: 'failed' });
    }
  };

  const remove = () => {
    abort.current?.abort();
    setPreview(null);
    setProblem(null);
    report({ status: 'empty' });
  };

  return (
    <div className="w-field" data-testid="voucher" data-status={state.status}>
      <span className="w-field__label">{t('voucher.label')}</span>
      <div className="w-voucher">
        {preview && <img className="w-voucher__img" src={preview} alt={t('voucher.label')} />}
        <div className="w-voucher__side">
          {state.status === 'uploading' && <span className="w-muted">{t('voucher.uploading', { pct })}</span>}
          {state.status === 'done' && <span className="w-muted w-voucher__ok">{t('voucher.done')}</span>}
          <div className="w-chips">
            <label className="w-chip">
              {state.status === 'empty' ? t('voucher.pick') : t('voucher.replace')}
              <input
                ref={input}
                type="file"
                accept={UPLOAD.mimeTypes.join(',')}
                hidden
                data-testid="voucher-input"
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </label>
            {state.status !== 'empty' && (
              <button type="button" className="w-chip" onClick={remove}>
                {t('voucher.remove')}
              </button>
            )}
          </div>
        </div>
      </div>
      {problem && (
        <div className="w-field__error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
