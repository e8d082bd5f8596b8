/** common/checkUpdate */
export interface CheckUpdateRequest {
  versionCode: number;
  platform: 'web';
}
export interface CheckUpdateResponse {
  latestVersion: string;
  latestVersionCode: number;
  /** true when latestVersionCode is greater than the caller's. */
  hasUpdate: boolean;
  /** Release notes in the request's language. */
  notes: string;
}

/** websitebanner/queryBannerList item. */
export interface Banner {
  id: number;
  title: string;
  /** Same-origin image URL. */
  image: string;
  /** In-app path the banner opens, or empty. */
  link: string;
}
