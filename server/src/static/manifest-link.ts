// The installable app's manifest in the visitor's language (issue 16). index.html links the
// English one (/manifest.en.webmanifest; the shell's build writes one per interface language);
// the server points it at the browser's language, and the shell then follows the interface
// language the visitor chose (shell/src/pwa/register.ts).
import { detectUiLanguage, type UiLanguage } from '@app/shared/i18n/languages';

/** The interface language a browser's Accept-Language asks for (as the app detects it from navigator.languages). */
export function uiLanguageOfAcceptLanguage(acceptLanguage: string | undefined): UiLanguage {
  const tags = (acceptLanguage ?? '').split(',').map((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)).find(Boolean);
    return { tag: tag.trim(), weight: q ? Number(q[1]) : 1, index };
  }).filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0);
  tags.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return detectUiLanguage(tags.map((t) => t.tag));
}

const MANIFEST_LINK = '<link rel="manifest" href="/manifest.en.webmanifest"';

export function localizeManifestLink(html: string, acceptLanguage: string | undefined): string {
  const language = uiLanguageOfAcceptLanguage(acceptLanguage);
  return language === 'en' ? html : html.replace(MANIFEST_LINK, `<link rel="manifest" href="/manifest.${language}.webmanifest"`);
}
