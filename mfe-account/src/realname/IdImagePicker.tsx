import { useEffect, useRef, useState } from 'react';
import { ImageViewer, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UPLOAD, uploadFile, useAppDispatch } from '@app/shared';
import { checkImageFile } from '@app/shared/domain/account';
import { NS } from '../i18n';

export interface PickedImage {
  status: 'empty' | 'uploading' | 'done' | 'failed';
  /** common/uploadFile's id once uploaded. */
  uploadId: string | null;
}

const MB = Math.round(UPLOAD.maxBytes / (1024 * 1024));

/**
 * One side of the ID: pick or take a photo, see it, the type and size checked here, then uploaded
 * at once with its progress. Tapping the picture shows it full size.
 */
export function IdImagePicker(props: { side: 'front' | 'reverse'; onChange: (image: PickedImage) => void; testId: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<PickedImage['status']>('empty');
  const [pct, setPct] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { onChange } = props;

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (picked: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('uploading');
    setPct(0);
    onChange({ status: 'uploading', uploadId: null });
    const result = await dispatch(
      uploadFile(picked, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setPct(total > 0 ? Math.min(100, Math.round((loaded * 100) / total)) : 0),
      }),
    );
    if (controller.signal.aborted) return;
    if ('data' in result) {
      setPct(100);
      setStatus('done');
      onChange({ status: 'done', uploadId: result.data.id });
    } else {
      setStatus('failed');
      onChange({ status: 'failed', uploadId: null });
    }
  };

  const onPick = async (picked: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be picked again
    if (!picked) return;
    const why = await checkImageFile(picked);
    if (why) {
      setProblem(why === 'size' ? t('realName.tooLarge', { mb: MB }) : t('realName.wrongType'));
      return;
    }
    setProblem(null);
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
    await upload(picked);
  };

  const label = t(props.side === 'front' ? 'realName.front' : 'realName.reverse');
  return (
    <div className="rn-pick" data-testid={props.testId} data-status={status}>
      <div className="rn-pick__label">{label}</div>
      <div className="rn-pick__box">
        {preview ? (
          <button
            type="button"
            className="rn-pick__preview"
            onClick={() => ImageViewer.show({ image: preview })}
            aria-label={`${label}: ${t('realName.preview')}`}
          >
            <img src={preview} alt={label} />
          </button>
        ) : (
          <button type="button" className="rn-pick__empty" onClick={() => input.current?.click()}>
            <span className="rn-pick__plus" aria-hidden>
              +
            </span>
            <span>{t('realName.pick')}</span>
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept={UPLOAD.mimeTypes.join(',')}
          hidden
          aria-label={label}
          onChange={(e) => void onPick(e.target.files?.[0])}
        />
      </div>
      {status === 'uploading' && (
        <div className="rn-pick__progress" role="status">
          <ProgressBar percent={pct} />
          <span>{t('realName.uploading', { pct })}</span>
        </div>
      )}
      {status === 'done' && <div className="rn-pick__ok">{t('realName.uploaded')}</div>}
      {status === 'failed' && (
        <div className="rn-pick__error">
          {t('realName.uploadFailed')}{' '}
          {file && (
            <button type="button" onClick={() => void upload(file)}>
              {t('realName.retry')}
            </button>
          )}
        </div>
      )}
      {problem && (
        <div className="rn-pick__error" role="alert">
          {problem}
        </div>
      )}
      {preview && status !== 'uploading' && (
        <button type="button" className="rn-pick__replace" onClick={() => input.current?.click()}>
          {t('realName.replace')}
        </button>
      )}
    </div>
  );
}
