// Content (content): what the app shows on Home, in its news and notice lists and its help centre.
// Tabs Banners / Notices / News / Help, each a list (published or not) with create, edit,
// publish/unpublish and delete (confirmed), and an editor with every text in English, simplified
// Chinese and optional Japanese beside a phone preview (PhonePreview.tsx) that the provider's
// preview call fills as the editor types, so its refusals (and the field they name) show before
// saving. An update names the version it was made from; a newer one on the provider (2928) asks
// the editor to reload.
import type { Article, Banner, HelpQuestion } from '@app/shared';
import {
  CONTENT_LIMITS,
  STAFF_DESK_RET_CODES,
  type ContentImage,
  type ContentPreview,
  type StaffArticleCategory,
  type StaffArticleSummary,
  type StaffBanner,
  type StaffHelpCategory,
  type StaffHelpQuestion,
} from '@app/shared/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  base64OfDataUrl,
  codesField,
  hrefOf,
  isPreviewLanguage,
  previewLanguageOf,
  problemField,
  uploadProblem,
  type PreviewLanguage,
} from '../model';
import { Field, Message, Time, describedBy, useConsole, type Note, type PageProps } from '../ui';
import { PhonePreview, type PreviewOf } from './PhonePreview';

export const CONTENT_TABS = ['banners', 'notices', 'news', 'help'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
type Kind = 'banner' | 'article' | 'help';
const KIND_OF: Record<ContentTab, Kind> = { banners: 'banner', notices: 'article', news: 'article', help: 'help' };
const CATEGORY_OF: Partial<Record<ContentTab, StaffArticleCategory>> = { notices: 'notice', news: 'news' };
/** How long the editor waits after the last keystroke before asking for a preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** A text of the form: its base name (titleEn, titleZh, titleJa), its limit, and whether it is one line. */
interface TextSpec {
  base: string;
  max: number;
  multiline: boolean;
}
const TEXTS: Record<Kind, TextSpec[]> = {
  banner: [{ base: 'title', max: CONTENT_LIMITS.bannerTitle, multiline: false }],
  article: [
    { base: 'title', max: CONTENT_LIMITS.articleTitle, multiline: false },
    { base: 'summary', max: CONTENT_LIMITS.articleSummary, multiline: true },
    { base: 'body', max: CONTENT_LIMITS.articleBody, multiline: true },
    { base: 'source', max: CONTENT_LIMITS.articleSource, multiline: false },
  ],
  help: [
    { base: 'title', max: CONTENT_LIMITS.helpTitle, multiline: false },
    { base: 'answer', max: CONTENT_LIMITS.helpAnswer, multiline: true },
  ],
};
const SUFFIXES = ['En', 'Zh', 'Ja'] as const;

type Form = Record<string, string>;
type ListItem = { id: number; title: string; published: boolean; when: number; extra: string; categoryId?: number };

function emptyForm(kind: Kind, categoryId: number | null): Form {
  const form: Form = { published: 'on' };
  for (const spec of TEXTS[kind]) for (const s of SUFFIXES) form[spec.base + s] = '';
  if (kind === 'banner') Object.assign(form, { image: '', link: '', sort: '' });
  if (kind === 'article') form.codes = '';
  if (kind === 'help') Object.assign(form, { categoryId: categoryId === null ? '' : String(categoryId), sort: '' });
  return form;
}

/** The form of a stored item (every text, Japanese '' when there is none). */
function formOf(kind: Kind, item: StaffBanner | Awaited<StaffArticleLike> | StaffHelpQuestion): Form {
  const form = emptyForm(kind, null);
  const record = item as unknown as Record<string, unknown>;
  for (const key of Object.keys(form)) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') form[key] = String(value);
  }
  form.published = record.published ? 'on' : 'off';
  if (kind === 'article') form.codes = ((record.codes as string[]) ?? []).join(',');
  return form;
}
type StaffArticleLike = import('@app/shared/staff').StaffArticle;

/** The request fields of a form (the provider reads sort and categoryId as numbers). */
function requestOf(kind: Kind, form: Form, category?: StaffArticleCategory): Record<string, string | number> {
  const request: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(form)) {
    if ((key === 'sort' || key === 'categoryId') && value.trim() === '') continue;
    request[key] = key === 'sort' || key === 'categoryId' ? Number(value) : key === 'codes' ? codesField(value) : value;
  }
  if (kind === 'article' && category) request.category = category;
  return request;
}

export function ContentPage({ rest }: PageProps) {
  const { t } = useTranslation();
  const { client, language } = useConsole();
  const tab: ContentTab = (CONTENT_TABS as readonly string[]).includes(rest[0] ?? '') ? (rest[0] as ContentTab) : 'banners';
  const kind = KIND_OF[tab];
  const [items, setItems] = useState<ListItem[] | null>(null);
  const [raw, setRaw] = useState<(StaffBanner | StaffArticleSummary | StaffHelpQuestion)[]>([]);
  const [categories, setCategories] = useState<StaffHelpCategory[]>([]);
  const [note, setNote] = useState<Note | null>(null);
  const [editing, setEditing] = useState<{ id: number | null; version: number | null; form: Form } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<PreviewLanguage>(() =>
    isPreviewLanguage(rest[1]) ? rest[1] : previewLanguageOf(language),
  );

  const load = useCallback(async () => {
    setItems(null);
    if (kind === 'banner') {
      const result = await client.call('content/banners', {});
      if (!result.ok) return setNote({ tone: 'error', text: result.message });
      setRaw(result.data);
      setItems(result.data.map((b) => ({ id: b.id, title: b.titleEn, published: b.published, when: b.updatedAt, extra: b.link })));
    } else if (kind === 'article') {
      const result = await client.call('content/articles', { category: CATEGORY_OF[tab] });
      if (!result.ok) return setNote({ tone: 'error', text: result.message });
      setRaw(result.data.list);
      setItems(
        result.data.list.map((a) => ({
          id: a.id,
          title: a.titleEn,
          published: a.published,
          when: a.publishedAt,
          extra: a.codes.join(', '),
        })),
      );
    } else {
      const [cats, questions] = await Promise.all([client.call('content/helpCategories', {}), client.call('content/helpQuestions', {})]);
      if (!cats.ok) return setNote({ tone: 'error', text: cats.message });
      if (!questions.ok) return setNote({ tone: 'error', text: questions.message });
      setCategories(cats.data);
      setRaw(questions.data);
      setItems(
        questions.data.map((q) => ({
          id: q.id,
          title: q.titleEn,
          published: q.published,
          when: q.updatedAt,
          extra: '',
          categoryId: q.categoryId,
        })),
      );
    }
  }, [client, kind, tab]);
  // A category in the console's language (a change of language keeps an open form as it is).
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.[language === 'zh-Hans' ? 'titleZh' : 'titleEn'] ?? String(id);

  useEffect(() => {
    setEditing(null);
    setConfirming(null);
    setNote(null);
    void load();
  }, [load]);

  /** The stored item with every text (an article's list row has no bodies). */
  async function full(id: number): Promise<{ form: Form; version: number } | null> {
    if (kind === 'article') {
      const result = await client.call('content/article', { id });
      if (!result.ok) {
        setNote({ tone: 'error', text: result.message });
        return null;
      }
      return { form: formOf(kind, result.data), version: result.data.version };
    }
    const item = raw.find((r) => r.id === id) as StaffBanner | StaffHelpQuestion | undefined;
    return item ? { form: formOf(kind, item), version: item.version } : null;
  }

  async function edit(id: number) {
    const item = await full(id);
    if (item) setEditing({ id, version: item.version, form: item.form });
  }

  async function togglePublished(id: number) {
    const item = await full(id);
    if (!item) return;
    const form = { ...item.form, published: item.form.published === 'on' ? 'off' : 'on' };
    const result = await update(id, item.version, form);
    if (result.ok) setNote({ tone: 'ok', text: form.published === 'on' ? t('content.publishedDone') : t('content.unpublishedDone') });
    else setNote({ tone: 'error', text: result.message });
    void load();
  }

  function update(id: number, version: number, form: Form) {
    const request = { ...requestOf(kind, form, CATEGORY_OF[tab]), id, version };
    if (kind === 'banner') return client.call('content/bannerUpdate', request as never);
    if (kind === 'article') return client.call('content/articleUpdate', request as never);
    return client.call('content/helpUpdate', request as never);
  }

  async function remove(id: number) {
    const path = kind === 'banner' ? 'content/bannerDelete' : kind === 'article' ? 'content/articleDelete' : 'content/helpDelete';
    const result = await client.call(path, { id });
    setConfirming(null);
    setNote(result.ok ? { tone: 'ok', text: t('content.deleted') } : { tone: 'error', text: result.message });
    if (editing?.id === id) setEditing(null);
    void load();
  }

  return (
    <section aria-labelledby="page-title" className="content">
      <div className="page-head">
        <h2 id="page-title">{t('nav.content')}</h2>
        <button
          type="button"
          className="primary"
          id="content-new"
          onClick={() => setEditing({ id: null, version: null, form: emptyForm(kind, categories[0]?.id ?? null) })}
        >
          {t(`content.new.${tab}`)}
        </button>
      </div>
      <nav className="tabs" aria-label={t('content.tabsLabel')}>
        {CONTENT_TABS.map((name) => (
          <a key={name} href={hrefOf('content', name)} aria-current={name === tab ? 'page' : undefined} id={`content-tab-${name}`}>
            {t(`content.tabs.${name}`)}
          </a>
        ))}
      </nav>
      <Message note={note} id="content-note" />
      {editing ? (
        <Editor
          key={`${tab}-${editing.id ?? 'new'}-${editing.version ?? 0}`}
          kind={kind}
          tab={tab}
          id={editing.id}
          version={editing.version}
          initial={editing.form}
          categories={categories}
          previewLanguage={previewLanguage}
          onPreviewLanguage={setPreviewLanguage}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setNote({ tone: 'ok', text: t('content.saved') });
              void load();
            }
          }}
          onReload={() => editing.id !== null && void edit(editing.id)}
        />
      ) : items === null ? (
        <p className="muted">{t('app.loading')}</p>
      ) : items.length === 0 ? (
        <p className="empty">{t('content.empty')}</p>
      ) : (
        <div className="scroll">
          <table className="content-list" id={`content-list-${tab}`}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('content.columns.title')}</th>
                <th scope="col">{t(`content.columns.extra.${kind}`)}</th>
                <th scope="col">{t('content.columns.state')}</th>
                <th scope="col">{t('content.columns.when')}</th>
                <th scope="col">{t('content.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-id={item.id}>
                  <td className="num">{item.id}</td>
                  <th scope="row" className="title-cell">
                    {item.title}
                  </th>
                  <td className="muted">{item.categoryId === undefined ? item.extra : categoryName(item.categoryId)}</td>
                  <td>{item.published ? t('content.published') : <span className="warn">{t('content.unpublished')}</span>}</td>
                  <td>
                    <Time ms={item.when || null} />
                  </td>
                  <td className="actions">
                    {confirming === item.id ? (
                      <span className="confirm inline" role="group" aria-label={t('content.confirmDelete', { title: item.title })}>
                        <span>{t('content.confirmDelete', { title: item.title })}</span>
                        <button type="button" className="danger" onClick={() => void remove(item.id)}>
                          {t('content.deleteYes')}
                        </button>
                        <button type="button" onClick={() => setConfirming(null)}>
                          {t('content.cancel')}
                        </button>
                      </span>
                    ) : (
                      <>
                        <button type="button" onClick={() => void edit(item.id)} aria-label={t('content.editWhat', { title: item.title })}>
                          {t('content.edit')}
                        </button>
                        <button type="button" onClick={() => void togglePublished(item.id)}>
                          {item.published ? t('content.unpublish') : t('content.publish')}
                        </button>
                        <button type="button" className="danger" onClick={() => setConfirming(item.id)}>
                          {t('content.delete')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Editor({
  kind,
  tab,
  id,
  version,
  initial,
  categories,
  previewLanguage,
  onPreviewLanguage,
  onClose,
  onReload,
}: {
  kind: Kind;
  tab: ContentTab;
  id: number | null;
  version: number | null;
  initial: Form;
  categories: StaffHelpCategory[];
  previewLanguage: PreviewLanguage;
  onPreviewLanguage: (language: PreviewLanguage) => void;
  onClose: (saved: boolean) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { client, language } = useConsole();
  const [form, setForm] = useState<Form>(initial);
  const [preview, setPreview] = useState<ContentPreview<Banner> | ContentPreview<Article> | ContentPreview<HelpQuestion> | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [saveNote, setSaveNote] = useState<Note | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [images, setImages] = useState<ContentImage[]>([]);
  const [localImages, setLocalImages] = useState<Record<string, string>>({});
  const [uploadNote, setUploadNote] = useState<Note | null>(null);
  const category = CATEGORY_OF[tab];
  const previewSeq = useRef(0);

  useEffect(() => {
    if (kind !== 'banner') return;
    void client.call('content/images', {}).then((result) => {
      if (result.ok) setImages(result.data);
    });
  }, [client, kind]);

  // The blob: URLs of images uploaded from this page are let go with it.
  useEffect(() => () => Object.values(localImages).forEach((url) => URL.revokeObjectURL(url)), [localImages]);

  // The preview follows the form, PREVIEW_DEBOUNCE_MS after the last change.
  useEffect(() => {
    const seq = ++previewSeq.current;
    setPending(true);
    const timer = setTimeout(async () => {
      const request = requestOf(kind, form, category);
      const result =
        kind === 'banner'
          ? await client.call('content/bannerPreview', request as never)
          : kind === 'article'
            ? await client.call('content/articlePreview', request as never)
            : await client.call('content/helpPreview', request as never);
      if (seq !== previewSeq.current) return;
      setPending(false);
      if (result.ok) {
        setPreview(result.data as never);
        setProblem(null);
      } else setProblem({ field: problemField(result.data), message: result.message });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [client, form, kind, category]);

  const [touched, setTouched] = useState(id !== null);
  const set = (key: string, value: string) => {
    setTouched(true);
    setForm((f) => ({ ...f, [key]: value }));
  };
  /** A field the provider names (titleZh) as the form labels it (Title · Simplified Chinese). */
  const fieldName = (field: string) => {
    const text = /^(title|summary|body|source|answer)(En|Zh|Ja)$/.exec(field);
    if (text) return `${t(`content.short.${text[1]}`)} · ${t(`content.lang.${text[2]}`)}`;
    return ['image', 'link', 'codes', 'categoryId', 'sort', 'base64'].includes(field) ? t(`content.short.${field}`) : field;
  };
  const errorOf = (key: string) => (touched && problem?.field === key ? problem.message : null);

  async function save() {
    setSaving(true);
    const request = requestOf(kind, form, category);
    const path =
      id === null
        ? kind === 'banner'
          ? 'content/bannerCreate'
          : kind === 'article'
            ? 'content/articleCreate'
            : 'content/helpCreate'
        : kind === 'banner'
          ? 'content/bannerUpdate'
          : kind === 'article'
            ? 'content/articleUpdate'
            : 'content/helpUpdate';
    const result = await client.call(path, (id === null ? request : { ...request, id, version }) as never);
    setSaving(false);
    setTouched(true);
    if (result.ok) return onClose(true);
    if (result.retCode === STAFF_DESK_RET_CODES.CONTENT_CHANGED) setStale(true);
    setProblem({ field: problemField(result.data), message: result.message });
    setSaveNote({ tone: 'error', text: result.message });
  }

  async function upload(file: File) {
    const why = uploadProblem(file, CONTENT_LIMITS.imageMaxBytes);
    if (why) {
      setUploadNote({ tone: 'error', text: t(`content.upload.${why}`, { max: CONTENT_LIMITS.imageMaxBytes / 1024 }) });
      return;
    }
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    const base64 = base64OfDataUrl(dataUrl);
    if (!base64) return setUploadNote({ tone: 'error', text: t('content.upload.type') });
    const result = await client.call('content/uploadImage', { base64 });
    if (!result.ok) return setUploadNote({ tone: 'error', text: result.message });
    setUploadNote({ tone: 'ok', text: t('content.upload.done') });
    setImages((list) => (list.some((i) => i.image === result.data.image) ? list : [...list, result.data]));
    setLocalImages((urls) => ({ ...urls, [result.data.image]: URL.createObjectURL(file) }));
    set('image', result.data.image);
  }

  const of: PreviewOf =
    kind === 'banner'
      ? { kind, preview: preview as ContentPreview<Banner> | null, imageUrl: localImages[form.image] ?? null }
      : kind === 'article'
        ? { kind, preview: preview as ContentPreview<Article> | null }
        : { kind, preview: preview as ContentPreview<HelpQuestion> | null };

  return (
    <div className="editor-split">
      <form
        className="card editor"
        id="content-editor"
        aria-labelledby="editor-title"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h3 id="editor-title">{id === null ? t(`content.new.${tab}`) : t('content.editing', { id })}</h3>
        <p className="hint">{t('content.languagesHint')}</p>
        {problem && touched && (
          <Message
            note={{
              tone: 'error',
              text: problem.field ? t('content.problemIn', { field: fieldName(problem.field), message: problem.message }) : problem.message,
            }}
            id="preview-problem"
          />
        )}
        {TEXTS[kind].map((spec) => (
          <fieldset key={spec.base} className="texts">
            <legend>{t(`content.fields.${spec.base}`)}</legend>
            {SUFFIXES.map((suffix) => {
              const key = spec.base + suffix;
              const fieldId = `field-${key}`;
              const error = errorOf(key);
              const hint = t('content.count', { count: [...form[key]].length, max: spec.max });
              const common = {
                id: fieldId,
                name: key,
                value: form[key],
                maxLength: spec.max,
                lang: suffix === 'En' ? 'en' : suffix === 'Zh' ? 'zh-Hans' : 'ja',
                'aria-invalid': error ? true : undefined,
                'aria-describedby': describedBy(fieldId, hint, error),
                onChange: (e: { target: { value: string } }) => set(key, e.target.value),
              };
              return (
                <Field key={key} id={fieldId} label={t(`content.lang.${suffix}`)} hint={hint} error={error}>
                  {spec.multiline ? (
                    <textarea rows={spec.base === 'body' || spec.base === 'answer' ? 6 : 2} {...common} />
                  ) : (
                    <input type="text" {...common} />
                  )}
                </Field>
              );
            })}
          </fieldset>
        ))}
        {kind === 'banner' && (
          <fieldset className="texts">
            <legend>{t('content.fields.image')}</legend>
            <Field id="field-image" label={t('content.fields.imageChoose')} error={errorOf('image')}>
              <select
                id="field-image"
                value={form.image}
                onChange={(e) => set('image', e.target.value)}
                aria-invalid={errorOf('image') ? true : undefined}
              >
                <option value="">{t('content.fields.imageNone')}</option>
                {images.map((image) => (
                  <option key={image.image} value={image.image}>
                    {image.image} ({t(`content.imageKind.${image.kind}`)})
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="field-upload"
              label={t('content.fields.upload')}
              hint={t('content.upload.rule', { max: CONTENT_LIMITS.imageMaxBytes / 1024 })}
            >
              <input
                id="field-upload"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby="field-upload-hint"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                  e.target.value = '';
                }}
              />
            </Field>
            <Message note={uploadNote} />
            <Field id="field-link" label={t('content.fields.link')} hint={t('content.fields.linkHint')} error={errorOf('link')}>
              <input
                id="field-link"
                type="text"
                value={form.link}
                onChange={(e) => set('link', e.target.value)}
                aria-invalid={errorOf('link') ? true : undefined}
              />
            </Field>
          </fieldset>
        )}
        {kind === 'article' && (
          <Field
            id="field-codes"
            label={t('content.fields.codes')}
            hint={t('content.fields.codesHint', { max: CONTENT_LIMITS.articleCodes })}
            error={errorOf('codes')}
          >
            <input
              id="field-codes"
              type="text"
              value={form.codes}
              onChange={(e) => set('codes', e.target.value)}
              aria-invalid={errorOf('codes') ? true : undefined}
            />
          </Field>
        )}
        {kind === 'help' && (
          <Field id="field-categoryId" label={t('content.fields.category')} error={errorOf('categoryId')}>
            <select id="field-categoryId" value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {language === 'zh-Hans' ? c.titleZh : c.titleEn}
                </option>
              ))}
            </select>
          </Field>
        )}
        {(kind === 'banner' || kind === 'help') && (
          <Field id="field-sort" label={t('content.fields.sort')} hint={t('content.fields.sortHint')} error={errorOf('sort')}>
            <input id="field-sort" type="number" min={0} step={1} value={form.sort} onChange={(e) => set('sort', e.target.value)} />
          </Field>
        )}
        <label className="check">
          <input
            type="checkbox"
            id="field-published"
            checked={form.published === 'on'}
            onChange={(e) => set('published', e.target.checked ? 'on' : 'off')}
          />{' '}
          {t('content.fields.published')}
        </label>
        <Message note={saveNote} id="save-note" />
        {stale && (
          <p className="message error" role="alert" id="stale">
            {t('content.stale')}{' '}
            <button type="button" onClick={onReload}>
              {t('content.reload')}
            </button>
          </p>
        )}
        <div className="buttons">
          <button type="submit" className="primary" disabled={saving} id="content-save">
            {t('content.save')}
          </button>
          <button type="button" onClick={() => onClose(false)}>
            {t('content.cancel')}
          </button>
        </div>
      </form>
      <PhonePreview of={of} language={previewLanguage} onLanguage={onPreviewLanguage} pending={pending} />
    </div>
  );
}
