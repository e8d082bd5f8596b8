// Messages of the support and content calls' retCodes (2920–2939): English and simplified Chinese
// here, Japanese in STAFF_DESK_JA (read by i18n/messages-ja.ts), traditional Chinese converted.
import { CONTENT_LIMITS, STAFF_DESK_RET_CODES as C, SUPPORT_LIMITS, type StaffDeskRetCodeValue } from '@app/shared/staff';
import type { Translations } from '../i18n/translations';

const KB = CONTENT_LIMITS.imageMaxBytes / 1024;

export const STAFF_DESK_MESSAGES: Record<StaffDeskRetCodeValue, Translations> = {
  [C.STAFF_NOT_ON_DUTY]: { en: 'Please go on duty first', zh: '请先上岗' },
  [C.STAFF_CONVERSATION_TAKEN]: { en: 'Another member already holds this conversation', zh: '该会话已由其他客服接待' },
  [C.STAFF_CONVERSATION_NOT_YOURS]: {
    en: 'Only the member holding this conversation can hand it over',
    zh: '只有正在接待该会话的客服可以转交',
  },
  [C.STAFF_HANDOVER_TARGET]: { en: 'Hand over only to a support member on duty', zh: '只能转交给在岗的客服' },
  [C.STAFF_CUSTOMER_NOT_FOUND]: { en: 'Customer not found', zh: '未找到该客户' },
  [C.STAFF_REPLY_EMPTY]: { en: 'Please enter a reply', zh: '请输入回复内容' },
  [C.STAFF_REPLY_TOO_LONG]: {
    en: `A reply can be at most ${SUPPORT_LIMITS.replyMaxChars} characters`,
    zh: `回复最多${SUPPORT_LIMITS.replyMaxChars}个字符`,
  },
  [C.CONTENT_NOT_FOUND]: { en: 'This content does not exist or was deleted', zh: '该内容不存在或已删除' },
  [C.CONTENT_CHANGED]: {
    en: 'Someone else changed this in the meantime, please reload it',
    zh: '该内容已被他人修改，请重新加载',
  },
  [C.CONTENT_TEXT_REQUIRED]: {
    en: 'Please fill in this text in English and in simplified Chinese',
    zh: '请填写该文字的英文和简体中文',
  },
  [C.CONTENT_TEXT_TOO_LONG]: { en: 'This text is too long', zh: '该文字过长' },
  [C.CONTENT_TEXT_ONE_LINE]: { en: 'A title or source must be one line', zh: '标题和来源只能为一行' },
  [C.CONTENT_LINK_INVALID]: {
    en: 'The link must be empty or a page of the app, such as /pages/mine/ipo',
    zh: '链接须为空或为应用内页面，例如 /pages/mine/ipo',
  },
  [C.CONTENT_IMAGE_INVALID]: {
    en: 'Please choose one of the banner images or an uploaded image',
    zh: '请选择一张横幅图片或已上传的图片',
  },
  [C.CONTENT_UPLOAD_INVALID]: {
    en: `Only PNG, JPEG or WebP images of at most ${KB} KB can be uploaded`,
    zh: `只能上传不超过${KB}KB的PNG、JPEG或WebP图片`,
  },
  [C.CONTENT_HELP_CATEGORY_NOT_FOUND]: { en: 'Help category not found', zh: '未找到该帮助分类' },
  [C.CONTENT_PRODUCT_UNKNOWN]: { en: 'Unknown product code', zh: '未知的产品代码' },
};

/** Japanese of the messages above, keyed by the English (as i18n/messages-ja.ts keys its own). */
export const STAFF_DESK_JA: Readonly<Record<string, string>> = {
  'Please go on duty first': '先に対応中（オンデューティ）にしてください',
  'Another member already holds this conversation': 'この会話はすでに別の担当者が対応しています',
  'Only the member holding this conversation can hand it over': 'この会話を引き継げるのは対応中の担当者だけです',
  'Hand over only to a support member on duty': '引き継ぎ先は対応中のサポート担当者にしてください',
  'Customer not found': 'お客様が見つかりません',
  'Please enter a reply': '返信を入力してください',
  [`A reply can be at most ${SUPPORT_LIMITS.replyMaxChars} characters`]: `返信は ${SUPPORT_LIMITS.replyMaxChars} 文字以内です`,
  'This content does not exist or was deleted': 'このコンテンツは存在しないか、削除されています',
  'Someone else changed this in the meantime, please reload it': 'この間に別の担当者が変更しました。再読み込みしてください',
  'Please fill in this text in English and in simplified Chinese': 'このテキストを英語と簡体字中国語で入力してください',
  'This text is too long': 'このテキストは長すぎます',
  'A title or source must be one line': 'タイトルと出典は 1 行にしてください',
  'The link must be empty or a page of the app, such as /pages/mine/ipo':
    'リンクは空にするか、/pages/mine/ipo のようなアプリ内のページにしてください',
  'Please choose one of the banner images or an uploaded image': 'バナー画像またはアップロードした画像から選択してください',
  [`Only PNG, JPEG or WebP images of at most ${KB} KB can be uploaded`]: `アップロードできるのは ${KB} KB 以下の PNG・JPEG・WebP の画像のみです`,
  'Help category not found': 'ヘルプのカテゴリが見つかりません',
  'Unknown product code': '不明な銘柄コードです',
};
