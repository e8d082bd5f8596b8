// The console's pages, in the order of the left navigation. Each names who sees it: a member sees a
// page (its link, and the page at its address) when any of their roles is in `access`, or every
// member for 'everyone'. The provider checks every call's roles again: the gating here only spares
// a member the pages whose calls would be refused.
//
// Adding a page (docs/back-office.md "The console"): its calls go into @app/shared/staff (a section
// such as StaffSupportCalls, joined into StaffCalls); the component goes into pages/, takes
// PageProps and builds on ui.tsx's parts (fields, confirmations, lists); one entry here; its texts
// under `nav.<id>` and a section of its own in both locale files (locales/en.ts,
// locales/zh-Hans.ts; locales.test.ts fails when one language lacks a key).
import type { ComponentType } from 'react';
import type { PageAccess } from './model';
import { AccountPage } from './pages/AccountPage';
import { AuditPage } from './pages/AuditPage';
import { ContentPage } from './pages/ContentPage';
import { OperationsPage } from './pages/OperationsPage';
import { ReviewPage } from './pages/ReviewPage';
import { StaffPage } from './pages/StaffPage';
import { SupportPage } from './pages/SupportPage';
import type { PageProps } from './ui';

export interface ConsolePage {
  /** Its address, #/<id>, and its navigation label, `nav.<id>` in the locale files. */
  id: string;
  access: PageAccess;
  Component: ComponentType<PageProps>;
}

export const PAGES: readonly ConsolePage[] = [
  { id: 'review', access: ['reviewer'], Component: ReviewPage },
  { id: 'support', access: ['support'], Component: SupportPage },
  { id: 'content', access: ['content'], Component: ContentPage },
  { id: 'operations', access: ['operations'], Component: OperationsPage },
  { id: 'staff', access: ['admin'], Component: StaffPage },
  { id: 'audit', access: ['admin'], Component: AuditPage },
  { id: 'account', access: 'everyone', Component: AccountPage },
];
