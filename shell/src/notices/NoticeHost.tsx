// Mounted once in the layout. The banner and its strings are fetched on the first notice, so they
// cost Home (and every start) nothing.
import { Suspense, lazy, useEffect, useState } from 'react';
import { onNotice } from './notice-bus';

const AccountNotices = lazy(() =>
  import(/* webpackChunkName: "account-notices" */ './AccountNotices').then((m) => ({ default: m.AccountNotices })),
);

export function NoticeHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onNotice(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountNotices />
    </Suspense>
  ) : null;
}
