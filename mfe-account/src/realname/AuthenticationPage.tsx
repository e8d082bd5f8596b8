import { useRef, useState } from 'react';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageLoading, RealNameStatus, UPLOAD, formatMs, showToast, type RealNameInfo } from '@app/shared';
import { paths } from '@app/shared/routes';
import { payoutRules } from '@app/shared/domain/wallet';
import { NS } from '../i18n';
import { IdImagePicker, type PickedImage } from './IdImagePicker';
import { uploadUrl, useAccountMyRealNameQuery, useAccountSubmitRealNameMutation } from './realname-api';
import './realname.css';

const MB = Math.round(UPLOAD.maxBytes / (1024 * 1024));
const EMPTY: PickedImage = { status: 'empty', uploadId: null };

/** Real-name authentication (docs/product.md §4, §6): not certified → under review → passed or rejected. */
export function AuthenticationPage() {
  const { t } = useTranslation(NS);
  const { data, isError, refetch } = useAccountMyRealNameQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title={t('title.authentication')} testId="authentication-page">
      {!data && !isError && <PageLoading />}
      {isError && !data && (
        <div className="rn__center">
          <Button
            onClick={() => {
              void refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </div>
      )}
      {data && <RealNameBody info={data} />}
    </Page>
  );
}

function RealNameBody({ info }: { info: RealNameInfo }) {
  const { t } = useTranslation(NS);
  const [resubmitting, setResubmitting] = useState(false);
  const state = (
    <div className={`rn__state rn__state--${info.status}`} data-testid="real-name-state">
      {t(`realName.state.${info.status}`)}
    </div>
  );

  if (info.status === RealNameStatus.UNDER_REVIEW) {
    return (
      <div className="rn">
        {state}
        <Result
          status="waiting"
          title={t('realName.reviewTitle')}
          description={t('realName.reviewBody', { time: formatMs(info.submittedAt) })}
        />
        <Submitted info={info} />
      </div>
    );
  }
  if (info.status === RealNameStatus.PASSED) {
    return (
      <div className="rn">
        {state}
        <Result status="success" title={t('realName.passedTitle')} description={t('realName.passedBody')} />
        <Submitted info={info} locked />
      </div>
    );
  }
  if (info.status === RealNameStatus.REJECTED && !resubmitting) {
    return (
      <div className="rn">
        {state}
        <Result
          status="error"
          title={t('realName.rejectedTitle')}
          description={info.rejectReason ? t('realName.rejectedReason', { reason: info.rejectReason }) : t('realName.rejectedNoReason')}
        />
        <div className="rn__actions">
          <Button block color="primary" shape="rounded" onClick={() => setResubmitting(true)} data-testid="real-name-resubmit">
            {t('realName.resubmit')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="rn">
      {state}
      <RealNameForm initialName={info.name} />
    </div>
  );
}

/** What was sent: read-only. Once passed, the customer-service note (docs/product.md §6). */
function Submitted({ info, locked }: { info: RealNameInfo; locked?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="rn__form">
      <Form layout="vertical">
        <Form.Item label={t('realName.name')}>
          <Input value={info.name} readOnly disabled={locked} aria-label={t('realName.name')} data-testid="real-name-name" />
        </Form.Item>
        <Form.Item label={t('realName.idNumber')}>
          <Input value={info.idNumber} readOnly disabled={locked} aria-label={t('realName.idNumber')} data-testid="real-name-id" />
        </Form.Item>
      </Form>
      <div className="rn__images">
        {info.frontImage && <img src={uploadUrl(info.frontImage)} alt={t('realName.front')} />}
        {info.reverseImage && <img src={uploadUrl(info.reverseImage)} alt={t('realName.reverse')} />}
      </div>
      {locked && (
        <p className="rn__locked" data-testid="real-name-locked">
          {t('realName.locked')} <Link to={paths.chat()}>{t('realName.contact')}</Link>
        </p>
      )}
    </div>
  );
}

interface FormValues {
  name: string;
  idNumber: string;
}

function RealNameForm({ initialName }: { initialName: string }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<FormValues>();
  const [front, setFront] = useState<PickedImage>(EMPTY);
  const [reverse, setReverse] = useState<PickedImage>(EMPTY);
  const [imageError, setImageError] = useState<string | null>(null);
  const [submit, { isLoading }] = useAccountSubmitRealNameMutation();
  const busy = useRef(false);

  const onFinish = async (values: FormValues) => {
    if (busy.current) return; // a double tap submits once
    if (front.status === 'uploading' || reverse.status === 'uploading') return setImageError(t('realName.waitUpload'));
    if (!front.uploadId) return setImageError(t('realName.requiredFront'));
    if (!reverse.uploadId) return setImageError(t('realName.requiredReverse'));
    setImageError(null);
    busy.current = true;
    try {
      const result = await submit({
        name: values.name.trim(),
        idNumber: values.idNumber.trim(),
        frontImage: front.uploadId,
        reverseImage: reverse.uploadId,
      });
      if ('data' in result && result.data) showToast(t('realName.submitted'));
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="rn__form">
      <p className="rn__intro">{t('realName.intro')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName, idNumber: '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={isLoading} data-testid="real-name-submit">
            {t('realName.submit')}
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={t('realName.name')}
          rules={[
            { required: true, whitespace: true, message: t('realName.requiredName') },
            {
              validator: async (_r, v: string | undefined) => {
                if (v?.trim() && payoutRules.fullName(v) === null) throw new Error(t('realName.invalidName'));
              },
            },
          ]}
        >
          <Input placeholder={t('realName.namePlaceholder')} autoComplete="name" clearable />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('realName.idNumber')}
          rules={[
            { required: true, whitespace: true, message: t('realName.requiredId') },
            {
              validator: async (_r, v: string | undefined) => {
                if (v?.trim() && payoutRules.idNumber(v) === null) throw new Error(t('realName.invalidId'));
              },
            },
          ]}
        >
          <Input placeholder={t('realName.idNumberPlaceholder')} autoComplete="off" clearable />
        </Form.Item>
        <Form.Header>{t('realName.hint', { mb: MB })}</Form.Header>
        <div className="rn__pickers">
          <IdImagePicker side="front" onChange={setFront} testId="real-name-front" />
          <IdImagePicker side="reverse" onChange={setReverse} testId="real-name-reverse" />
        </div>
        {imageError && (
          <div className="rn__error" role="alert">
            {imageError}
          </div>
        )}
      </Form>
    </div>
  );
}
